/**
 * @generated SignedSource<<91d3a0da8393aaa6ebaaab93b13f0e03>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminShellQuery$variables = Record<PropertyKey, never>;
export type AdminShellQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_user">;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsPopover_query">;
};
export type AdminShellQuery = {
  response: AdminShellQuery$data;
  variables: AdminShellQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "AccountMenu_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "NotificationsPopover_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminShellQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "avatarUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pendingRequestCount",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9d276f06da0b0adad43967ae5c34b5cb",
    "id": null,
    "metadata": {},
    "name": "AdminShellQuery",
    "operationKind": "query",
    "text": "query AdminShellQuery {\n  viewer {\n    user {\n      ...AccountMenu_user\n      id\n    }\n  }\n  ...NotificationsPopover_query\n}\n\nfragment AccountMenu_user on User {\n  name\n  avatarUrl\n}\n\nfragment NotificationsPopover_query on Query {\n  pendingRequestCount\n}\n"
  }
};

(node as any).hash = "829a6913a9571d0d294e3155a4ffede3";

export default node;
