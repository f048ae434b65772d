/**
 * @generated SignedSource<<542a65629537a1e7338d37c08d255710>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ApiKeyService = "DEEPGRAM" | "OPENAI" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ApiKeyTable_query$data = {
  readonly apiKeys: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly isActive: boolean;
        readonly service: ApiKeyService;
        readonly " $fragmentSpreads": FragmentRefs<"ApiKeyRow_apiKey">;
      };
    }>;
  };
  readonly " $fragmentType": "ApiKeyTable_query";
};
export type ApiKeyTable_query$key = {
  readonly " $data"?: ApiKeyTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "keyCount"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyTable_query",
  "selections": [
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ApiKeyRow_apiKey"
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fa3ba195bf5241fc7b71a2f973696392";

export default node;
