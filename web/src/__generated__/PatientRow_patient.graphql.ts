/**
 * @generated SignedSource<<47bfddf887e503c071b9f63a62cbaf16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientRow_patient$data = {
  readonly diagnosis: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"DeletePatientDialog_patient" | "EditPatientDialog_patient" | "SymptomCountBadge_patient">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeletePatientDialog_patient"
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "4fd3c70a0069001fe372f2cb6bd3a0fd";

export default node;
