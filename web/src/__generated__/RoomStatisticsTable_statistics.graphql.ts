/**
 * @generated SignedSource<<b4b3ff90fd993146a1259a1d335190b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoomStatisticsTable_statistics$data = {
  readonly rooms: ReadonlyArray<{
    readonly assignments: number;
    readonly marked: number;
    readonly meanTotal: number | null | undefined;
    readonly medianTotal: number | null | undefined;
    readonly name: string;
    readonly roomId: string;
    readonly students: number;
  }>;
  readonly " $fragmentType": "RoomStatisticsTable_statistics";
};
export type RoomStatisticsTable_statistics$key = {
  readonly " $data"?: RoomStatisticsTable_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoomStatisticsTable_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoomStatisticsTable_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RoomStatistics",
      "kind": "LinkedField",
      "name": "rooms",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roomId",
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
          "name": "students",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assignments",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meanTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "medianTotal",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Statistics",
  "abstractKey": null
};

(node as any).hash = "a3a0509d81a5666c0bd645676052eb5d";

export default node;
