/**
 * @generated SignedSource<<c0b3bb6ac67e36a6a8f6800912423fc0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RubricPart = "diagnosis" | "mandatoryQuestions" | "symptoms" | "total" | "treatment" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PartsByCase_statistics$data = {
  readonly patients: ReadonlyArray<{
    readonly marked: number;
    readonly name: string;
    readonly partMeans: ReadonlyArray<{
      readonly label: string;
      readonly maximum: number;
      readonly mean: number | null | undefined;
      readonly part: RubricPart;
    }>;
    readonly patientId: string;
  }>;
  readonly " $fragmentType": "PartsByCase_statistics";
};
export type PartsByCase_statistics$key = {
  readonly " $data"?: PartsByCase_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartsByCase_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartsByCase_statistics",
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
          "name": "marked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PartMean",
          "kind": "LinkedField",
          "name": "partMeans",
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
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "mean",
              "storageKey": null
            }
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

(node as any).hash = "132359ff337093539b538de22529da25";

export default node;
