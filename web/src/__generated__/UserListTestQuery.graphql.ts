/**
 * @generated SignedSource<<89f3d755b29d31e6e157e19c62fa1224>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserRoleFilter = "ADMIN" | "ALL" | "STUDENT" | "%future added value";
export type UserListTestQuery$variables = {
  after?: string | null | undefined;
  first: number;
  role?: UserRoleFilter | null | undefined;
  search?: string | null | undefined;
};
export type UserListTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserList_query">;
};
export type UserListTestQuery = {
  response: UserListTestQuery$data;
  variables: UserListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "role"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "UserListTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "UserList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "UserListTestQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "after",
            "variableName": "after"
          },
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "first"
          },
          {
            "kind": "Variable",
            "name": "role",
            "variableName": "role"
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "QueryUsersConnection",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "pageCursors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "page",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isCurrent",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryUsersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
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
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "fd4577c0c297ac4991efac752987ba72",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "users": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryUsersConnection"
        },
        "users.__id": (v4/*:: as any*/),
        "users.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryUsersConnectionEdge"
        },
        "users.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "users.edges.node.email": (v5/*:: as any*/),
        "users.edges.node.id": (v4/*:: as any*/),
        "users.edges.node.isAdmin": (v6/*:: as any*/),
        "users.edges.node.isBanned": (v6/*:: as any*/),
        "users.edges.node.name": (v5/*:: as any*/),
        "users.edges.node.username": (v5/*:: as any*/),
        "users.pageCursors": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PageCursor"
        },
        "users.pageCursors.cursor": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "users.pageCursors.isCurrent": (v6/*:: as any*/),
        "users.pageCursors.page": (v7/*:: as any*/),
        "users.totalCount": (v7/*:: as any*/)
      }
    },
    "name": "UserListTestQuery",
    "operationKind": "query",
    "text": "query UserListTestQuery(\n  $first: Int!\n  $after: String\n  $search: String\n  $role: UserRoleFilter\n) {\n  ...UserList_query\n}\n\nfragment BanUserDialog_user on User {\n  id\n  name\n  isBanned\n}\n\nfragment EditUserDialog_user on User {\n  id\n  name\n  email\n  username\n}\n\nfragment UserList_query on Query {\n  users(first: $first, after: $after, search: $search, role: $role) {\n    totalCount\n    pageCursors {\n      page\n      cursor\n      isCurrent\n    }\n    edges {\n      node {\n        id\n        ...UserRow_user\n      }\n    }\n  }\n}\n\nfragment UserRow_user on User {\n  name\n  username\n  email\n  isAdmin\n  isBanned\n  ...EditUserDialog_user\n  id\n  ...BanUserDialog_user\n}\n"
  }
};
})();

(node as any).hash = "ee530a53037303728dd0cb842331c493";

export default node;
