/**
 * @generated SignedSource<<02d5715338019b774189852af6d5a337>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LtiPlatformOrigin = "DYNAMIC" | "MANUAL" | "%future added value";
export type LtiPlatformStatus = "ACTIVE" | "DISABLED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type LtiPlatformRow_platform$data = {
  readonly clientId: string;
  readonly id: string;
  readonly issuer: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly origin: LtiPlatformOrigin;
  readonly status: LtiPlatformStatus;
  readonly " $fragmentType": "LtiPlatformRow_platform";
};
export type LtiPlatformRow_platform$key = {
  readonly " $data"?: LtiPlatformRow_platform$data;
  readonly " $fragmentSpreads": FragmentRefs<"LtiPlatformRow_platform">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LtiPlatformRow_platform",
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
      "name": "issuer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientId",
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
      "name": "origin",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    }
  ],
  "type": "LtiPlatform",
  "abstractKey": null
};

(node as any).hash = "c85c475184c3c491d54edc77fd993f41";

export default node;
