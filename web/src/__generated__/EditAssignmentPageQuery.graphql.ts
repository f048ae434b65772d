/**
 * @generated SignedSource<<dba6e90be4e9889ac1477da663ffb093>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type EditAssignmentPageQuery$variables = {
  id: string;
};
export type EditAssignmentPageQuery$data = {
  readonly assignment: {
    readonly attempt: number;
    readonly feedback: string | null | undefined;
    readonly findings: string | null | undefined;
    readonly id: string;
    readonly markedBy: string | null | undefined;
    readonly patient: {
      readonly name: string;
    };
    readonly scores: {
      readonly diagnosis: number | null | undefined;
      readonly mandatoryQuestions: number | null | undefined;
      readonly symptoms: number | null | undefined;
      readonly treatment: number | null | undefined;
    };
    readonly status: AssignmentStatus;
    readonly student: {
      readonly name: string;
    };
    readonly visitNote: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ConfirmMarks_assignment" | "ConversationLog_assignment" | "EarlierAttempts_assignment" | "ReleaseAnswers_assignment" | "ResultEvidence_assignment">;
  };
};
export type EditAssignmentPageQuery = {
  response: EditAssignmentPageQuery$data;
  variables: EditAssignmentPageQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "findings",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitNote",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feedback",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "markedBy",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "attempt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = [
  (v9/*:: as any*/)
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mandatoryQuestions",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "symptoms",
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
  "name": "diagnosis",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "AssignmentScores",
  "kind": "LinkedField",
  "name": "scores",
  "plural": false,
  "selections": [
    (v11/*:: as any*/),
    (v12/*:: as any*/),
    (v13/*:: as any*/),
    (v14/*:: as any*/)
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "concreteType": "ConversationMessage",
  "kind": "LinkedField",
  "name": "conversation",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAI",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "verified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revealedFactIds",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quote",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expected",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "given",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matched",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "said",
  "storageKey": null
},
v23 = [
  (v9/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EditAssignmentPageQuery",
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
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ConversationLog_assignment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EarlierAttempts_assignment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReleaseAnswers_assignment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ConfirmMarks_assignment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResultEvidence_assignment"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "student",
            "plural": false,
            "selections": (v10/*:: as any*/),
            "storageKey": null
          },
          (v15/*:: as any*/)
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
    "name": "EditAssignmentPageQuery",
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
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v16/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CaseFact",
            "kind": "LinkedField",
            "name": "caseFacts",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phrase",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "present",
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
                "name": "databaseId",
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markedAt",
                "storageKey": null
              },
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
                  (v17/*:: as any*/),
                  (v11/*:: as any*/),
                  (v12/*:: as any*/),
                  (v14/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ScoreSheet",
                    "kind": "LinkedField",
                    "name": "maxima",
                    "plural": false,
                    "selections": [
                      (v17/*:: as any*/),
                      (v11/*:: as any*/),
                      (v12/*:: as any*/),
                      (v14/*:: as any*/),
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "answersReleased",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "marksConfirmedAt",
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
                  (v12/*:: as any*/),
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
                  (v18/*:: as any*/)
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
                  (v18/*:: as any*/)
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
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
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
                  (v22/*:: as any*/)
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
                  (v19/*:: as any*/),
                  (v20/*:: as any*/),
                  (v21/*:: as any*/),
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
                      (v22/*:: as any*/),
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
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": (v23/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "student",
            "plural": false,
            "selections": (v23/*:: as any*/),
            "storageKey": null
          },
          (v15/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4f2269a7dc8f7cf1e8ea7604e42f8fef",
    "id": null,
    "metadata": {},
    "name": "EditAssignmentPageQuery",
    "operationKind": "query",
    "text": "query EditAssignmentPageQuery(\n  $id: ID!\n) {\n  assignment(id: $id) {\n    id\n    status\n    findings\n    visitNote\n    feedback\n    markedBy\n    attempt\n    ...ConversationLog_assignment\n    ...EarlierAttempts_assignment\n    ...ReleaseAnswers_assignment\n    ...ConfirmMarks_assignment\n    ...ResultEvidence_assignment\n    patient {\n      name\n      id\n    }\n    student {\n      name\n      id\n    }\n    scores {\n      mandatoryQuestions\n      symptoms\n      treatment\n      diagnosis\n    }\n  }\n}\n\nfragment ConfirmMarks_assignment on Assignment {\n  id\n  status\n  marksConfirmedAt\n}\n\nfragment ConversationLines_caseFacts on CaseFact {\n  id\n  ...RevealedFact_fact\n}\n\nfragment ConversationLines_conversation on ConversationMessage {\n  text\n  isAI\n  verified\n  revealedFactIds\n}\n\nfragment ConversationLog_assignment on Assignment {\n  conversation {\n    ...ConversationLines_conversation\n  }\n  caseFacts {\n    ...ConversationLines_caseFacts\n  }\n}\n\nfragment EarlierAttempts_assignment on Assignment {\n  caseFacts {\n    ...ConversationLines_caseFacts\n  }\n  history {\n    databaseId\n    attempt\n    status\n    findings\n    visitNote\n    feedback\n    markedBy\n    markedAt\n    archivedAt\n    scores {\n      total\n      mandatoryQuestions\n      symptoms\n      diagnosis\n      treatment\n      maxima {\n        total\n        mandatoryQuestions\n        symptoms\n        diagnosis\n        treatment\n      }\n    }\n    conversation {\n      ...ConversationLines_conversation\n    }\n  }\n}\n\nfragment ReleaseAnswers_assignment on Assignment {\n  id\n  answersReleased\n}\n\nfragment ResultEvidence_assignment on Assignment {\n  evidence {\n    grader\n    withheld\n    counts {\n      questionsAsked\n      questions\n      symptomsElicited\n      symptoms\n      treatmentItemsCovered\n      treatmentItems\n    }\n    mandatoryQuestions {\n      question\n      asked\n      quote\n    }\n    symptoms {\n      symptom\n      elicited\n      quote\n    }\n    diagnosis {\n      expected\n      given\n      matched\n      partial\n      keyWords\n      overlap\n      verdict\n      said\n    }\n    treatment {\n      expected\n      given\n      matched\n      missed\n      credited {\n        said\n        item\n        credit\n        why\n      }\n    }\n  }\n}\n\nfragment RevealedFact_fact on CaseFact {\n  phrase\n  source\n  present\n}\n"
  }
};
})();

(node as any).hash = "26f544b696e9c0f35a3566fb298f3a63";

export default node;
