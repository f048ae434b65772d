/**
 * @generated SignedSource<<f342393d5bf0ec9df36fbc7a6e12d130>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EarlierAttempts_assignment$data = {
  readonly caseFacts: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"ConversationLines_caseFacts">;
  }>;
  readonly history: ReadonlyArray<{
    readonly archivedAt: string;
    readonly attempt: number;
    readonly conversation: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"ConversationLines_conversation">;
    }>;
    readonly databaseId: number;
    readonly feedback: string | null | undefined;
    readonly findings: string | null | undefined;
    readonly markedAt: string | null | undefined;
    readonly markedBy: string | null | undefined;
    readonly scores: {
      readonly diagnosis: number | null | undefined;
      readonly mandatoryQuestions: number | null | undefined;
      readonly maxima: {
        readonly diagnosis: number;
        readonly mandatoryQuestions: number;
        readonly symptoms: number;
        readonly total: number;
        readonly treatment: number;
      };
      readonly symptoms: number | null | undefined;
      readonly total: number | null | undefined;
      readonly treatment: number | null | undefined;
    };
    readonly status: AssignmentStatus;
    readonly visitNote: string | null | undefined;
  }>;
  readonly " $fragmentType": "EarlierAttempts_assignment";
};
export type EarlierAttempts_assignment$key = {
  readonly " $data"?: EarlierAttempts_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"EarlierAttempts_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mandatoryQuestions",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "symptoms",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "diagnosis",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "treatment",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EarlierAttempts_assignment",
  "selections": [
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AssignmentAttempt",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attempt",
          "storageKey": null
        },
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
          "name": "findings",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "visitNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedback",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "markedBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "markedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "archivedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AssignmentScores",
          "kind": "LinkedField",
          "name": "scores",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "ScoreSheet",
              "kind": "LinkedField",
              "name": "maxima",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "109f9e3fcaf98b131fc53f8c0c7b793e";

export default node;
