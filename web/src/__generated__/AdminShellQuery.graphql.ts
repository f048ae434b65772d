/**
 * @generated SignedSource<<bfb1cb31d7cdd478859c45b1f8773c58>>
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
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsPopover_query" | "RequestsNavBadge_query">;
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
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RequestsNavBadge_query"
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
    "cacheID": "e37eccc991cf53531ff70b512b8e8a80",
    "id": null,
    "metadata": {},
    "name": "AdminShellQuery",
    "operationKind": "query",
    "text": "query AdminShellQuery {\n  viewer {\n    user {\n      ...AccountMenu_user\n      id\n    }\n  }\n  ...NotificationsPopover_query\n  ...RequestsNavBadge_query\n}\n\nfragment AccountMenu_user on User {\n  name\n  avatarUrl\n}\n\nfragment NotificationsPopover_query on Query {\n  pendingRequestCount\n}\n\nfragment RequestsNavBadge_query on Query {\n  pendingRequestCount\n}\n"
  }
};

(node as any).hash = "ec411c540667e924378b50f84ead6996";

export default node;
