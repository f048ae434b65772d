/**
 * @generated SignedSource<<cc09a1d989942f1bf9175ff0941c4b89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignPatientToRoomInput = {
  holdForReview?: boolean | null | undefined;
  isMarkable?: boolean | null | undefined;
  isNoteAllow?: boolean | null | undefined;
  patientId?: string | null | undefined;
  roomId?: string | null | undefined;
  showAnswers?: boolean | null | undefined;
};
export type useAssignPatientToRoomMutation$variables = {
  input: AssignPatientToRoomInput;
};
export type useAssignPatientToRoomMutation$data = {
  readonly assignPatientToRoom: {
    readonly __typename: string;
    readonly assignments?: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly message?: string;
  };
};
export type useAssignPatientToRoomMutation = {
  response: useAssignPatientToRoomMutation$data;
  variables: useAssignPatientToRoomMutation$variables;
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
    "name": "assignPatientToRoom",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AssignmentsPayload",
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
    "name": "useAssignPatientToRoomMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAssignPatientToRoomMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ce9eb11bbea7227cb777d6ddd7ccd195",
    "id": null,
    "metadata": {},
    "name": "useAssignPatientToRoomMutation",
    "operationKind": "mutation",
    "text": "mutation useAssignPatientToRoomMutation(\n  $input: AssignPatientToRoomInput!\n) {\n  assignPatientToRoom(input: $input) {\n    __typename\n    ... on AssignmentsPayload {\n      assignments {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5b20587d5dff8e07b9be20ec1b58109b";

export default node;
