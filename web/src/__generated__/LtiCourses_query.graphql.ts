/**
 * @generated SignedSource<<c110c757109b62617e5b9724b501757d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LtiCourses_query$data = {
  readonly ltiCourses: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"LtiCourseRow_course">;
  }>;
  readonly " $fragmentType": "LtiCourses_query";
};
export type LtiCourses_query$key = {
  readonly " $data"?: LtiCourses_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LtiCourses_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LtiCourses_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LtiCourse",
      "kind": "LinkedField",
      "name": "ltiCourses",
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
          "name": "LtiCourseRow_course"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "72c7b3ebcd2635492c041cffe2630b10";

export default node;
