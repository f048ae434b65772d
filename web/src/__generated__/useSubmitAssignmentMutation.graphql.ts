/**
 * @generated SignedSource<<d60127a0e375ca732832e71c85447af0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type SubmitAssignmentInput = {
  assignmentId: string;
};
export type useSubmitAssignmentMutation$variables = {
  input: SubmitAssignmentInput;
};
export type useSubmitAssignmentMutation$data = {
  readonly submitAssignment: {
    readonly __typename: string;
    readonly assignment?: {
      readonly findings: string | null | undefined;
      readonly id: string;
      readonly status: AssignmentStatus;
      readonly visitNote: string | null | undefined;
    };
    readonly marked?: boolean;
    readonly message?: string;
  };
};
export type useSubmitAssignmentMutation = {
  response: useSubmitAssignmentMutation$data;
  variables: useSubmitAssignmentMutation$variables;
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
    "name": "submitAssignment",
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
            "name": "marked",
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
                "name": "findings",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visitNote",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SubmitAssignmentPayload",
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
    "name": "useSubmitAssignmentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubmitAssignmentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "05a1f910247ce44a8b5c181bb4738d3b",
    "id": null,
    "metadata": {},
    "name": "useSubmitAssignmentMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitAssignmentMutation(\n  $input: SubmitAssignmentInput!\n) {\n  submitAssignment(input: $input) {\n    __typename\n    ... on SubmitAssignmentPayload {\n      marked\n      assignment {\n        id\n        status\n        findings\n        visitNote\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "505c00d82a33c5769e8c06dd5eb46a4e";

export default node;
