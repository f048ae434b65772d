/**
 * @generated SignedSource<<0f658ed622125102c79f02b2d5b76a02>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateRoomInput = {
  name: string;
  roomNumber: string;
};
export type useCreateRoomMutation$variables = {
  input: CreateRoomInput;
};
export type useCreateRoomMutation$data = {
  readonly createRoom: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly room?: {
      readonly id: string;
    };
  };
};
export type useCreateRoomMutation = {
  response: useCreateRoomMutation$data;
  variables: useCreateRoomMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "createRoom",
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
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
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
    "name": "useCreateRoomMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateRoomMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dcaba3162f32fa1c0de9db58069519ec",
    "id": null,
    "metadata": {},
    "name": "useCreateRoomMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateRoomMutation(\n  $input: CreateRoomInput!\n) {\n  createRoom(input: $input) {\n    __typename\n    ... on RoomPayload {\n      room {\n        id\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "53b734e78c6bb84b1cae694e3fa39199";

export default node;
