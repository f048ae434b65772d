/**
 * @generated SignedSource<<86dd6a8fe8ee436125fccf95d5c7cea6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerTokensTestQuery$variables = {
  tokenCount: number;
  withPartnerTokens: boolean;
};
export type PartnerTokensTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PartnerTokens_query">;
};
export type PartnerTokensTestQuery = {
  response: PartnerTokensTestQuery$data;
  variables: PartnerTokensTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTime"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnerTokensTestQuery",
    "selections": [
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
    "name": "PartnerTokensTestQuery",
    "selections": [
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
              {
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
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "0e20fd339bd051c4387c024705835d7d",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "partnerTokens": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PartnerTokenConnection"
        },
        "partnerTokens.__id": (v1/*:: as any*/),
        "partnerTokens.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PartnerTokenConnectionEdge"
        },
        "partnerTokens.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PartnerToken"
        },
        "partnerTokens.edges.node.active": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "partnerTokens.edges.node.createdAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTime"
        },
        "partnerTokens.edges.node.expiresAt": (v2/*:: as any*/),
        "partnerTokens.edges.node.id": (v1/*:: as any*/),
        "partnerTokens.edges.node.lastUsedAt": (v2/*:: as any*/),
        "partnerTokens.edges.node.name": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "partnerTokens.edges.node.revokedAt": (v2/*:: as any*/),
        "partnerTokens.edges.node.scope": {
          "enumValues": [
            "READ_ONLY",
            "STATISTICS",
            "STATISTICS_AND_MARKS"
          ],
          "nullable": false,
          "plural": false,
          "type": "PartnerTokenScope"
        }
      }
    },
    "name": "PartnerTokensTestQuery",
    "operationKind": "query",
    "text": "query PartnerTokensTestQuery(\n  $tokenCount: Int!\n  $withPartnerTokens: Boolean!\n) {\n  ...PartnerTokens_query\n}\n\nfragment PartnerTokenRow_token on PartnerToken {\n  id\n  name\n  scope\n  createdAt\n  lastUsedAt\n  expiresAt\n  revokedAt\n  active\n}\n\nfragment PartnerTokens_query on Query {\n  partnerTokens(first: $tokenCount) @include(if: $withPartnerTokens) {\n    edges {\n      node {\n        id\n        ...PartnerTokenRow_token\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2269d3655898b981638238ffbca3ae1a";

export default node;
