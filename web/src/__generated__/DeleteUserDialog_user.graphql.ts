/**
 * @generated SignedSource<<62d2676f0da567781724b273a9ecf6f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteUserDialog_user$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "DeleteUserDialog_user";
};
export type DeleteUserDialog_user$key = {
  readonly " $data"?: DeleteUserDialog_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteUserDialog_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteUserDialog_user",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "725e18a3c85d94751eda83591ad6c9f1";

export default node;
