/**
 * @generated SignedSource<<0d69370edbf504788a6a3834c449d462>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LtiScoreOutbox_query$data = {
  readonly ltiScoreOutbox?: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"LtiScoreRow_score">;
  }>;
  readonly " $fragmentType": "LtiScoreOutbox_query";
};
export type LtiScoreOutbox_query$key = {
  readonly " $data"?: LtiScoreOutbox_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LtiScoreOutbox_query">;
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
  "name": "LtiScoreOutbox_query",
  "selections": [
    {
      "condition": "withLti",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LtiScore",
          "kind": "LinkedField",
          "name": "ltiScoreOutbox",
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
              "name": "LtiScoreRow_score"
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

(node as any).hash = "abb56501da135fcec342d1a101fff85d";

export default node;
