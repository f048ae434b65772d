/**
 * @generated SignedSource<<55ea8dc1fc36ccb4c510327da7e829f1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeletePatientDialog_patient$data = {
  readonly id: string;
  readonly " $fragmentType": "DeletePatientDialog_patient";
};
export type DeletePatientDialog_patient$key = {
  readonly " $data"?: DeletePatientDialog_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeletePatientDialog_patient">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeletePatientDialog_patient",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};

(node as any).hash = "58c8bc20752bb76f242eb415f9147da5";

export default node;
