/**
 * @generated SignedSource<<74096cdea610d1c677e7cedff2febf1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SettingsPageQuery$variables = {
  keyCount: number;
  modelCount: number;
  tokenCount: number;
  withPartnerTokens: boolean;
};
export type SettingsPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly isSuperAdmin: boolean;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerTokens_query" | "SettingsPanel_query">;
};
export type SettingsPageQuery = {
  response: SettingsPageQuery$data;
  variables: SettingsPageQuery$variables;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "tokenCount"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withPartnerTokens"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "kind": "ClientExtension",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "__id",
      "storageKey": null
    }
  ]
},
v4 = {
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
    "name": "SettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SettingsPanel_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PartnerTokens_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/)
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
          (v3/*:: as any*/),
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
                  (v2/*:: as any*/),
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
                  (v4/*:: as any*/)
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
                  (v2/*:: as any*/),
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v3/*:: as any*/)
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
      },
      {
        "condition": "withPartnerTokens",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "first",
                "variableName": "tokenCount"
              }
            ],
            "concreteType": "PartnerTokenConnection",
            "kind": "LinkedField",
            "name": "partnerTokens",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "PartnerTokenConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PartnerToken",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
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
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "5472f9356a412f95174fee7fc0063086",
    "id": null,
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": "query SettingsPageQuery(\n  $keyCount: Int!\n  $modelCount: Int!\n  $tokenCount: Int!\n  $withPartnerTokens: Boolean!\n) {\n  viewer {\n    user {\n      isSuperAdmin\n      id\n    }\n  }\n  ...SettingsPanel_query\n  ...PartnerTokens_query\n}\n\nfragment ApiKeyForm_query on Query {\n  aiModels(first: $modelCount) {\n    edges {\n      node {\n        id\n        modelName\n      }\n    }\n  }\n}\n\nfragment ApiKeyRow_apiKey on ApiKey {\n  id\n  keyName\n  service\n  modelName\n  isActive\n}\n\nfragment ApiKeyTable_query on Query {\n  apiKeys(first: $keyCount) {\n    edges {\n      node {\n        id\n        service\n        isActive\n        ...ApiKeyRow_apiKey\n      }\n    }\n  }\n}\n\nfragment BrowserSpeechSetting_query on Query {\n  schoolSettings {\n    browserSpeechRecognition\n  }\n}\n\nfragment PartnerTokenRow_token on PartnerToken {\n  id\n  name\n  scope\n  createdAt\n  lastUsedAt\n  expiresAt\n  revokedAt\n  active\n}\n\nfragment PartnerTokens_query on Query {\n  partnerTokens(first: $tokenCount) @include(if: $withPartnerTokens) {\n    edges {\n      node {\n        id\n        ...PartnerTokenRow_token\n      }\n    }\n  }\n}\n\nfragment SettingsPanel_query on Query {\n  ...ApiKeyForm_query\n  ...ApiKeyTable_query\n  ...BrowserSpeechSetting_query\n}\n"
  }
};
})();

(node as any).hash = "d4510482e6abbc67eeb3d163b0186bc8";

export default node;
