/**
 * @generated SignedSource<<81a0a06b8d64827a8d5f577ff02760c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteSymptomDialog_symptom$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "DeleteSymptomDialog_symptom";
};
export type DeleteSymptomDialog_symptom$key = {
  readonly " $data"?: DeleteSymptomDialog_symptom$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteSymptomDialog_symptom">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteSymptomDialog_symptom",
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
    }
  ],
  "type": "Symptom",
  "abstractKey": null
};

(node as any).hash = "936a5bbf9faeb783fb53ba15bcad50a2";

export default node;
