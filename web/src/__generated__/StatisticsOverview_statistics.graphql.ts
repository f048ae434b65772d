/**
 * @generated SignedSource<<a913d336cfc21010ae2b3d865206a000>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StatisticsOverview_statistics$data = {
  readonly assignmentsByStatus: ReadonlyArray<{
    readonly count: number;
    readonly label: string;
    readonly status: AssignmentStatus;
  }>;
  readonly engagement: {
    readonly conversations: number;
    readonly meanQuestionsPerConversation: number | null | undefined;
    readonly medianConversationSeconds: number | null | undefined;
    readonly questionsAsked: number;
    readonly spokenQuestions: number;
    readonly typedQuestions: number;
  };
  readonly " $fragmentType": "StatisticsOverview_statistics";
};
export type StatisticsOverview_statistics$key = {
  readonly " $data"?: StatisticsOverview_statistics$data;
  readonly " $fragmentSpreads": FragmentRefs<"StatisticsOverview_statistics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StatisticsOverview_statistics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "StatusCount",
      "kind": "LinkedField",
      "name": "assignmentsByStatus",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Engagement",
      "kind": "LinkedField",
      "name": "engagement",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "conversations",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionsAsked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "meanQuestionsPerConversation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "medianConversationSeconds",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "spokenQuestions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "typedQuestions",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Statistics",
  "abstractKey": null
};

(node as any).hash = "504624e35c79b050b117dcfbf7f8563f";

export default node;
