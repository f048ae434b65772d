/**
 * @generated SignedSource<<843250e1ecb6ca11cda98570a60c51bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRotateLtiKeysMutation$variables = Record<PropertyKey, never>;
export type useRotateLtiKeysMutation$data = {
  readonly rotateLtiKeys: {
    readonly __typename: string;
    readonly keys?: ReadonlyArray<{
      readonly createdAt: string;
      readonly kid: string;
      readonly retiredAt: string | null | undefined;
    }>;
    readonly message?: string;
  };
};
export type useRotateLtiKeysMutation = {
  response: useRotateLtiKeysMutation$data;
  variables: useRotateLtiKeysMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "rotateLtiKeys",
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
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "LtiToolKey",
            "kind": "LinkedField",
            "name": "keys",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kid",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "retiredAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RotateLtiKeysPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v0/*:: as any*/)
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRotateLtiKeysMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRotateLtiKeysMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a3ae5aeffb1bef16f9ef06792093188e",
    "id": null,
    "metadata": {},
    "name": "useRotateLtiKeysMutation",
    "operationKind": "mutation",
    "text": "mutation useRotateLtiKeysMutation {\n  rotateLtiKeys {\n    __typename\n    ... on RotateLtiKeysPayload {\n      message\n      keys {\n        kid\n        createdAt\n        retiredAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b054550fded4b15b020a39d311d842f5";

export default node;
