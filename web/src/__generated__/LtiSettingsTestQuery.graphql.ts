/**
 * @generated SignedSource<<636cb42647970c5cfdc9eaf41e96835c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LtiSettingsTestQuery$variables = {
  withLti: boolean;
};
export type LtiSettingsTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"LtiSettings_query">;
};
export type LtiSettingsTestQuery = {
  response: LtiSettingsTestQuery$data;
  variables: LtiSettingsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withLti"
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
  "name": "status",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "DateTime"
},
v8 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "LtiSettingsTestQuery",
    "selections": [
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LtiSettingsTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LtiCourse",
        "kind": "LinkedField",
        "name": "ltiCourses",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
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
              (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "origin",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              }
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
              (v1/*:: as any*/),
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
              (v2/*:: as any*/),
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
    "cacheID": "9afbb875d20e9fa2f24847b9b0075176",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "ltiCourses": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LtiCourse"
        },
        "ltiCourses.hasRoster": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "ltiCourses.id": (v3/*:: as any*/),
        "ltiCourses.roomDatabaseId": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Int"
        },
        "ltiCourses.title": (v4/*:: as any*/),
        "ltiPlatforms": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LtiPlatform"
        },
        "ltiPlatforms.clientId": (v4/*:: as any*/),
        "ltiPlatforms.id": (v3/*:: as any*/),
        "ltiPlatforms.issuer": (v4/*:: as any*/),
        "ltiPlatforms.lastUsedAt": (v5/*:: as any*/),
        "ltiPlatforms.name": (v4/*:: as any*/),
        "ltiPlatforms.origin": {
          "enumValues": [
            "DYNAMIC",
            "MANUAL"
          ],
          "nullable": false,
          "plural": false,
          "type": "LtiPlatformOrigin"
        },
        "ltiPlatforms.status": {
          "enumValues": [
            "ACTIVE",
            "DISABLED",
            "PENDING"
          ],
          "nullable": false,
          "plural": false,
          "type": "LtiPlatformStatus"
        },
        "ltiScoreOutbox": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LtiScore"
        },
        "ltiScoreOutbox.attempts": (v6/*:: as any*/),
        "ltiScoreOutbox.databaseId": (v6/*:: as any*/),
        "ltiScoreOutbox.id": (v3/*:: as any*/),
        "ltiScoreOutbox.lastError": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "ltiScoreOutbox.nextAttemptAt": (v7/*:: as any*/),
        "ltiScoreOutbox.platformName": (v4/*:: as any*/),
        "ltiScoreOutbox.scoreGiven": (v8/*:: as any*/),
        "ltiScoreOutbox.scoreMaximum": (v8/*:: as any*/),
        "ltiScoreOutbox.sentAt": (v5/*:: as any*/),
        "ltiScoreOutbox.status": {
          "enumValues": [
            "FAILED",
            "PENDING",
            "SENT"
          ],
          "nullable": false,
          "plural": false,
          "type": "LtiScoreStatus"
        },
        "ltiToolKeys": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "LtiToolKey"
        },
        "ltiToolKeys.createdAt": (v7/*:: as any*/),
        "ltiToolKeys.kid": (v4/*:: as any*/),
        "ltiToolKeys.retiredAt": (v5/*:: as any*/)
      }
    },
    "name": "LtiSettingsTestQuery",
    "operationKind": "query",
    "text": "query LtiSettingsTestQuery(\n  $withLti: Boolean!\n) {\n  ...LtiSettings_query\n}\n\nfragment LtiCourseRow_course on LtiCourse {\n  id\n  title\n  hasRoster\n  roomDatabaseId\n}\n\nfragment LtiCourses_query on Query {\n  ltiCourses {\n    id\n    ...LtiCourseRow_course\n  }\n}\n\nfragment LtiKeys_query on Query {\n  ltiToolKeys @include(if: $withLti) {\n    kid\n    createdAt\n    retiredAt\n  }\n}\n\nfragment LtiPlatformRow_platform on LtiPlatform {\n  id\n  name\n  issuer\n  clientId\n  status\n  origin\n  lastUsedAt\n}\n\nfragment LtiPlatformTable_query on Query {\n  ltiPlatforms @include(if: $withLti) {\n    id\n    ...LtiPlatformRow_platform\n  }\n}\n\nfragment LtiScoreOutbox_query on Query {\n  ltiScoreOutbox @include(if: $withLti) {\n    id\n    ...LtiScoreRow_score\n  }\n}\n\nfragment LtiScoreRow_score on LtiScore {\n  id\n  databaseId\n  platformName\n  scoreGiven\n  scoreMaximum\n  status\n  attempts\n  nextAttemptAt\n  lastError\n  sentAt\n}\n\nfragment LtiSettings_query on Query {\n  ltiCourses {\n    id\n  }\n  ...LtiPlatformTable_query\n  ...LtiKeys_query\n  ...LtiScoreOutbox_query\n  ...LtiCourses_query\n}\n"
  }
};
})();

(node as any).hash = "30a298e2a955cc617c4d13cfe0ee6434";

export default node;
