/**
 * @generated SignedSource<<92ae5349dd543ed2e1543589467081fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseCheckReport_report$data = {
  readonly items: ReadonlyArray<{
    readonly __typename: "CaseCheckItem";
  }>;
  readonly provider: string;
  readonly " $fragmentSpreads": FragmentRefs<"CaseCheckAnswers_report" | "CaseCheckFlags_report" | "CaseCheckMandatory_report" | "CaseCheckSentences_report" | "CaseFactsByTopic_report">;
  readonly " $fragmentType": "CaseCheckReport_report";
};
export type CaseCheckReport_report$key = {
  readonly " $data"?: CaseCheckReport_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseCheckReport_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseCheckReport_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseCheckItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "__typename",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseCheckFlags_report"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseCheckAnswers_report"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseCheckMandatory_report"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseCheckSentences_report"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CaseFactsByTopic_report"
    }
  ],
  "type": "CaseCheckReport",
  "abstractKey": null
};

(node as any).hash = "23f56564be6d31e623065b98ef46bd47";

export default node;
