/**
 * @generated SignedSource<<be25bde03d139745c82eb25c276d405e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseGaps_statistics$data = {
  readonly patients: ReadonlyArray<{
    readonly attempts: number;
    readonly diagnosisRate: number | null | undefined;
    readonly leastDrawnSymptoms: ReadonlyArray<{
      readonly missed: number;
      readonly of: number;
      readonly text: string;
    }>;
    readonly marked: number;
    readonly meanTotal: number | null | undefined;
    readonly medianTotal: number | null | undefined;
    readonly mostMissedQuestions: ReadonlyArray<{
      readonly missed: number;
      readonly of: number;
      readonly text: string;
    }>;
    readonly name: string;
    readonly patientId: string;
  }>;
  readonly " $fragmentType": "CaseGaps_statistics";
};
export type CaseGaps_statistics$key = {
  readonly " $data"?: CaseGaps_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseGaps_statistics">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "missed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "of",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseGaps_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PatientStatistics",
      "kind": "LinkedField",
      "name": "patients",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "patientId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meanTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "medianTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "diagnosisRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MissedItem",
          "kind": "LinkedField",
          "name": "mostMissedQuestions",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MissedItem",
          "kind": "LinkedField",
          "name": "leastDrawnSymptoms",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Statistics",
  "abstractKey": null
};
})();

(node as any).hash = "2b04f041f7d13a7ae70246e80030abc7";

export default node;
