/**
 * @generated SignedSource<<e447bbcd78df81b70b11b60c0a26c21d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerTokensRefetchQuery$variables = {
  tokenCount?: number | null | undefined;
  withPartnerTokens: boolean;
};
export type PartnerTokensRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PartnerTokens_query">;
};
export type PartnerTokensRefetchQuery = {
  response: PartnerTokensRefetchQuery$data;
  variables: PartnerTokensRefetchQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnerTokensRefetchQuery",
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
    "name": "PartnerTokensRefetchQuery",
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
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "71256021212a301fad05437e5736de5a",
    "id": null,
    "metadata": {},
    "name": "PartnerTokensRefetchQuery",
    "operationKind": "query",
    "text": "query PartnerTokensRefetchQuery(\n  $tokenCount: Int\n  $withPartnerTokens: Boolean!\n) {\n  ...PartnerTokens_query\n}\n\nfragment PartnerTokenRow_token on PartnerToken {\n  id\n  name\n  scope\n  createdAt\n  lastUsedAt\n  expiresAt\n  revokedAt\n  active\n}\n\nfragment PartnerTokens_query on Query {\n  partnerTokens(first: $tokenCount) @include(if: $withPartnerTokens) {\n    edges {\n      node {\n        id\n        ...PartnerTokenRow_token\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "35c7d2dd05b4625f613bcba385dc2bb7";

export default node;
