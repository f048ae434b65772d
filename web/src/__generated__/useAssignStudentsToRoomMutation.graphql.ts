/**
 * @generated SignedSource<<ce4d37503decf61857ab5b7f1f3158a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignStudentsToRoomInput = {
  roomId?: string | null | undefined;
  studentIds: ReadonlyArray<string>;
};
export type useAssignStudentsToRoomMutation$variables = {
  input: AssignStudentsToRoomInput;
};
export type useAssignStudentsToRoomMutation$data = {
  readonly assignStudentsToRoom: {
    readonly __typename: string;
    readonly message?: string;
    readonly room?: {
      readonly id: string;
      readonly studentCount: number;
      readonly students: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
    };
  };
};
export type useAssignStudentsToRoomMutation = {
  response: useAssignStudentsToRoomMutation$data;
  variables: useAssignStudentsToRoomMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "assignStudentsToRoom",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Room",
            "kind": "LinkedField",
            "name": "room",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "studentCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "students",
                "plural": true,
                "selections": [
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RoomPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAssignStudentsToRoomMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAssignStudentsToRoomMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "ad6436901b947ea93dfc9a06333443f8",
    "id": null,
    "metadata": {},
    "name": "useAssignStudentsToRoomMutation",
    "operationKind": "mutation",
    "text": "mutation useAssignStudentsToRoomMutation(\n  $input: AssignStudentsToRoomInput!\n) {\n  assignStudentsToRoom(input: $input) {\n    __typename\n    ... on RoomPayload {\n      room {\n        id\n        studentCount\n        students {\n          id\n          name\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2daff848f0cbeda15c99610c8b3f277";

export default node;
