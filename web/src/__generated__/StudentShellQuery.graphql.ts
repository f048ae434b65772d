/**
 * @generated SignedSource<<5be8aec5ec41becd78d72575e8cfa707>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentShellQuery$variables = Record<PropertyKey, never>;
export type StudentShellQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_user" | "StudentGreeting_user">;
    };
  } | null | undefined;
};
export type StudentShellQuery = {
  response: StudentShellQuery$data;
  variables: StudentShellQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StudentShellQuery",
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
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StudentGreeting_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StudentShellQuery",
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
      }
    ]
  },
  "params": {
    "cacheID": "838263d5713ad31738852f4d7c1a12ec",
    "id": null,
    "metadata": {},
    "name": "StudentShellQuery",
    "operationKind": "query",
    "text": "query StudentShellQuery {\n  viewer {\n    user {\n      ...AccountMenu_user\n      ...StudentGreeting_user\n      id\n    }\n  }\n}\n\nfragment AccountMenu_user on User {\n  name\n  avatarUrl\n}\n\nfragment StudentGreeting_user on User {\n  name\n}\n"
  }
};

(node as any).hash = "6246c4da9df74ab4a2fe81728d9a6451";

export default node;
