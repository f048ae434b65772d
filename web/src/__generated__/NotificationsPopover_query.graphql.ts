/**
 * @generated SignedSource<<04cb50dc9872f3e7b9c1353999b05168>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotificationsPopover_query$data = {
  readonly pendingRequestCount: number;
  readonly " $fragmentType": "NotificationsPopover_query";
};
export type NotificationsPopover_query$key = {
  readonly " $data"?: NotificationsPopover_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationsPopover_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationsPopover_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingRequestCount",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ed38ee12930719e777d1d9ff31b210c9";

export default node;
