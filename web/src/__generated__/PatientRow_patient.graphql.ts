/**
 * @generated SignedSource<<f6fe1817369b95365ebdcb631e940beb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientRow_patient$data = {
  readonly diagnosis: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"EditPatientDialog_patient" | "SymptomCountBadge_patient">;
  readonly " $fragmentType": "PatientRow_patient";
};
export type PatientRow_patient$key = {
  readonly " $data"?: PatientRow_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientRow_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PatientRow_patient",
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
      "name": "diagnosis",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SymptomCountBadge_patient"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditPatientDialog_patient"
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "b6b7b4c5748b7e4061b5f9e99c1cbd61";

export default node;
