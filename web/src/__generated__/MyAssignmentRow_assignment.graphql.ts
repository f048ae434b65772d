/**
 * @generated SignedSource<<4894d4a67858119be95303a396332694>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type ResetRequestStatus = "ACCEPTED" | "DECLINED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MyAssignmentRow_assignment$data = {
  readonly createdAt: string;
  readonly databaseId: number;
  readonly diagnosisDraft: string | null | undefined;
  readonly findings: string | null | undefined;
  readonly id: string;
  readonly isMarkable: boolean;
  readonly isNoteAllow: boolean;
  readonly marksHeld: boolean;
  readonly noteDraft: string | null | undefined;
  readonly patient: {
    readonly databaseId: number;
    readonly id: string;
    readonly name: string;
  };
  readonly requestStatus: ResetRequestStatus | null | undefined;
  readonly status: AssignmentStatus;
  readonly visitNote: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DiagnosisDialog_assignment" | "NoteDialog_assignment" | "RequestResetDialog_assignment" | "SubmitAssignmentDialog_assignment">;
  readonly " $fragmentType": "MyAssignmentRow_assignment";
};
export type MyAssignmentRow_assignment$key = {
  readonly " $data"?: MyAssignmentRow_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"MyAssignmentRow_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MyAssignmentRow_assignment",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "isMarkable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNoteAllow",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "marksHeld",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "requestStatus",
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
      "name": "diagnosisDraft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "noteDraft",
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DiagnosisDialog_assignment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NoteDialog_assignment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubmitAssignmentDialog_assignment"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RequestResetDialog_assignment"
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "c36e7bd329d3da919470e10a57d330c6";

export default node;
