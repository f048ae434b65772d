/**
 * @generated SignedSource<<e7a2a70dd29170298fa0f6e481de185a>>
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
  withLti: boolean;
  withPartnerTokens: boolean;
};
export type SettingsPageQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly isSuperAdmin: boolean;
    };
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"LtiSettings_query" | "PartnerTokens_query" | "SettingsPanel_query">;
};
export type SettingsPageQuery = {
  response: SettingsPageQuery$data;
  variables: SettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "keyCount"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "modelCount"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tokenCount"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withLti"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withPartnerTokens"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isSuperAdmin",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
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
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "modelName",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastUsedAt",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
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
              (v5/*:: as any*/)
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
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "LtiSettings_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/)
    ],
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
              (v5/*:: as any*/),
              (v6/*:: as any*/)
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
          (v7/*:: as any*/),
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
                  (v6/*:: as any*/),
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
                  (v8/*:: as any*/)
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
                  (v6/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v7/*:: as any*/)
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
                      (v6/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scope",
                        "storageKey": null
                      },
                      (v10/*:: as any*/),
                      (v11/*:: as any*/),
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
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "LtiCourse",
        "kind": "LinkedField",
        "name": "ltiCourses",
        "plural": true,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "title",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasRoster",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "roomDatabaseId",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "withLti",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "LtiPlatform",
            "kind": "LinkedField",
            "name": "ltiPlatforms",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v9/*:: as any*/),
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
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "origin",
                "storageKey": null
              },
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LtiToolKey",
            "kind": "LinkedField",
            "name": "ltiToolKeys",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kid",
                "storageKey": null
              },
              (v10/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "retiredAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LtiScore",
            "kind": "LinkedField",
            "name": "ltiScoreOutbox",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "platformName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scoreGiven",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "scoreMaximum",
                "storageKey": null
              },
              (v12/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nextAttemptAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastError",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sentAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "d615f2ead88e7bf721ffd9d8c1e290e0",
    "id": null,
    "metadata": {},
    "name": "SettingsPageQuery",
    "operationKind": "query",
    "text": "query SettingsPageQuery(\n  $keyCount: Int!\n  $modelCount: Int!\n  $tokenCount: Int!\n  $withPartnerTokens: Boolean!\n  $withLti: Boolean!\n) {\n  viewer {\n    user {\n      isSuperAdmin\n      id\n    }\n  }\n  ...SettingsPanel_query\n  ...PartnerTokens_query\n  ...LtiSettings_query\n}\n\nfragment ApiKeyForm_query on Query {\n  aiModels(first: $modelCount) {\n    edges {\n      node {\n        id\n        modelName\n      }\n    }\n  }\n}\n\nfragment ApiKeyRow_apiKey on ApiKey {\n  id\n  keyName\n  service\n  modelName\n  isActive\n}\n\nfragment ApiKeyTable_query on Query {\n  apiKeys(first: $keyCount) {\n    edges {\n      node {\n        id\n        service\n        isActive\n        ...ApiKeyRow_apiKey\n      }\n    }\n  }\n}\n\nfragment BrowserSpeechSetting_query on Query {\n  schoolSettings {\n    browserSpeechRecognition\n  }\n}\n\nfragment LtiCourseRow_course on LtiCourse {\n  id\n  title\n  hasRoster\n  roomDatabaseId\n}\n\nfragment LtiCourses_query on Query {\n  ltiCourses {\n    id\n    ...LtiCourseRow_course\n  }\n}\n\nfragment LtiKeys_query on Query {\n  ltiToolKeys @include(if: $withLti) {\n    kid\n    createdAt\n    retiredAt\n  }\n}\n\nfragment LtiPlatformRow_platform on LtiPlatform {\n  id\n  name\n  issuer\n  clientId\n  status\n  origin\n  lastUsedAt\n}\n\nfragment LtiPlatformTable_query on Query {\n  ltiPlatforms @include(if: $withLti) {\n    id\n    ...LtiPlatformRow_platform\n  }\n}\n\nfragment LtiScoreOutbox_query on Query {\n  ltiScoreOutbox @include(if: $withLti) {\n    id\n    ...LtiScoreRow_score\n  }\n}\n\nfragment LtiScoreRow_score on LtiScore {\n  id\n  databaseId\n  platformName\n  scoreGiven\n  scoreMaximum\n  status\n  attempts\n  nextAttemptAt\n  lastError\n  sentAt\n}\n\nfragment LtiSettings_query on Query {\n  ltiCourses {\n    id\n  }\n  ...LtiPlatformTable_query\n  ...LtiKeys_query\n  ...LtiScoreOutbox_query\n  ...LtiCourses_query\n}\n\nfragment PartnerTokenRow_token on PartnerToken {\n  id\n  name\n  scope\n  createdAt\n  lastUsedAt\n  expiresAt\n  revokedAt\n  active\n}\n\nfragment PartnerTokens_query on Query {\n  partnerTokens(first: $tokenCount) @include(if: $withPartnerTokens) {\n    edges {\n      node {\n        id\n        ...PartnerTokenRow_token\n      }\n    }\n  }\n}\n\nfragment SettingsPanel_query on Query {\n  ...ApiKeyForm_query\n  ...ApiKeyTable_query\n  ...BrowserSpeechSetting_query\n}\n"
  }
};
})();

(node as any).hash = "a8f305d7bd02d09a944267e5063fb2cc";

export default node;
