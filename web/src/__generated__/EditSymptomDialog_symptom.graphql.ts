/**
 * @generated SignedSource<<2133baf35b067c97c2ec318987bad9e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Severity = "MILD" | "MODERATE" | "SEVERE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EditSymptomDialog_symptom$data = {
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly severity: Severity;
  readonly " $fragmentType": "EditSymptomDialog_symptom";
};
export type EditSymptomDialog_symptom$key = {
  readonly " $data"?: EditSymptomDialog_symptom$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditSymptomDialog_symptom">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditSymptomDialog_symptom",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "severity",
      "storageKey": null
    }
  ],
  "type": "Symptom",
  "abstractKey": null
};

(node as any).hash = "c8be52d03ece2d8d44a8d9a7cef2a36b";

export default node;
