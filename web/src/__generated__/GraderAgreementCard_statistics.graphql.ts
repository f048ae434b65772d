/**
 * @generated SignedSource<<b581cd0b8db335f219dd72d02fbc37c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GraderAgreementCard_statistics$data = {
  readonly graderAgreement: {
    readonly confirmed: number;
    readonly edited: number;
    readonly minimumForKappa: number;
    readonly parts: ReadonlyArray<{
      readonly count: number;
      readonly exactAgreement: number | null | undefined;
      readonly kappa: number | null | undefined;
      readonly label: string;
      readonly withinTenPercent: number | null | undefined;
    }>;
    readonly reviewed: number;
  };
  readonly " $fragmentType": "GraderAgreementCard_statistics";
};
export type GraderAgreementCard_statistics$key = {
  readonly " $data"?: GraderAgreementCard_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"GraderAgreementCard_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GraderAgreementCard_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MarkingQuality",
      "kind": "LinkedField",
      "name": "graderAgreement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reviewed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edited",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirmed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "minimumForKappa",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MarkingQualityPart",
          "kind": "LinkedField",
          "name": "parts",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "exactAgreement",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "withinTenPercent",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kappa",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Statistics",
  "abstractKey": null
};

(node as any).hash = "8e95a34a2f742df2158b34cb215483ab";

export default node;
