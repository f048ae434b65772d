/**
 * @generated SignedSource<<c416d65248e8216899e7bfb1bb35bec7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CaseCheckFlagKind = "CONTRADICTION" | "DIAGNOSIS" | "LONG" | "MISREAD" | "NO_RULE" | "OUT_OF_ROLE" | "TREATMENT" | "UNREACHED" | "UNREAD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CaseCheckAnswers_report$data = {
  readonly facts: ReadonlyArray<{
    readonly id: string;
    readonly phrase: string;
  }>;
  readonly items: ReadonlyArray<{
    readonly answer: string;
    readonly factIds: ReadonlyArray<string>;
    readonly flags: ReadonlyArray<CaseCheckFlagKind>;
    readonly question: string;
    readonly topic: string;
  }>;
  readonly " $fragmentType": "CaseCheckAnswers_report";
};
export type CaseCheckAnswers_report$key = {
  readonly " $data"?: CaseCheckAnswers_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseCheckAnswers_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseCheckAnswers_report",
  "selections": [
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
          "name": "question",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topic",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answer",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "factIds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "flags",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseFact",
      "kind": "LinkedField",
      "name": "facts",
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
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phrase",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CaseCheckReport",
  "abstractKey": null
};

(node as any).hash = "2f61628d0c5bed8e2e2ffd50e554c247";

export default node;
