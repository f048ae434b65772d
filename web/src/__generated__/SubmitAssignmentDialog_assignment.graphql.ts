/**
 * @generated SignedSource<<95a0409785d160a5d3da3f7544f76969>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmitAssignmentDialog_assignment$data = {
  readonly diagnosisDraft: string | null | undefined;
  readonly id: string;
  readonly isMarkable: boolean;
  readonly isNoteAllow: boolean;
  readonly noteDraft: string | null | undefined;
  readonly patient: {
    readonly name: string;
  };
  readonly " $fragmentType": "SubmitAssignmentDialog_assignment";
};
export type SubmitAssignmentDialog_assignment$key = {
  readonly " $data"?: SubmitAssignmentDialog_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmitAssignmentDialog_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubmitAssignmentDialog_assignment",
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
      "name": "isMarkable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNoteAllow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "diagnosisDraft",
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

(node as any).hash = "fa2f2d22dabe07ef63c21908e0c03f0d";

export default node;
