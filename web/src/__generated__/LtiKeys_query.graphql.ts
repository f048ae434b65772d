/**
 * @generated SignedSource<<293eedb920df6b8992926e606bfe9c35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LtiKeys_query$data = {
  readonly ltiToolKeys?: ReadonlyArray<{
    readonly createdAt: string;
    readonly kid: string;
    readonly retiredAt: string | null | undefined;
  }>;
  readonly " $fragmentType": "LtiKeys_query";
};
export type LtiKeys_query$key = {
  readonly " $data"?: LtiKeys_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"LtiKeys_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "withLti"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "LtiKeys_query",
  "selections": [
    {
      "condition": "withLti",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LtiToolKey",
          "kind": "LinkedField",
          "name": "ltiToolKeys",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "kid",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "createdAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "retiredAt",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "d8f0deddd794a191d3ca670f63cdc3ee";

export default node;
