/**
 * @generated SignedSource<<eed8be30e0a55f55c47f2df748bc3e80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoicePreviewDialog_voice$data = {
  readonly accent: string;
  readonly image: string;
  readonly name: string;
  readonly sampleUrl: string;
  readonly tags: ReadonlyArray<string>;
  readonly " $fragmentType": "VoicePreviewDialog_voice";
};
export type VoicePreviewDialog_voice$key = {
  readonly " $data"?: VoicePreviewDialog_voice$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoicePreviewDialog_voice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoicePreviewDialog_voice",
  "selections": [
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
      "name": "accent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "image",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sampleUrl",
      "storageKey": null
    }
  ],
  "type": "Voice",
  "abstractKey": null
};

(node as any).hash = "839465d57b43e27f32454d712c793ad4";

export default node;
