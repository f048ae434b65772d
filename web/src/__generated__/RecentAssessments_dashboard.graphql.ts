/**
 * @generated SignedSource<<a5b412f3f34a79ae242d0eb8704540a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentAssessments_dashboard$data = {
  readonly recentAssessments: ReadonlyArray<{
    readonly assignmentId: string;
    readonly markedAt: string;
    readonly patientName: string;
    readonly studentName: string;
    readonly totalScore: number;
  }>;
  readonly " $fragmentType": "RecentAssessments_dashboard";
};
export type RecentAssessments_dashboard$key = {
  readonly " $data"?: RecentAssessments_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentAssessments_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentAssessments_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RecentAssessment",
      "kind": "LinkedField",
      "name": "recentAssessments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assignmentId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "studentName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "patientName",
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
          "name": "totalScore",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdminDashboard",
  "abstractKey": null
};

(node as any).hash = "0d85da970a52438e72736fd75954391a";

export default node;
