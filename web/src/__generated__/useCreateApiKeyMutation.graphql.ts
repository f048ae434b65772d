/**
 * @generated SignedSource<<d806b612b16ee826980ba8c7f38e31b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeyService = "DEEPGRAM" | "OPENAI" | "%future added value";
export type CreateApiKeyInput = {
  apiKey: string;
  keyName: string;
  modelId?: string | null | undefined;
  service?: ApiKeyService | null | undefined;
};
export type useCreateApiKeyMutation$variables = {
  connections: ReadonlyArray<string>;
  input: CreateApiKeyInput;
};
export type useCreateApiKeyMutation$data = {
  readonly createApiKey: {
    readonly __typename: string;
    readonly apiKey?: {
      readonly id: string;
      readonly isActive: boolean;
      readonly service: ApiKeyService;
      readonly " $fragmentSpreads": FragmentRefs<"ApiKeyRow_apiKey">;
    };
    readonly message?: string;
    readonly serviceKeys?: ReadonlyArray<{
      readonly id: string;
      readonly isActive: boolean;
    }>;
  };
};
export type useCreateApiKeyMutation = {
  response: useCreateApiKeyMutation$data;
  variables: useCreateApiKeyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "service",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isActive",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ApiKey",
  "kind": "LinkedField",
  "name": "serviceKeys",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    (v6/*:: as any*/)
  ],
  "storageKey": null
},
v8 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateApiKeyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createApiKey",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiKey",
                "kind": "LinkedField",
                "name": "apiKey",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ApiKeyRow_apiKey"
                  }
                ],
                "storageKey": null
              },
              (v7/*:: as any*/)
            ],
            "type": "ApiKeyPayload",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateApiKeyMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createApiKey",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiKey",
                "kind": "LinkedField",
                "name": "apiKey",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "keyName",
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
              },
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "prependNode",
                "key": "",
                "kind": "LinkedHandle",
                "name": "apiKey",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  },
                  {
                    "kind": "Literal",
                    "name": "edgeTypeName",
                    "value": "ApiKeyConnectionEdge"
                  }
                ]
              },
              (v7/*:: as any*/)
            ],
            "type": "ApiKeyPayload",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d6d7b772073206412ac1fc121b4084e6",
    "id": null,
    "metadata": {},
    "name": "useCreateApiKeyMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateApiKeyMutation(\n  $input: CreateApiKeyInput!\n) {\n  createApiKey(input: $input) {\n    __typename\n    ... on ApiKeyPayload {\n      apiKey {\n        id\n        service\n        isActive\n        ...ApiKeyRow_apiKey\n      }\n      serviceKeys {\n        id\n        isActive\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment ApiKeyRow_apiKey on ApiKey {\n  id\n  keyName\n  service\n  modelName\n  isActive\n}\n"
  }
};
})();

(node as any).hash = "6875c114fd5edfd8bf412df9c264f009";

export default node;
