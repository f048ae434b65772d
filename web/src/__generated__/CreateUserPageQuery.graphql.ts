/**
 * @generated SignedSource<<249210e3b9af5a7f62f37297ed5c75b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateUserPageQuery$variables = Record<PropertyKey, never>;
export type CreateUserPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly isSuperAdmin: boolean;
    };
  } | null | undefined;
};
export type CreateUserPageQuery = {
  response: CreateUserPageQuery$data;
  variables: CreateUserPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CreateUserPageQuery",
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
              (v0/*:: as any*/)
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
    "name": "CreateUserPageQuery",
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
              (v0/*:: as any*/),
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
    "cacheID": "b662377840ba99250eb2fc975b9ce606",
    "id": null,
    "metadata": {},
    "name": "CreateUserPageQuery",
    "operationKind": "query",
    "text": "query CreateUserPageQuery {\n  viewer {\n    user {\n      isSuperAdmin\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d66cd4435d3834f9a7d10def87a2d43f";

export default node;
