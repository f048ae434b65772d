/**
 * @generated SignedSource<<a4e4e67039ba8159f723b13ecb9d2f72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultAttempts_assignment$data = {
  readonly history: ReadonlyArray<{
    readonly archivedAt: string;
    readonly attempt: number;
    readonly markedAt: string | null | undefined;
    readonly scores: {
      readonly maxima: {
        readonly total: number;
      };
      readonly total: number | null | undefined;
    };
  }>;
  readonly " $fragmentType": "ResultAttempts_assignment";
};
export type ResultAttempts_assignment$key = {
  readonly " $data"?: ResultAttempts_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultAttempts_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultAttempts_assignment",
  "selections": [
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
          "name": "attempt",
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
            {
              "alias": null,
              "args": null,
              "concreteType": "ScoreSheet",
              "kind": "LinkedField",
              "name": "maxima",
              "plural": false,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
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

(node as any).hash = "71bcb2295e6b997dac8452ec87fba793";

export default node;
