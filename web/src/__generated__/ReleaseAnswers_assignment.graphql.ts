/**
 * @generated SignedSource<<4d1b7c459d4b8cc2319e93ecb01a9963>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReleaseAnswers_assignment$data = {
  readonly answersReleased: boolean;
  readonly id: string;
  readonly " $fragmentType": "ReleaseAnswers_assignment";
};
export type ReleaseAnswers_assignment$key = {
  readonly " $data"?: ReleaseAnswers_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReleaseAnswers_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReleaseAnswers_assignment",
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
      "name": "answersReleased",
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "1dbe69e83dab8a54fc04534ec32a5a20";

export default node;
