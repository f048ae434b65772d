/**
 * @generated SignedSource<<2b93f15097d0a514d6c6dbc4d3abdec7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProgressOverTime_statistics$data = {
  readonly overTime: ReadonlyArray<{
    readonly marked: number;
    readonly meanTotal: number | null | undefined;
    readonly submitted: number;
    readonly weekStart: string;
  }>;
  readonly " $fragmentType": "ProgressOverTime_statistics";
};
export type ProgressOverTime_statistics$key = {
  readonly " $data"?: ProgressOverTime_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProgressOverTime_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProgressOverTime_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StatisticsWeek",
      "kind": "LinkedField",
      "name": "overTime",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "weekStart",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "submitted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "marked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meanTotal",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Statistics",
  "abstractKey": null
};

(node as any).hash = "85364fc7cb85180163018b7eb2bb1e86";

export default node;
