/**
 * @generated SignedSource<<1549e72ee44d22b9bf3a038cf4b85b88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatCards_stats$data = {
  readonly assessments: number;
  readonly interactions: number;
  readonly patients: number;
  readonly students: number;
  readonly " $fragmentType": "StatCards_stats";
};
export type StatCards_stats$key = {
  readonly " $data"?: StatCards_stats$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatCards_stats">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatCards_stats",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "students",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "patients",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "interactions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assessments",
      "storageKey": null
    }
  ],
  "type": "DashboardStats",
  "abstractKey": null
};

(node as any).hash = "44b9afa2759cd0b4f2e4f91f194712be";

export default node;
