/**
 * @generated SignedSource<<c207817a1bbc7b3d1873dbf83d049a50>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserRowTestQuery$variables = Record<PropertyKey, never>;
export type UserRowTestQuery$data = {
  readonly node: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"UserRow_user">;
    } | null | undefined;
  } | null | undefined;
};
export type UserRowTestQuery = {
  response: UserRowTestQuery$data;
  variables: UserRowTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "u1"
  }
],
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "UserRow_user"
                }
              ],
              "type": "User",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "user"
          }
        ],
        "storageKey": "node(id:\"u1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "UserRowTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
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
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isAdmin",
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
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": "node(id:\"u1\")"
      }
    ]
  },
  "params": {
    "cacheID": "f9097896ebad97a35d5a51db60cc639c",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v1/*:: as any*/),
        "node.email": (v1/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.isAdmin": (v2/*:: as any*/),
        "node.isBanned": (v2/*:: as any*/),
        "node.name": (v1/*:: as any*/),
        "node.username": (v1/*:: as any*/)
      }
    },
    "name": "UserRowTestQuery",
    "operationKind": "query",
    "text": "query UserRowTestQuery {\n  node(id: \"u1\") {\n    __typename\n    ...UserRow_user\n    id\n  }\n}\n\nfragment BanUserDialog_user on User {\n  id\n  name\n  isBanned\n}\n\nfragment EditUserDialog_user on User {\n  id\n  name\n  email\n  username\n}\n\nfragment UserRow_user on User {\n  name\n  username\n  email\n  isAdmin\n  isBanned\n  ...EditUserDialog_user\n  id\n  ...BanUserDialog_user\n}\n"
  }
};
})();

(node as any).hash = "c3983deffc3578f3498deff7bbcbbe84";

export default node;
