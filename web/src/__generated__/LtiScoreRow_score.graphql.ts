/**
 * @generated SignedSource<<624dc5d7ee7ead85db81add9c08d0751>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LtiScoreStatus = "FAILED" | "PENDING" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LtiScoreRow_score$data = {
  readonly attempts: number;
  readonly databaseId: number;
  readonly id: string;
  readonly lastError: string | null | undefined;
  readonly nextAttemptAt: string;
  readonly platformName: string;
  readonly scoreGiven: number;
  readonly scoreMaximum: number;
  readonly sentAt: string | null | undefined;
  readonly status: LtiScoreStatus;
  readonly " $fragmentType": "LtiScoreRow_score";
};
export type LtiScoreRow_score$key = {
  readonly " $data"?: LtiScoreRow_score$data;
  readonly " $fragmentSpreads": FragmentRefs<"LtiScoreRow_score">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LtiScoreRow_score",
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
      "name": "platformName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreGiven",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scoreMaximum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextAttemptAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    }
  ],
  "type": "LtiScore",
  "abstractKey": null
};

(node as any).hash = "d2157a042610549f5ac8c79632decef0";

export default node;
