/**
 * @generated SignedSource<<334c557e6907cbd9d870c2c452878bbd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsPanel_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyForm_query" | "ApiKeyTable_query" | "BrowserSpeechSetting_query">;
  readonly " $fragmentType": "SettingsPanel_query";
};
export type SettingsPanel_query$key = {
  readonly " $data"?: SettingsPanel_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsPanel_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsPanel_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApiKeyForm_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApiKeyTable_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BrowserSpeechSetting_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "cc4338bd28616ef0fdfdca12a5be1496";

export default node;
