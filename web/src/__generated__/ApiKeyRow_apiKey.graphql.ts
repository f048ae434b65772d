/**
 * @generated SignedSource<<18a64c3bc7d7d0a039df7ad8139c08c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiKeyService = "DEEPGRAM" | "OPENAI" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiKeyRow_apiKey$data = {
  readonly id: string;
  readonly isActive: boolean;
  readonly keyName: string;
  readonly modelName: string | null | undefined;
  readonly service: ApiKeyService;
  readonly " $fragmentType": "ApiKeyRow_apiKey";
};
export type ApiKeyRow_apiKey$key = {
  readonly " $data"?: ApiKeyRow_apiKey$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyRow_apiKey">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyRow_apiKey",
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
      "name": "keyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "service",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "modelName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isActive",
      "storageKey": null
    }
  ],
  "type": "ApiKey",
  "abstractKey": null
};

(node as any).hash = "87e95cc5f148f04011fc2cd21c7e60e8";

export default node;
