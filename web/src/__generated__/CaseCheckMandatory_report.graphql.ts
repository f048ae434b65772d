/**
 * @generated SignedSource<<6b36b3ecc5658a3ac8494423d3480380>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseCheckMandatory_report$data = {
  readonly mandatory: ReadonlyArray<{
    readonly askedBy: string | null | undefined;
    readonly question: string;
  }>;
  readonly " $fragmentType": "CaseCheckMandatory_report";
};
export type CaseCheckMandatory_report$key = {
  readonly " $data"?: CaseCheckMandatory_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseCheckMandatory_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseCheckMandatory_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseCheckMandatory",
      "kind": "LinkedField",
      "name": "mandatory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "askedBy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CaseCheckReport",
  "abstractKey": null
};

(node as any).hash = "cf4c61e6ebfeeda35298e5b5f89fd41f";

export default node;
