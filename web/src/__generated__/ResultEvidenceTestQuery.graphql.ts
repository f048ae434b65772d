/**
 * @generated SignedSource<<971783d5ec56799239810ad5d818cafe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultEvidenceTestQuery$variables = Record<PropertyKey, never>;
export type ResultEvidenceTestQuery$data = {
  readonly assignment: {
    readonly " $fragmentSpreads": FragmentRefs<"ResultEvidence_assignment">;
  };
};
export type ResultEvidenceTestQuery = {
  response: ResultEvidenceTestQuery$data;
  variables: ResultEvidenceTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "id",
    "value": "a1"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quote",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expected",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "given",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matched",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "said",
  "storageKey": null
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "String"
},
v9 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Boolean"
},
v10 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResultEvidenceTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Assignment",
        "kind": "LinkedField",
        "name": "assignment",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResultEvidence_assignment"
          }
        ],
        "storageKey": "assignment(id:\"a1\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResultEvidenceTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Assignment",
        "kind": "LinkedField",
        "name": "assignment",
        "plural": false,
        "selections": [
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
                  (v1/*:: as any*/)
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
                  (v1/*:: as any*/)
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                  (v5/*:: as any*/)
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
                  (v2/*:: as any*/),
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                      (v5/*:: as any*/),
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
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "assignment(id:\"a1\")"
      }
    ]
  },
  "params": {
    "cacheID": "d1784bcb1b59b3f8207edbada236cc7d",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "assignment": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Assignment"
        },
        "assignment.evidence": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "MarkingEvidence"
        },
        "assignment.evidence.counts": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "EvidenceCounts"
        },
        "assignment.evidence.counts.questions": (v6/*:: as any*/),
        "assignment.evidence.counts.questionsAsked": (v6/*:: as any*/),
        "assignment.evidence.counts.symptoms": (v6/*:: as any*/),
        "assignment.evidence.counts.symptomsElicited": (v6/*:: as any*/),
        "assignment.evidence.counts.treatmentItems": (v6/*:: as any*/),
        "assignment.evidence.counts.treatmentItemsCovered": (v6/*:: as any*/),
        "assignment.evidence.diagnosis": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DiagnosisEvidence"
        },
        "assignment.evidence.diagnosis.expected": (v7/*:: as any*/),
        "assignment.evidence.diagnosis.given": (v7/*:: as any*/),
        "assignment.evidence.diagnosis.keyWords": (v8/*:: as any*/),
        "assignment.evidence.diagnosis.matched": (v9/*:: as any*/),
        "assignment.evidence.diagnosis.overlap": (v8/*:: as any*/),
        "assignment.evidence.diagnosis.partial": (v9/*:: as any*/),
        "assignment.evidence.diagnosis.said": (v10/*:: as any*/),
        "assignment.evidence.diagnosis.verdict": {
          "enumValues": [
            "ABBREVIATION",
            "BROADER",
            "CONTRADICTED",
            "EMPTY",
            "EXACT",
            "FORMAL",
            "LAY",
            "NARROWER",
            "NEGATED",
            "NONE",
            "OTHER_LANGUAGE",
            "RELATED",
            "SYNONYM"
          ],
          "nullable": true,
          "plural": false,
          "type": "DiagnosisVerdict"
        },
        "assignment.evidence.grader": (v7/*:: as any*/),
        "assignment.evidence.mandatoryQuestions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QuestionEvidence"
        },
        "assignment.evidence.mandatoryQuestions.asked": (v9/*:: as any*/),
        "assignment.evidence.mandatoryQuestions.question": (v7/*:: as any*/),
        "assignment.evidence.mandatoryQuestions.quote": (v10/*:: as any*/),
        "assignment.evidence.symptoms": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SymptomEvidence"
        },
        "assignment.evidence.symptoms.elicited": (v9/*:: as any*/),
        "assignment.evidence.symptoms.quote": (v10/*:: as any*/),
        "assignment.evidence.symptoms.symptom": (v7/*:: as any*/),
        "assignment.evidence.treatment": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "TreatmentEvidence"
        },
        "assignment.evidence.treatment.credited": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "TreatmentCredit"
        },
        "assignment.evidence.treatment.credited.credit": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Float"
        },
        "assignment.evidence.treatment.credited.item": (v7/*:: as any*/),
        "assignment.evidence.treatment.credited.said": (v7/*:: as any*/),
        "assignment.evidence.treatment.credited.why": {
          "enumValues": [
            "CLASS",
            "MEMBER",
            "NEAR",
            "ROUTE",
            "SAME",
            "WORDS"
          ],
          "nullable": false,
          "plural": false,
          "type": "TreatmentCreditReason"
        },
        "assignment.evidence.treatment.expected": (v7/*:: as any*/),
        "assignment.evidence.treatment.given": (v7/*:: as any*/),
        "assignment.evidence.treatment.matched": (v8/*:: as any*/),
        "assignment.evidence.treatment.missed": (v8/*:: as any*/),
        "assignment.evidence.withheld": (v9/*:: as any*/),
        "assignment.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "ResultEvidenceTestQuery",
    "operationKind": "query",
    "text": "query ResultEvidenceTestQuery {\n  assignment(id: \"a1\") {\n    ...ResultEvidence_assignment\n    id\n  }\n}\n\nfragment ResultEvidence_assignment on Assignment {\n  evidence {\n    grader\n    withheld\n    counts {\n      questionsAsked\n      questions\n      symptomsElicited\n      symptoms\n      treatmentItemsCovered\n      treatmentItems\n    }\n    mandatoryQuestions {\n      question\n      asked\n      quote\n    }\n    symptoms {\n      symptom\n      elicited\n      quote\n    }\n    diagnosis {\n      expected\n      given\n      matched\n      partial\n      keyWords\n      overlap\n      verdict\n      said\n    }\n    treatment {\n      expected\n      given\n      matched\n      missed\n      credited {\n        said\n        item\n        credit\n        why\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "86f7c259c1651a5d8a2294cf584e9a6c";

export default node;
