/**
 * @generated SignedSource<<9fec528b278498fccb651f5c49340814>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RevealedFact_fact$data = {
  readonly phrase: string;
  readonly present: boolean;
  readonly source: string;
  readonly " $fragmentType": "RevealedFact_fact";
};
export type RevealedFact_fact$key = {
  readonly " $data"?: RevealedFact_fact$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevealedFact_fact">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RevealedFact_fact",
  "selections": [
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "present",
      "storageKey": null
    }
  ],
  "type": "CaseFact",
  "abstractKey": null
};

(node as any).hash = "88da891b2f99f90261f76521f988dee2";

export default node;
