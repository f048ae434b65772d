/**
 * @generated SignedSource<<a4c910ff9d74c3e3c09cec3ed231291d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LtiSettings_query$data = {
  readonly ltiCourses: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"LtiCourses_query" | "LtiKeys_query" | "LtiPlatformTable_query" | "LtiScoreOutbox_query">;
  readonly " $fragmentType": "LtiSettings_query";
};
export type LtiSettings_query$key = {
  readonly " $data"?: LtiSettings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LtiSettings_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LtiSettings_query",
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LtiPlatformTable_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LtiKeys_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LtiScoreOutbox_query"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "LtiCourses_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7900fa6f2cf967600c7bfb6f478879f9";

export default node;
