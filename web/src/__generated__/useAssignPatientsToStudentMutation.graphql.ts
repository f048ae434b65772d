/**
 * @generated SignedSource<<eeb8c12b4a6d6c8e5ff60270b9d76b1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignPatientsToStudentInput = {
  holdForReview?: boolean | null | undefined;
  isMarkable?: boolean | null | undefined;
  isNoteAllow?: boolean | null | undefined;
  patientIds: ReadonlyArray<string>;
  showAnswers?: boolean | null | undefined;
  studentId?: string | null | undefined;
};
export type useAssignPatientsToStudentMutation$variables = {
  input: AssignPatientsToStudentInput;
};
export type useAssignPatientsToStudentMutation$data = {
  readonly assignPatientsToStudent: {
    readonly __typename: string;
    readonly assignments?: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly message?: string;
  };
};
export type useAssignPatientsToStudentMutation = {
  response: useAssignPatientsToStudentMutation$data;
  variables: useAssignPatientsToStudentMutation$variables;
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
    "name": "assignPatientsToStudent",
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
    "name": "useAssignPatientsToStudentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAssignPatientsToStudentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2cf19e1b59daaf7d7f364fc6cc969980",
    "id": null,
    "metadata": {},
    "name": "useAssignPatientsToStudentMutation",
    "operationKind": "mutation",
    "text": "mutation useAssignPatientsToStudentMutation(\n  $input: AssignPatientsToStudentInput!\n) {\n  assignPatientsToStudent(input: $input) {\n    __typename\n    ... on AssignmentsPayload {\n      assignments {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4ce335f4a12968c62b309e79efd50067";

export default node;
