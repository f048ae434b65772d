/**
 * @generated SignedSource<<7f94ff8a4cb1f11647dc1ef5a3acd114>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type UpdateAssignmentMarksInput = {
  assignmentId: string;
  feedback?: string | null | undefined;
  scores: AssignmentScoresInput;
};
export type AssignmentScoresInput = {
  diagnosis: number;
  mandatoryQuestions: number;
  symptoms: number;
  treatment: number;
};
export type useUpdateAssignmentMarksMutation$variables = {
  input: UpdateAssignmentMarksInput;
};
export type useUpdateAssignmentMarksMutation$data = {
  readonly updateAssignmentMarks: {
    readonly __typename: string;
    readonly assignment?: {
      readonly feedback: string | null | undefined;
      readonly id: string;
      readonly markedBy: string | null | undefined;
      readonly scores: {
        readonly diagnosis: number | null | undefined;
        readonly mandatoryQuestions: number | null | undefined;
        readonly symptoms: number | null | undefined;
        readonly total: number | null | undefined;
        readonly treatment: number | null | undefined;
      };
      readonly status: AssignmentStatus;
    };
    readonly message?: string;
  };
};
export type useUpdateAssignmentMarksMutation = {
  response: useUpdateAssignmentMarksMutation$data;
  variables: useUpdateAssignmentMarksMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateAssignmentMarks",
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
                "kind": "ScalarField",
                "name": "feedback",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markedBy",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mandatoryQuestions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "symptoms",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "treatment",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "diagnosis",
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
    "name": "useUpdateAssignmentMarksMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateAssignmentMarksMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5abaab5bce5340ee1c293e6da81284a2",
    "id": null,
    "metadata": {},
    "name": "useUpdateAssignmentMarksMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAssignmentMarksMutation(\n  $input: UpdateAssignmentMarksInput!\n) {\n  updateAssignmentMarks(input: $input) {\n    __typename\n    ... on AssignmentPayload {\n      assignment {\n        id\n        status\n        feedback\n        markedBy\n        scores {\n          total\n          mandatoryQuestions\n          symptoms\n          treatment\n          diagnosis\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd13ec7ffa5b9ea017450aadb45f6b90";

export default node;
