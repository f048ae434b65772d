/**
 * @generated SignedSource<<7566242843df30dd2a01ea0d0bd908e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BrowserSpeechSetting_query$data = {
  readonly schoolSettings: {
    readonly browserSpeechRecognition: boolean;
  };
  readonly " $fragmentType": "BrowserSpeechSetting_query";
};
export type BrowserSpeechSetting_query$key = {
  readonly " $data"?: BrowserSpeechSetting_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BrowserSpeechSetting_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BrowserSpeechSetting_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SchoolSettings",
      "kind": "LinkedField",
      "name": "schoolSettings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "browserSpeechRecognition",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "27c2b1714db93612852638e7233ca00c";

export default node;
