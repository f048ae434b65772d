/**
 * @generated SignedSource<<cba25940b8c033a5af1345eb1e7d4ed0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsPanelRefetchQuery$variables = {
  keyCount?: number | null | undefined;
  modelCount?: number | null | undefined;
};
export type SettingsPanelRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SettingsPanel_query">;
};
export type SettingsPanelRefetchQuery = {
  response: SettingsPanelRefetchQuery$data;
  variables: SettingsPanelRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "keyCount"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "modelCount"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "modelName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SettingsPanelRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SettingsPanel_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SettingsPanelRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "modelCount"
          }
        ],
        "concreteType": "AiModelConnection",
        "kind": "LinkedField",
        "name": "aiModels",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "AiModelConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AiModel",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "keyCount"
          }
        ],
        "concreteType": "ApiKeyConnection",
        "kind": "LinkedField",
        "name": "apiKeys",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ApiKeyConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ApiKey",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
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
                    "name": "isActive",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "keyName",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
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
    ]
  },
  "params": {
    "cacheID": "a8e394410c7d585d2cbdd946cd97b625",
    "id": null,
    "metadata": {},
    "name": "SettingsPanelRefetchQuery",
    "operationKind": "query",
    "text": "query SettingsPanelRefetchQuery(\n  $keyCount: Int\n  $modelCount: Int\n) {\n  ...SettingsPanel_query\n}\n\nfragment ApiKeyForm_query on Query {\n  aiModels(first: $modelCount) {\n    edges {\n      node {\n        id\n        modelName\n      }\n    }\n  }\n}\n\nfragment ApiKeyRow_apiKey on ApiKey {\n  id\n  keyName\n  service\n  modelName\n  isActive\n}\n\nfragment ApiKeyTable_query on Query {\n  apiKeys(first: $keyCount) {\n    edges {\n      node {\n        id\n        service\n        isActive\n        ...ApiKeyRow_apiKey\n      }\n    }\n  }\n}\n\nfragment BrowserSpeechSetting_query on Query {\n  schoolSettings {\n    browserSpeechRecognition\n  }\n}\n\nfragment SettingsPanel_query on Query {\n  ...ApiKeyForm_query\n  ...ApiKeyTable_query\n  ...BrowserSpeechSetting_query\n}\n"
  }
};
})();

(node as any).hash = "2800c56169a877c3e95909d91c9ce3bf";

export default node;
