/**
 * @generated SignedSource<<5a686873570a5fedec2cc120199177e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditPatientDialog_patient$data = {
  readonly diagnosis: string;
  readonly id: string;
  readonly mandatoryQuestions: string;
  readonly medicalHistory: string;
  readonly name: string;
  readonly predefinedTreatments: string;
  readonly symptoms: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentType": "EditPatientDialog_patient";
};
export type EditPatientDialog_patient$key = {
  readonly " $data"?: EditPatientDialog_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditPatientDialog_patient">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditPatientDialog_patient",
  "selections": [
    (v0/*:: as any*/),
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "medicalHistory",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "predefinedTreatments",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mandatoryQuestions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Symptom",
      "kind": "LinkedField",
      "name": "symptoms",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};
})();

(node as any).hash = "92557caac923c81dc681a897b75f79f5";

export default node;
