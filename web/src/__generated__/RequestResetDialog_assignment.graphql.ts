/**
 * @generated SignedSource<<3526882b093a349aa7cf9fb473fba98f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RequestResetDialog_assignment$data = {
  readonly id: string;
  readonly patient: {
    readonly name: string;
  };
  readonly " $fragmentType": "RequestResetDialog_assignment";
};
export type RequestResetDialog_assignment$key = {
  readonly " $data"?: RequestResetDialog_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestResetDialog_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestResetDialog_assignment",
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
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "90c1ef14d61b03237638d9051e514a60";

export default node;
