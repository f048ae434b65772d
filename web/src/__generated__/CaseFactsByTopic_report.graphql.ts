/**
 * @generated SignedSource<<ab134ad8035e3ba4317987938b7b892e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseFactsByTopic_report$data = {
  readonly facts: ReadonlyArray<{
    readonly id: string;
    readonly phrase: string;
    readonly present: boolean;
    readonly source: string;
    readonly symptom: string | null | undefined;
    readonly topic: string;
  }>;
  readonly " $fragmentType": "CaseFactsByTopic_report";
};
export type CaseFactsByTopic_report$key = {
  readonly " $data"?: CaseFactsByTopic_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseFactsByTopic_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseFactsByTopic_report",
  "selections": [
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
          "name": "topic",
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
          "name": "present",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phrase",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CaseCheckReport",
  "abstractKey": null
};

(node as any).hash = "ca2341f7db4c68fde4ba895e319e3532";

export default node;
