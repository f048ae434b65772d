/**
 * @generated SignedSource<<17ee6c4f82b7ddf860a57668a1903411>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetRequestStatus = "ACCEPTED" | "DECLINED" | "PENDING" | "%future added value";
export type useRequestResetMutation$variables = {
  assignmentId: string;
};
export type useRequestResetMutation$data = {
  readonly requestReset: {
    readonly __typename: string;
    readonly assignment?: {
      readonly id: string;
      readonly requestStatus: ResetRequestStatus | null | undefined;
    };
    readonly message?: string;
  };
};
export type useRequestResetMutation = {
  response: useRequestResetMutation$data;
  variables: useRequestResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "assignmentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "assignmentId",
        "variableName": "assignmentId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "requestReset",
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
            "name": "assignment",
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
    "name": "useRequestResetMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestResetMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "86b82933c32a5128c0b51aacb9893072",
    "id": null,
    "metadata": {},
    "name": "useRequestResetMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestResetMutation(\n  $assignmentId: ID!\n) {\n  requestReset(assignmentId: $assignmentId) {\n    __typename\n    ... on ResetRequestPayload {\n      assignment {\n        id\n        requestStatus\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b79a43ee3af61421748f102536d10aa4";

export default node;
