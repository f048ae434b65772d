/**
 * @generated SignedSource<<57c58eb9bb5975dd86a81dca4b842258>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentGreeting_user$data = {
  readonly name: string;
  readonly " $fragmentType": "StudentGreeting_user";
};
export type StudentGreeting_user$key = {
  readonly " $data"?: StudentGreeting_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentGreeting_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudentGreeting_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "62444c0dfe0da531dadd2e7d4687cd76";

export default node;
