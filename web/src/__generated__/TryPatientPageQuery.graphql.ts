/**
 * @generated SignedSource<<0e4c6a76c5de3fdd6070a6db0ac02b58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TryPatientPageQuery$variables = {
  id: string;
};
export type TryPatientPageQuery$data = {
  readonly node: {
    readonly name?: string;
  } | null | undefined;
};
export type TryPatientPageQuery = {
  response: TryPatientPageQuery$data;
  variables: TryPatientPageQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TryPatientPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TryPatientPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "4a51b78fe24e320f8cec032af05c040c",
    "id": null,
    "metadata": {},
    "name": "TryPatientPageQuery",
    "operationKind": "query",
    "text": "query TryPatientPageQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on Patient {\n      name\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "69a5dd5d7e2896d3629d4fc596b8c40e";

export default node;
