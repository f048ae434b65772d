/**
 * @generated SignedSource<<6a9e303375b8e74293c11b99ab11a483>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MarkingQualityPartTable_part$data = {
  readonly count: number;
  readonly exactAgreement: number | null | undefined;
  readonly kappa: number | null | undefined;
  readonly label: string;
  readonly largestDisagreements: ReadonlyArray<{
    readonly assignmentDatabaseId: number;
    readonly automatic: number;
    readonly final: number;
    readonly patientName: string;
    readonly studentName: string;
  }>;
  readonly max: number;
  readonly meanAutomatic: number | null | undefined;
  readonly meanFinal: number | null | undefined;
  readonly withinTenPercent: number | null | undefined;
  readonly " $fragmentType": "MarkingQualityPartTable_part";
};
export type MarkingQualityPartTable_part$key = {
  readonly " $data"?: MarkingQualityPartTable_part$data;
  readonly " $fragmentSpreads": FragmentRefs<"MarkingQualityPartTable_part">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MarkingQualityPartTable_part",
  "selections": [
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
      "name": "max",
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
      "name": "withinTenPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kappa",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "meanAutomatic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "meanFinal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarkingDisagreement",
      "kind": "LinkedField",
      "name": "largestDisagreements",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assignmentDatabaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "studentName",
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
          "name": "automatic",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "final",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MarkingQualityPart",
  "abstractKey": null
};

(node as any).hash = "67841593e3c4ff08b5027c408d6dc569";

export default node;
