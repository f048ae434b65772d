/**
 * @generated SignedSource<<bd84775fd4e1d730c99c82ecc89f68d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DiagnosisVerdict = "ABBREVIATION" | "BROADER" | "CONTRADICTED" | "EMPTY" | "EXACT" | "FORMAL" | "LAY" | "NARROWER" | "NEGATED" | "NONE" | "OTHER_LANGUAGE" | "RELATED" | "SYNONYM" | "%future added value";
export type TreatmentCreditReason = "CLASS" | "MEMBER" | "NEAR" | "ROUTE" | "SAME" | "WORDS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResultEvidence_assignment$data = {
  readonly evidence: {
    readonly counts: {
      readonly questions: number;
      readonly questionsAsked: number;
      readonly symptoms: number;
      readonly symptomsElicited: number;
      readonly treatmentItems: number;
      readonly treatmentItemsCovered: number;
    };
    readonly diagnosis: {
      readonly expected: string;
      readonly given: string;
      readonly keyWords: ReadonlyArray<string>;
      readonly matched: boolean;
      readonly overlap: ReadonlyArray<string>;
      readonly partial: boolean;
      readonly said: string | null | undefined;
      readonly verdict: DiagnosisVerdict | null | undefined;
    };
    readonly grader: string;
    readonly mandatoryQuestions: ReadonlyArray<{
      readonly asked: boolean;
      readonly question: string;
      readonly quote: string | null | undefined;
    }>;
    readonly symptoms: ReadonlyArray<{
      readonly elicited: boolean;
      readonly quote: string | null | undefined;
      readonly symptom: string;
    }>;
    readonly treatment: {
      readonly credited: ReadonlyArray<{
        readonly credit: number;
        readonly item: string;
        readonly said: string;
        readonly why: TreatmentCreditReason;
      }>;
      readonly expected: string;
      readonly given: string;
      readonly matched: ReadonlyArray<string>;
      readonly missed: ReadonlyArray<string>;
    };
    readonly withheld: boolean;
  } | null | undefined;
  readonly " $fragmentType": "ResultEvidence_assignment";
};
export type ResultEvidence_assignment$key = {
  readonly " $data"?: ResultEvidence_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultEvidence_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "quote",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expected",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "given",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "matched",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "said",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultEvidence_assignment",
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
            (v0/*:: as any*/)
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
            (v0/*:: as any*/)
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
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
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
            (v4/*:: as any*/)
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
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
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
                (v4/*:: as any*/),
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
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "398100a371afd8b010467bbdfc745860";

export default node;
