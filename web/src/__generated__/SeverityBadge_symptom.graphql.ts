/**
 * @generated SignedSource<<d9316305aeb81e635e93f08048924637>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Severity = "MILD" | "MODERATE" | "SEVERE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SeverityBadge_symptom$data = {
  readonly severity: Severity;
  readonly " $fragmentType": "SeverityBadge_symptom";
};
export type SeverityBadge_symptom$key = {
  readonly " $data"?: SeverityBadge_symptom$data;
  readonly " $fragmentSpreads": FragmentRefs<"SeverityBadge_symptom">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SeverityBadge_symptom",
  "selections": [
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

(node as any).hash = "1e39fff5f02b77a4341ba6638772adf6";

export default node;
