/**
 * @generated SignedSource<<9e3e7edc831cf259e8abc879e7854abf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type ResetRequestAction = "ACCEPT" | "DECLINE" | "%future added value";
export type ResetRequestStatus = "ACCEPTED" | "DECLINED" | "PENDING" | "%future added value";
export type HandleResetRequestInput = {
  action: ResetRequestAction;
  assignmentId: string;
};
export type useHandleResetRequestMutation$variables = {
  input: HandleResetRequestInput;
};
export type useHandleResetRequestMutation$data = {
  readonly handleResetRequest: {
    readonly __typename: string;
    readonly assignment?: {
      readonly id: string;
      readonly requestStatus: ResetRequestStatus | null | undefined;
      readonly status: AssignmentStatus;
    };
    readonly message?: string;
    readonly request?: {
      readonly handledAt: string | null | undefined;
      readonly id: string;
      readonly status: ResetRequestStatus;
    };
  };
};
export type useHandleResetRequestMutation = {
  response: useHandleResetRequestMutation$data;
  variables: useHandleResetRequestMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = [
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
    "name": "handleResetRequest",
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
            "concreteType": "ResetRequest",
            "kind": "LinkedField",
            "name": "request",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "handledAt",
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
            "name": "assignment",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestStatus",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ResetRequestPayload",
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
    "name": "useHandleResetRequestMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useHandleResetRequestMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "9b9f38cb6a510f83a0147ead9e407696",
    "id": null,
    "metadata": {},
    "name": "useHandleResetRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useHandleResetRequestMutation(\n  $input: HandleResetRequestInput!\n) {\n  handleResetRequest(input: $input) {\n    __typename\n    ... on ResetRequestPayload {\n      request {\n        id\n        status\n        handledAt\n      }\n      assignment {\n        id\n        status\n        requestStatus\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8de008594ece5bc5e145460f03ca9545";

export default node;
