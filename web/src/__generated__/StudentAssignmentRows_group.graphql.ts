/**
 * @generated SignedSource<<f6758b237836f931673652986da48420>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type StudentAssignmentRows_group$data = {
  readonly assignments: ReadonlyArray<{
    readonly databaseId: number;
    readonly id: string;
    readonly patient: {
      readonly name: string;
    };
    readonly status: AssignmentStatus;
  }>;
  readonly student: {
    readonly email: string;
    readonly name: string;
  };
  readonly " $fragmentType": "StudentAssignmentRows_group";
};
export type StudentAssignmentRows_group$key = {
  readonly " $data"?: StudentAssignmentRows_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentAssignmentRows_group">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "StudentAssignmentRows_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "student",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
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
          "name": "databaseId",
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
          "concreteType": "Patient",
          "kind": "LinkedField",
          "name": "patient",
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
  "type": "StudentAssignments",
  "abstractKey": null
};
})();

(node as any).hash = "c1e7ea8633913c546ff9728b24a868fd";

export default node;
