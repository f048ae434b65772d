/**
 * @generated SignedSource<<9879f954c9f24be848aa765b6cb0c382>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseCheckSentences_report$data = {
  readonly facts: ReadonlyArray<{
    readonly id: string;
    readonly phrase: string;
  }>;
  readonly sentences: ReadonlyArray<{
    readonly factIds: ReadonlyArray<string>;
    readonly symptom: string | null | undefined;
    readonly text: string;
    readonly unread: ReadonlyArray<string>;
  }>;
  readonly " $fragmentType": "CaseCheckSentences_report";
};
export type CaseCheckSentences_report$key = {
  readonly " $data"?: CaseCheckSentences_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseCheckSentences_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseCheckSentences_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseCheckSentence",
      "kind": "LinkedField",
      "name": "sentences",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "symptom",
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
          "name": "unread",
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

(node as any).hash = "34957a85edd45e16bfa920b3b49f703e";

export default node;
