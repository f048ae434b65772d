/**
 * @generated SignedSource<<9fb0b03776cebbcf5ab743ad0789fd7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RevokePartnerTokenInput = {
  id: string;
};
export type useRevokePartnerTokenMutation$variables = {
  input: RevokePartnerTokenInput;
};
export type useRevokePartnerTokenMutation$data = {
  readonly revokePartnerToken: {
    readonly __typename: string;
    readonly message?: string;
    readonly token?: {
      readonly active: boolean;
      readonly id: string;
      readonly revokedAt: string | null | undefined;
    };
  };
};
export type useRevokePartnerTokenMutation = {
  response: useRevokePartnerTokenMutation$data;
  variables: useRevokePartnerTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "revokePartnerToken",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerToken",
            "kind": "LinkedField",
            "name": "token",
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
                "name": "active",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revokedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RevokePartnerTokenPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useRevokePartnerTokenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokePartnerTokenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "deb41c4d999e2a00196e21a3578a23be",
    "id": null,
    "metadata": {},
    "name": "useRevokePartnerTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokePartnerTokenMutation(\n  $input: RevokePartnerTokenInput!\n) {\n  revokePartnerToken(input: $input) {\n    __typename\n    ... on RevokePartnerTokenPayload {\n      message\n      token {\n        id\n        active\n        revokedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c94144a6c4742b0b8e5341ad04e6291";

export default node;
