/**
 * @generated SignedSource<<c9073bfbd3e508770a527452c142f2eb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiagnosisDialog_assignment$data = {
  readonly diagnosisDraftParts: {
    readonly diagnosis: string;
    readonly treatments: string;
  } | null | undefined;
  readonly id: string;
  readonly patient: {
    readonly name: string;
  };
  readonly " $fragmentType": "DiagnosisDialog_assignment";
};
export type DiagnosisDialog_assignment$key = {
  readonly " $data"?: DiagnosisDialog_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiagnosisDialog_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DiagnosisDialog_assignment",
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
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DiagnosisParts",
      "kind": "LinkedField",
      "name": "diagnosisDraftParts",
      "plural": false,
      "selections": [
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
          "name": "treatments",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "ad4a83ce1fa541ac404ef37a237ec776";

export default node;
