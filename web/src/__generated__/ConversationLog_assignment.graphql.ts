/**
 * @generated SignedSource<<a02c88de56f534bdbb1fdc02d4b1be35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationLog_assignment$data = {
  readonly caseFacts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ConversationLines_caseFacts">;
  }>;
  readonly conversation: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ConversationLines_conversation">;
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConversationLines_conversation"
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConversationLines_caseFacts"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "2fd2d1341767c33ba0dfc3835d64617d";

export default node;
