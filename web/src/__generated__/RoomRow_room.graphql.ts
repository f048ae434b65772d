/**
 * @generated SignedSource<<2e1c0c937c04a0767cb06f1446d334e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoomRow_room$data = {
  readonly id: string;
  readonly isOccupied: boolean;
  readonly name: string;
  readonly roomNumber: string;
  readonly " $fragmentSpreads": FragmentRefs<"RoomStudentsPopover_room">;
  readonly " $fragmentType": "RoomRow_room";
};
export type RoomRow_room$key = {
  readonly " $data"?: RoomRow_room$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoomRow_room">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoomRow_room",
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
      "name": "roomNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOccupied",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RoomStudentsPopover_room"
    }
  ],
  "type": "Room",
  "abstractKey": null
};

(node as any).hash = "7bb6566ce3251673c67769dcd8693765";

export default node;
