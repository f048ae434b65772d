/**
 * @generated SignedSource<<c329b2d3259e86c7ad41f0b8894188cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeyForm_query$data = {
  readonly aiModels: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly modelName: string;
      };
    }>;
  };
  readonly " $fragmentType": "ApiKeyForm_query";
};
export type ApiKeyForm_query$key = {
  readonly " $data"?: ApiKeyForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyForm_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "modelCount"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApiKeyForm_query",
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
                  "name": "modelName",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2a4ef71e7cf68c11a3a82e8186bd30a0";

export default node;
