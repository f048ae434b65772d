/**
 * @generated SignedSource<<c10a15a4ba893bbf8ec51658e2cce900>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoomStudentTable_room$data = {
  readonly id: string;
  readonly name: string;
  readonly students: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly name: string;
    readonly username: string;
  }>;
  readonly " $fragmentType": "RoomStudentTable_room";
};
export type RoomStudentTable_room$key = {
  readonly " $data"?: RoomStudentTable_room$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoomStudentTable_room">;
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
  "name": "RoomStudentTable_room",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "students",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Room",
  "abstractKey": null
};
})();

(node as any).hash = "9bdbd7e4c62a0a2082820346dd860ebf";

export default node;
