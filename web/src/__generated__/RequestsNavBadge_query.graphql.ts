/**
 * @generated SignedSource<<ca53e29ad653c100615f37055065027d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequestsNavBadge_query$data = {
  readonly pendingRequestCount: number;
  readonly " $fragmentType": "RequestsNavBadge_query";
};
export type RequestsNavBadge_query$key = {
  readonly " $data"?: RequestsNavBadge_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestsNavBadge_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestsNavBadge_query",
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

(node as any).hash = "22bb8e124b88a07ebcc85cede34e417f";

export default node;
