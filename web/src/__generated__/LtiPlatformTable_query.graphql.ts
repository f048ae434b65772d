/**
 * @generated SignedSource<<0370a6f1a10f7e1f15addf3198606da0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LtiPlatformTable_query$data = {
  readonly ltiPlatforms?: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"LtiPlatformRow_platform">;
  }>;
  readonly " $fragmentType": "LtiPlatformTable_query";
};
export type LtiPlatformTable_query$key = {
  readonly " $data"?: LtiPlatformTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LtiPlatformTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "withLti"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LtiPlatformTable_query",
  "selections": [
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
              "name": "LtiPlatformRow_platform"
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

(node as any).hash = "157c4cb1daa77a1ccecb48b178902599";

export default node;
