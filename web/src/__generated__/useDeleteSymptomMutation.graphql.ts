/**
 * @generated SignedSource<<1a173c314e17fe795508f415f17aa4c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteSymptomMutation$variables = {
  id: string;
};
export type useDeleteSymptomMutation$data = {
  readonly deleteSymptom: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type useDeleteSymptomMutation = {
  response: useDeleteSymptomMutation$data;
  variables: useDeleteSymptomMutation$variables;
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
    "name": "deleteSymptom",
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
            "kind": "ScalarField",
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "DeletedPayload",
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
    "name": "useDeleteSymptomMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteSymptomMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "db10e4bf481ae966ae5a620b5f4f75a8",
    "id": null,
    "metadata": {},
    "name": "useDeleteSymptomMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSymptomMutation(\n  $id: ID!\n) {\n  deleteSymptom(id: $id) {\n    __typename\n    ... on DeletedPayload {\n      deletedId\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ec1d8df096b9d5d58e2a4945af45daf";

export default node;
