/**
 * @generated SignedSource<<a44b4baa76bd997617826e4c6158b76d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useReleaseAnswersMutation$variables = {
  assignmentId: string;
};
export type useReleaseAnswersMutation$data = {
  readonly releaseAnswers: {
    readonly __typename: string;
    readonly assignment?: {
      readonly answersReleased: boolean;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useReleaseAnswersMutation = {
  response: useReleaseAnswersMutation$data;
  variables: useReleaseAnswersMutation$variables;
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
    "name": "releaseAnswers",
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
                "name": "answersReleased",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AssignmentPayload",
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
    "name": "useReleaseAnswersMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReleaseAnswersMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "dcfcf978803e4207a60a628b6a36b00e",
    "id": null,
    "metadata": {},
    "name": "useReleaseAnswersMutation",
    "operationKind": "mutation",
    "text": "mutation useReleaseAnswersMutation(\n  $assignmentId: ID!\n) {\n  releaseAnswers(assignmentId: $assignmentId) {\n    __typename\n    ... on AssignmentPayload {\n      assignment {\n        id\n        answersReleased\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3b31dba26dc67b7e69befbfabbe129d8";

export default node;
