/**
 * @generated SignedSource<<578f465bbabc5c52d2162b161f5243f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationLines_conversation$data = ReadonlyArray<{
  readonly isAI: boolean;
  readonly revealedFactIds: ReadonlyArray<string>;
  readonly text: string;
  readonly verified: boolean | null | undefined;
  readonly " $fragmentType": "ConversationLines_conversation";
}>;
export type ConversationLines_conversation$key = ReadonlyArray<{
  readonly " $data"?: ConversationLines_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationLines_conversation">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ConversationLines_conversation",
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
  "type": "ConversationMessage",
  "abstractKey": null
};

(node as any).hash = "3188eadf809c61f17189c1bd747a5656";

export default node;
