/**
 * @generated SignedSource<<c28db94a402d23e9d4f14a6c73049880>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CaseCheckFlagKind = "CONTRADICTION" | "DIAGNOSIS" | "LONG" | "MISREAD" | "NO_RULE" | "OUT_OF_ROLE" | "TREATMENT" | "UNREACHED" | "UNREAD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CaseCheckFlags_report$data = {
  readonly flags: ReadonlyArray<{
    readonly kind: CaseCheckFlagKind;
    readonly message: string;
    readonly question: string | null | undefined;
  }>;
  readonly " $fragmentType": "CaseCheckFlags_report";
};
export type CaseCheckFlags_report$key = {
  readonly " $data"?: CaseCheckFlags_report$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseCheckFlags_report">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CaseCheckFlags_report",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseCheckFlag",
      "kind": "LinkedField",
      "name": "flags",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "question",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CaseCheckReport",
  "abstractKey": null
};

(node as any).hash = "5bc4766e3a7cf63f6958a0fdf0450aac";

export default node;
