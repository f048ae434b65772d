/**
 * @generated SignedSource<<a96552b2475ebfd9ca49d2034168d04c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoicePicker_query$data = {
  readonly voices: ReadonlyArray<{
    readonly accent: string;
    readonly canonicalName: string;
    readonly image: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"VoicePreviewDialog_voice">;
  }>;
  readonly " $fragmentType": "VoicePicker_query";
};
export type VoicePicker_query$key = {
  readonly " $data"?: VoicePicker_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoicePicker_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoicePicker_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Voice",
      "kind": "LinkedField",
      "name": "voices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canonicalName",
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
          "name": "accent",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "VoicePreviewDialog_voice"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "e86a80b38c5a1405e1a336fbdaa21658";

export default node;
