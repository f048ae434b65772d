/**
 * @generated SignedSource<<901ba0b8c65d8a2b40272e71d4f7ac59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResetRequestStatus = "ACCEPTED" | "DECLINED" | "PENDING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RequestRow_request$data = {
  readonly assignment: {
    readonly id: string;
  };
  readonly handledAt: string | null | undefined;
  readonly patient: {
    readonly name: string;
  };
  readonly status: ResetRequestStatus;
  readonly student: {
    readonly name: string;
  };
  readonly " $fragmentType": "RequestRow_request";
};
export type RequestRow_request$key = {
  readonly " $data"?: RequestRow_request$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestRow_request">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestRow_request",
  "selections": [
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
      "name": "handledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "student",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Patient",
      "kind": "LinkedField",
      "name": "patient",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Assignment",
      "kind": "LinkedField",
      "name": "assignment",
      "plural": false,
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
    }
  ],
  "type": "ResetRequest",
  "abstractKey": null
};
})();

(node as any).hash = "b24e2c84a88e9e8dbc9e21e1fca9df48";

export default node;
