/**
 * @generated SignedSource<<d80bd4cf0377028235d60c7e30c3ab9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SymptomRow_symptom$data = {
  readonly description: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"EditSymptomDialog_symptom" | "SeverityBadge_symptom">;
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Symptom",
  "abstractKey": null
};

(node as any).hash = "7c867294300e9e29ab68e60cc834ee7a";

export default node;
