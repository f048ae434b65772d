/**
 * @generated SignedSource<<59739f715543b22bafcbc71b85ed7217>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateAiModelInput = {
  description?: string | null | undefined;
  maxTokens?: number | null | undefined;
  modelName: string;
};
export type useCreateAiModelMutation$variables = {
  input: CreateAiModelInput;
};
export type useCreateAiModelMutation$data = {
  readonly createAiModel: {
    readonly __typename: string;
    readonly message?: string;
    readonly model?: {
      readonly id: string;
      readonly modelName: string;
    };
  };
};
export type useCreateAiModelMutation = {
  response: useCreateAiModelMutation$data;
  variables: useCreateAiModelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createAiModel",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModel",
            "kind": "LinkedField",
            "name": "model",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "modelName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AiModelPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateAiModelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateAiModelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c400039c9c965224768165135012c1b4",
    "id": null,
    "metadata": {},
    "name": "useCreateAiModelMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateAiModelMutation(\n  $input: CreateAiModelInput!\n) {\n  createAiModel(input: $input) {\n    __typename\n    ... on AiModelPayload {\n      model {\n        id\n        modelName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3ab1b6472db6fe828de5aa38832f9e14";

export default node;
