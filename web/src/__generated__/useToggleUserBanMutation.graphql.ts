/**
 * @generated SignedSource<<d62bc7967fa7645045093bb6e4201174>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useToggleUserBanMutation$variables = {
  id: string;
};
export type useToggleUserBanMutation$data = {
  readonly toggleUserBan: {
    readonly __typename: string;
    readonly message?: string;
    readonly user?: {
      readonly id: string;
      readonly isBanned: boolean;
    };
  };
};
export type useToggleUserBanMutation = {
  response: useToggleUserBanMutation$data;
  variables: useToggleUserBanMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "toggleUserBan",
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
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
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
                "name": "isBanned",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UserPayload",
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
    "name": "useToggleUserBanMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useToggleUserBanMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a4915ccde75935df9783a658aa854917",
    "id": null,
    "metadata": {},
    "name": "useToggleUserBanMutation",
    "operationKind": "mutation",
    "text": "mutation useToggleUserBanMutation(\n  $id: ID!\n) {\n  toggleUserBan(id: $id) {\n    __typename\n    ... on UserPayload {\n      user {\n        id\n        isBanned\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3355395fbea350543b166d8440c04ff4";

export default node;
