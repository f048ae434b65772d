/**
 * @generated SignedSource<<013d049ade20c34867d3d4101fe50e94>>
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

import SettingsPanelRefetchQuery_graphql from './SettingsPanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "keyCount"
    },
    {
      "kind": "RootArgument",
      "name": "modelCount"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": SettingsPanelRefetchQuery_graphql
    }
  },
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

(node as any).hash = "2800c56169a877c3e95909d91c9ce3bf";

export default node;
