/**
 * @generated SignedSource<<080785b3074ef5ba9dc1b934f51ac60a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BanUserDialog_user$data = {
  readonly id: string;
  readonly isBanned: boolean;
  readonly name: string;
  readonly " $fragmentType": "BanUserDialog_user";
};
export type BanUserDialog_user$key = {
  readonly " $data"?: BanUserDialog_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"BanUserDialog_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BanUserDialog_user",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isBanned",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "268f4509b305d2871ec28d8def8d4d85";

export default node;
