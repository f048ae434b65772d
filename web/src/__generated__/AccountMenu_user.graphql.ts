/**
 * @generated SignedSource<<9791b46d5fe6802d7bc1eaf38ab54e6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountMenu_user$data = {
  readonly avatarUrl: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "AccountMenu_user";
};
export type AccountMenu_user$key = {
  readonly " $data"?: AccountMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountMenu_user",
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
      "name": "avatarUrl",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "56be191eb2d5267cbef1736e793dc2f4";

export default node;
