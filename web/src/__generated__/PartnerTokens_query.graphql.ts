/**
 * @generated SignedSource<<c5277a19249a70443c8760507d3bb513>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PartnerTokens_query$data = {
  readonly partnerTokens?: {
    readonly __id: string;
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
  "metadata": null,
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "f54b0563be8f72ae427cecf1dc871b76";

export default node;
