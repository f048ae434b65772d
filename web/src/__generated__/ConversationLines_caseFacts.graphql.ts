/**
 * @generated SignedSource<<5628f2de76a9c3ca4516aa6894e83093>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationLines_caseFacts$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"RevealedFact_fact">;
  readonly " $fragmentType": "ConversationLines_caseFacts";
}>;
export type ConversationLines_caseFacts$key = ReadonlyArray<{
  readonly " $data"?: ConversationLines_caseFacts$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationLines_caseFacts">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ConversationLines_caseFacts",
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
      "name": "RevealedFact_fact"
    }
  ],
  "type": "CaseFact",
  "abstractKey": null
};

(node as any).hash = "1fe57a9638258b4566a05ccaf3a1ba59";

export default node;
