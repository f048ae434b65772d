/**
 * @generated SignedSource<<4e80b09cd60acb49ef4ccbb69a432c0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveStudentFromRoomInput = {
  roomId?: string | null | undefined;
  studentId: string;
};
export type useRemoveStudentFromRoomMutation$variables = {
  input: RemoveStudentFromRoomInput;
};
export type useRemoveStudentFromRoomMutation$data = {
  readonly removeStudentFromRoom: {
    readonly __typename: string;
    readonly message?: string;
    readonly removedStudentId?: string;
    readonly room?: {
      readonly id: string;
      readonly studentCount: number;
      readonly students: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
    } | null | undefined;
  };
};
export type useRemoveStudentFromRoomMutation = {
  response: useRemoveStudentFromRoomMutation$data;
  variables: useRemoveStudentFromRoomMutation$variables;
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
    "name": "removeStudentFromRoom",
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
            "kind": "ScalarField",
            "name": "removedStudentId",
            "storageKey": null
          },
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
        "type": "RemoveStudentFromRoomPayload",
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
    "name": "useRemoveStudentFromRoomMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveStudentFromRoomMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "32d88dcbb11fdfdd6403fc7cca06b823",
    "id": null,
    "metadata": {},
    "name": "useRemoveStudentFromRoomMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveStudentFromRoomMutation(\n  $input: RemoveStudentFromRoomInput!\n) {\n  removeStudentFromRoom(input: $input) {\n    __typename\n    ... on RemoveStudentFromRoomPayload {\n      removedStudentId\n      room {\n        id\n        studentCount\n        students {\n          id\n          name\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ac3f8540b0aa7ecfbecae554179f32b6";

export default node;
