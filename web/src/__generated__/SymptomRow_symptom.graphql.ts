/**
 * @generated SignedSource<<ae4f25a51f361d7bbd8b926026c57604>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SymptomRow_symptom$data = {
  readonly description: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteSymptomDialog_symptom" | "EditSymptomDialog_symptom" | "SeverityBadge_symptom">;
  readonly " $fragmentType": "SymptomRow_symptom";
};
export type SymptomRow_symptom$key = {
  readonly " $data"?: SymptomRow_symptom$data;
  readonly " $fragmentSpreads": FragmentRefs<"SymptomRow_symptom">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SymptomRow_symptom",
  "selections": [
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "SeverityBadge_symptom"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditSymptomDialog_symptom"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeleteSymptomDialog_symptom"
    }
  ],
  "type": "Symptom",
  "abstractKey": null
};

(node as any).hash = "ed46a9c380ec25d2f7004828554af9ab";

export default node;
