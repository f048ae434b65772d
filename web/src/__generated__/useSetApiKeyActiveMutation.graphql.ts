/**
 * @generated SignedSource<<b1610f12f1bcdb1218bcff6670ea8414>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetApiKeyActiveInput = {
  id: string;
  isActive: boolean;
};
export type useSetApiKeyActiveMutation$variables = {
  input: SetApiKeyActiveInput;
};
export type useSetApiKeyActiveMutation$data = {
  readonly setApiKeyActive: {
    readonly __typename: string;
    readonly message?: string;
    readonly serviceKeys?: ReadonlyArray<{
      readonly id: string;
      readonly isActive: boolean;
    }>;
  };
};
export type useSetApiKeyActiveMutation = {
  response: useSetApiKeyActiveMutation$data;
  variables: useSetApiKeyActiveMutation$variables;
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
    "name": "setApiKeyActive",
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
            "concreteType": "ApiKey",
            "kind": "LinkedField",
            "name": "serviceKeys",
            "plural": true,
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
                "name": "isActive",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ApiKeyPayload",
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
    "name": "useSetApiKeyActiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetApiKeyActiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "947f6cb9b75715b6f08a4733ec38a2e5",
    "id": null,
    "metadata": {},
    "name": "useSetApiKeyActiveMutation",
    "operationKind": "mutation",
    "text": "mutation useSetApiKeyActiveMutation(\n  $input: SetApiKeyActiveInput!\n) {\n  setApiKeyActive(input: $input) {\n    __typename\n    ... on ApiKeyPayload {\n      serviceKeys {\n        id\n        isActive\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "673ab82b6d1ba3c738ab9627d34fda9e";

export default node;
