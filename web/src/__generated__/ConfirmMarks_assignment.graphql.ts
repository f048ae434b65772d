/**
 * @generated SignedSource<<26014ddf91d7d087823a85d7268a8f8d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConfirmMarks_assignment$data = {
  readonly id: string;
  readonly marksConfirmedAt: string | null | undefined;
  readonly status: AssignmentStatus;
  readonly " $fragmentType": "ConfirmMarks_assignment";
};
export type ConfirmMarks_assignment$key = {
  readonly " $data"?: ConfirmMarks_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConfirmMarks_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConfirmMarks_assignment",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marksConfirmedAt",
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "c645c28586c3d91b2be49063616d9336";

export default node;
