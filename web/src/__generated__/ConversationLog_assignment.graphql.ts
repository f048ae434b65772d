/**
 * @generated SignedSource<<c5de68dff00bd936a327998c3037d249>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationLog_assignment$data = {
  readonly caseFacts: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RevealedFact_fact">;
  }>;
  readonly conversation: ReadonlyArray<{
    readonly isAI: boolean;
    readonly revealedFactIds: ReadonlyArray<string>;
    readonly text: string;
    readonly verified: boolean | null | undefined;
  }>;
  readonly " $fragmentType": "ConversationLog_assignment";
};
export type ConversationLog_assignment$key = {
  readonly " $data"?: ConversationLog_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationLog_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationLog_assignment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ConversationMessage",
      "kind": "LinkedField",
      "name": "conversation",
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
          "name": "isAI",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verified",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revealedFactIds",
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
      "name": "caseFacts",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "RevealedFact_fact"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "29a442a272b52037d73c9bcf0134ea0f";

export default node;
