/**
 * @generated SignedSource<<59305bd113de4231ab415e79a64174c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RubricPart = "diagnosis" | "mandatoryQuestions" | "symptoms" | "total" | "treatment" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ScoreDistribution_statistics$data = {
  readonly parts: ReadonlyArray<{
    readonly count: number;
    readonly distribution: ReadonlyArray<{
      readonly count: number;
      readonly from: number;
      readonly to: number;
    }>;
    readonly label: string;
    readonly maximum: number;
    readonly mean: number | null | undefined;
    readonly median: number | null | undefined;
    readonly part: RubricPart;
  }>;
  readonly " $fragmentType": "ScoreDistribution_statistics";
};
export type ScoreDistribution_statistics$key = {
  readonly " $data"?: ScoreDistribution_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScoreDistribution_statistics">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScoreDistribution_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PartStatistics",
      "kind": "LinkedField",
      "name": "parts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "part",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maximum",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mean",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "median",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ScoreBucket",
          "kind": "LinkedField",
          "name": "distribution",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "from",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "to",
              "storageKey": null
            },
            (v0/*:: as any*/)
          ],
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

(node as any).hash = "3f950a034e8e14352249069d24b2176f";

export default node;
