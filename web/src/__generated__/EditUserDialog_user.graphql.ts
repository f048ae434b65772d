/**
 * @generated SignedSource<<e8597e9558ff6cabefaf0e321a0d165d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditUserDialog_user$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly username: string;
  readonly " $fragmentType": "EditUserDialog_user";
};
export type EditUserDialog_user$key = {
  readonly " $data"?: EditUserDialog_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditUserDialog_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditUserDialog_user",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "07cb60602eae4db9e8f1170e17e58450";

export default node;
