/**
 * @generated SignedSource<<5864e32d4b360e2119f13352869866d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "handledAt",
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
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useHandleResetRequestMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d4307c634c522ee5262d68b426ff70af",
    "id": null,
    "metadata": {},
    "name": "useHandleResetRequestMutation",
    "operationKind": "mutation",
    "text": "mutation useHandleResetRequestMutation(\n  $input: HandleResetRequestInput!\n) {\n  handleResetRequest(input: $input) {\n    __typename\n    ... on ResetRequestPayload {\n      request {\n        id\n        status\n        handledAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0278acaa6cf394da46e4a3c40751f05e";

export default node;
