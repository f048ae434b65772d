/**
 * @generated SignedSource<<37ae44a342539153f640ba86519a514b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoteDialog_assignment$data = {
  readonly id: string;
  readonly noteDraft: string | null | undefined;
  readonly patient: {
    readonly name: string;
  };
  readonly " $fragmentType": "NoteDialog_assignment";
};
export type NoteDialog_assignment$key = {
  readonly " $data"?: NoteDialog_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"NoteDialog_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NoteDialog_assignment",
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
      "name": "noteDraft",
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
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "e37a584c596d6f843c2ebbaa1c45bf4d";

export default node;
