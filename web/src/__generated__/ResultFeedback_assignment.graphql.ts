/**
 * @generated SignedSource<<7acfcbf5c10ed15cae2c2598df1da271>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultFeedback_assignment$data = {
  readonly feedback: string | null | undefined;
  readonly markedBy: string | null | undefined;
  readonly " $fragmentType": "ResultFeedback_assignment";
};
export type ResultFeedback_assignment$key = {
  readonly " $data"?: ResultFeedback_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultFeedback_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultFeedback_assignment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feedback",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "markedBy",
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "385e701844cfa4b5029358e7b6c59f89";

export default node;
