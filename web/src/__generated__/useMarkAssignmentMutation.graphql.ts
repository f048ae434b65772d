/**
 * @generated SignedSource<<3bc9a06d5878ba8cdd2443bbb0ac731d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type useMarkAssignmentMutation$variables = {
  id: string;
};
export type useMarkAssignmentMutation$data = {
  readonly markAssignment: {
    readonly __typename: string;
    readonly assignment?: {
      readonly id: string;
      readonly scores: {
        readonly total: number | null | undefined;
      };
      readonly status: AssignmentStatus;
    };
    readonly message?: string;
  };
};
export type useMarkAssignmentMutation = {
  response: useMarkAssignmentMutation$data;
  variables: useMarkAssignmentMutation$variables;
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
    "name": "markAssignment",
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
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AssignmentScores",
                "kind": "LinkedField",
                "name": "scores",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "total",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AssignmentPayload",
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
    "name": "useMarkAssignmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkAssignmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9e9d904ae7596ee8aade6ee78d1be366",
    "id": null,
    "metadata": {},
    "name": "useMarkAssignmentMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkAssignmentMutation(\n  $id: ID!\n) {\n  markAssignment(id: $id) {\n    __typename\n    ... on AssignmentPayload {\n      assignment {\n        id\n        status\n        scores {\n          total\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6bb9a7231d6aacf1acfb48db0177fed7";

export default node;
