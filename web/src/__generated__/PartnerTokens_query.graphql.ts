/**
 * @generated SignedSource<<da9120f2e7cbc1e66fd837ac23c2bcd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerTokens_query$data = {
  readonly partnerTokens?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"PartnerTokenRow_token">;
      };
    }>;
  };
  readonly " $fragmentType": "PartnerTokens_query";
};
export type PartnerTokens_query$key = {
  readonly " $data"?: PartnerTokens_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerTokens_query">;
};

import PartnerTokensRefetchQuery_graphql from './PartnerTokensRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "tokenCount"
    },
    {
      "kind": "RootArgument",
      "name": "withPartnerTokens"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": PartnerTokensRefetchQuery_graphql
    }
  },
  "name": "PartnerTokens_query",
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
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "PartnerTokenRow_token"
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "35c7d2dd05b4625f613bcba385dc2bb7";

export default node;
