/**
 * @generated SignedSource<<da5afd645e98631d631cd37848e36323>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Severity = "MILD" | "MODERATE" | "SEVERE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SymptomCountBadge_patient$data = {
  readonly name: string;
  readonly symptoms: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly severity: Severity;
  }>;
  readonly " $fragmentType": "SymptomCountBadge_patient";
};
export type SymptomCountBadge_patient$key = {
  readonly " $data"?: SymptomCountBadge_patient$data;
  readonly " $fragmentSpreads": FragmentRefs<"SymptomCountBadge_patient">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SymptomCountBadge_patient",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Symptom",
      "kind": "LinkedField",
      "name": "symptoms",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "severity",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Patient",
  "abstractKey": null
};
})();

(node as any).hash = "a88a52d426468a2311d5e8ab3c6a5f54";

export default node;
