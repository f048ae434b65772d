/**
 * @generated SignedSource<<801c66c815f7d21af6e0c1ea4a34a244>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useConfirmMarksMutation$variables = {
  assignmentId: string;
};
export type useConfirmMarksMutation$data = {
  readonly confirmMarks: {
    readonly __typename: string;
    readonly assignment?: {
      readonly id: string;
      readonly marksConfirmedAt: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type useConfirmMarksMutation = {
  response: useConfirmMarksMutation$data;
  variables: useConfirmMarksMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "assignmentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "assignmentId",
        "variableName": "assignmentId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "confirmMarks",
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
                "name": "marksConfirmedAt",
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
    "name": "useConfirmMarksMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmMarksMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "a8dd637145cbc3a8ee2189ae84a6f471",
    "id": null,
    "metadata": {},
    "name": "useConfirmMarksMutation",
    "operationKind": "mutation",
    "text": "mutation useConfirmMarksMutation(\n  $assignmentId: ID!\n) {\n  confirmMarks(assignmentId: $assignmentId) {\n    __typename\n    ... on AssignmentPayload {\n      assignment {\n        id\n        marksConfirmedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6618757aee96ab4d2f2ef88b82821294";

export default node;
