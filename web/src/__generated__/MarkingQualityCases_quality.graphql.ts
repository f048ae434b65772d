/**
 * @generated SignedSource<<27d75592077e675c6458339210bfbe39>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarkingQualityCases_quality$data = {
  readonly cases: ReadonlyArray<{
    readonly count: number;
    readonly exactAgreement: number | null | undefined;
    readonly meanAbsoluteDifference: number;
    readonly patientId: string;
    readonly patientName: string;
  }>;
  readonly " $fragmentType": "MarkingQualityCases_quality";
};
export type MarkingQualityCases_quality$key = {
  readonly " $data"?: MarkingQualityCases_quality$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkingQualityCases_quality">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarkingQualityCases_quality",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MarkingQualityCase",
      "kind": "LinkedField",
      "name": "cases",
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
          "name": "patientName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "exactAgreement",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meanAbsoluteDifference",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MarkingQuality",
  "abstractKey": null
};

(node as any).hash = "a799f84517762f3e5faefefe63d1eb77";

export default node;
