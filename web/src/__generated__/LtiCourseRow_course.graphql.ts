/**
 * @generated SignedSource<<cd0484766fc0f7256b75965de8203d0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LtiCourseRow_course$data = {
  readonly hasRoster: boolean;
  readonly id: string;
  readonly roomDatabaseId: number | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "LtiCourseRow_course";
};
export type LtiCourseRow_course$key = {
  readonly " $data"?: LtiCourseRow_course$data;
  readonly " $fragmentSpreads": FragmentRefs<"LtiCourseRow_course">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LtiCourseRow_course",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasRoster",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roomDatabaseId",
      "storageKey": null
    }
  ],
  "type": "LtiCourse",
  "abstractKey": null
};

(node as any).hash = "4fb5a6b155f97995c4baa8c0999074d4";

export default node;
