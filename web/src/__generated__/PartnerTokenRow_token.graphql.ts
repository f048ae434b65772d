/**
 * @generated SignedSource<<b0ea65c67986c20cd6f36feef81b1807>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PartnerTokenScope = "READ_ONLY" | "STATISTICS" | "STATISTICS_AND_MARKS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PartnerTokenRow_token$data = {
  readonly active: boolean;
  readonly createdAt: string;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly revokedAt: string | null | undefined;
  readonly scope: PartnerTokenScope;
  readonly " $fragmentType": "PartnerTokenRow_token";
};
export type PartnerTokenRow_token$key = {
  readonly " $data"?: PartnerTokenRow_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerTokenRow_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnerTokenRow_token",
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
      "name": "scope",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revokedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    }
  ],
  "type": "PartnerToken",
  "abstractKey": null
};

(node as any).hash = "7322de47228b62d70e781318c6502a23";

export default node;
