/**
 * @generated SignedSource<<e32d61f7b13f14e903681905674151a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type MarkReadiness = "NOT_READY" | "READY_TO_MARK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type QuickMarkRow_entry$data = {
  readonly assignments: ReadonlyArray<{
    readonly id: string;
    readonly status: AssignmentStatus;
    readonly student: {
      readonly name: string;
    };
  }>;
  readonly patient: {
    readonly id: string;
    readonly name: string;
  };
  readonly readiness: MarkReadiness;
  readonly readinessLabel: string;
  readonly " $fragmentType": "QuickMarkRow_entry";
};
export type QuickMarkRow_entry$key = {
  readonly " $data"?: QuickMarkRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuickMarkRow_entry">;
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
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuickMarkRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readiness",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readinessLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Assignment",
      "kind": "LinkedField",
      "name": "assignments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "student",
          "plural": false,
          "selections": [
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PatientAssignments",
  "abstractKey": null
};
})();

(node as any).hash = "a5a9b658fabf0ffe32f9b64d71780342";

export default node;
