/**
 * @generated SignedSource<<88d4358fca3e0f8c183d2900e6678673>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoomRow_room$data = {
  readonly assignedPatientName: string | null | undefined;
  readonly databaseId: number;
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
      "name": "databaseId",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "assignedPatientName",
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

(node as any).hash = "90aaa60381c661930793f6f882aa87a4";

export default node;
