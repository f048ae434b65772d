/**
 * @generated SignedSource<<18ac2924cac0c686f077b2bd4bb7d507>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApiKeyForm_query$data = {
  readonly aiModels: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly modelName: string;
      };
    }>;
  };
  readonly apiKeys: {
    readonly __id: string;
  };
  readonly " $fragmentType": "ApiKeyForm_query";
};
export type ApiKeyForm_query$key = {
  readonly " $data"?: ApiKeyForm_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApiKeyForm_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "keyCount"
    },
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
          "variableName": "keyCount"
        }
      ],
      "concreteType": "ApiKeyConnection",
      "kind": "LinkedField",
      "name": "apiKeys",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
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
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "a447c0d0313f666435fd4b2e9d82b17f";

export default node;
