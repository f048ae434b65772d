/**
 * @generated SignedSource<<6c983ab44ef4b4e50fb724ab7c294bc8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type AssignmentResultsPageQuery$variables = {
  id: string;
};
export type AssignmentResultsPageQuery$data = {
  readonly assignment: {
    readonly markedAt: string | null | undefined;
    readonly marksHeld: boolean;
    readonly patient: {
      readonly name: string;
    };
    readonly status: AssignmentStatus;
    readonly student: {
      readonly name: string;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ResultAttempts_assignment" | "ResultEvidence_assignment" | "ResultFeedback_assignment" | "ResultScoreCards_assignment" | "ResultScoreChart_assignment">;
  };
};
export type AssignmentResultsPageQuery = {
  response: AssignmentResultsPageQuery$data;
  variables: AssignmentResultsPageQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marksHeld",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "markedAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
  (v5/*:: as any*/),
  (v7/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mandatoryQuestions",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "symptoms",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "diagnosis",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "treatment",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quote",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expected",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "given",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matched",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "said",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignmentResultsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Assignment",
        "kind": "LinkedField",
        "name": "assignment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "student",
            "plural": false,
            "selections": (v6/*:: as any*/),
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResultScoreCards_assignment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResultScoreChart_assignment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResultFeedback_assignment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResultEvidence_assignment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResultAttempts_assignment"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssignmentResultsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Assignment",
        "kind": "LinkedField",
        "name": "assignment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": (v8/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "student",
            "plural": false,
            "selections": (v8/*:: as any*/),
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
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ScoreSheet",
                "kind": "LinkedField",
                "name": "maxima",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/)
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
            "kind": "ScalarField",
            "name": "editedParts",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarkingEvidence",
            "kind": "LinkedField",
            "name": "evidence",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "grader",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "withheld",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "EvidenceCounts",
                "kind": "LinkedField",
                "name": "counts",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "questionsAsked",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "questions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "symptomsElicited",
                    "storageKey": null
                  },
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "treatmentItemsCovered",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "treatmentItems",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuestionEvidence",
                "kind": "LinkedField",
                "name": "mandatoryQuestions",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "question",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "asked",
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SymptomEvidence",
                "kind": "LinkedField",
                "name": "symptoms",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "symptom",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "elicited",
                    "storageKey": null
                  },
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DiagnosisEvidence",
                "kind": "LinkedField",
                "name": "diagnosis",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "partial",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "keyWords",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "overlap",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "verdict",
                    "storageKey": null
                  },
                  (v18/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TreatmentEvidence",
                "kind": "LinkedField",
                "name": "treatment",
                "plural": false,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "missed",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TreatmentCredit",
                    "kind": "LinkedField",
                    "name": "credited",
                    "plural": true,
                    "selections": [
                      (v18/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "item",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "credit",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "why",
                        "storageKey": null
                      }
                    ],
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
            "concreteType": "AssignmentAttempt",
            "kind": "LinkedField",
            "name": "history",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempt",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "archivedAt",
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
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ScoreSheet",
                    "kind": "LinkedField",
                    "name": "maxima",
                    "plural": false,
                    "selections": [
                      (v9/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "caf403f8e566ff75ef3000b321e0803d",
    "id": null,
    "metadata": {},
    "name": "AssignmentResultsPageQuery",
    "operationKind": "query",
    "text": "query AssignmentResultsPageQuery(\n  $id: ID!\n) {\n  assignment(id: $id) {\n    status\n    marksHeld\n    markedAt\n    patient {\n      name\n      id\n    }\n    student {\n      name\n      id\n    }\n    ...ResultScoreCards_assignment\n    ...ResultScoreChart_assignment\n    ...ResultFeedback_assignment\n    ...ResultEvidence_assignment\n    ...ResultAttempts_assignment\n    id\n  }\n}\n\nfragment ResultAttempts_assignment on Assignment {\n  history {\n    attempt\n    markedAt\n    archivedAt\n    scores {\n      total\n      maxima {\n        total\n      }\n    }\n  }\n}\n\nfragment ResultEvidence_assignment on Assignment {\n  evidence {\n    grader\n    withheld\n    counts {\n      questionsAsked\n      questions\n      symptomsElicited\n      symptoms\n      treatmentItemsCovered\n      treatmentItems\n    }\n    mandatoryQuestions {\n      question\n      asked\n      quote\n    }\n    symptoms {\n      symptom\n      elicited\n      quote\n    }\n    diagnosis {\n      expected\n      given\n      matched\n      partial\n      keyWords\n      overlap\n      verdict\n      said\n    }\n    treatment {\n      expected\n      given\n      matched\n      missed\n      credited {\n        said\n        item\n        credit\n        why\n      }\n    }\n  }\n}\n\nfragment ResultFeedback_assignment on Assignment {\n  feedback\n  markedBy\n  editedParts\n  evidence {\n    grader\n  }\n}\n\nfragment ResultScoreCards_assignment on Assignment {\n  scores {\n    total\n    mandatoryQuestions\n    symptoms\n    diagnosis\n    treatment\n    maxima {\n      total\n      mandatoryQuestions\n      symptoms\n      diagnosis\n      treatment\n    }\n  }\n}\n\nfragment ResultScoreChart_assignment on Assignment {\n  scores {\n    mandatoryQuestions\n    symptoms\n    diagnosis\n    treatment\n    maxima {\n      mandatoryQuestions\n      symptoms\n      diagnosis\n      treatment\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "88541d46a5c3a4c52d0c1ac99d84e9eb";

export default node;
