/**
 * @generated SignedSource<<7a999b6d7a30b0fbe3f26b3fb8f938da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AssignStudentsToPatientInput = {
  holdForReview?: boolean | null | undefined;
  isMarkable?: boolean | null | undefined;
  isNoteAllow?: boolean | null | undefined;
  patientId?: string | null | undefined;
  showAnswers?: boolean | null | undefined;
  studentIds: ReadonlyArray<string>;
};
export type useAssignStudentsToPatientMutation$variables = {
  input: AssignStudentsToPatientInput;
};
export type useAssignStudentsToPatientMutation$data = {
  readonly assignStudentsToPatient: {
    readonly __typename: string;
    readonly assignments?: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly message?: string;
  };
};
export type useAssignStudentsToPatientMutation = {
  response: useAssignStudentsToPatientMutation$data;
  variables: useAssignStudentsToPatientMutation$variables;
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
    "name": "assignStudentsToPatient",
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
    "name": "useAssignStudentsToPatientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAssignStudentsToPatientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "08b11d8223ce218e71cd04db1ee4aec4",
    "id": null,
    "metadata": {},
    "name": "useAssignStudentsToPatientMutation",
    "operationKind": "mutation",
    "text": "mutation useAssignStudentsToPatientMutation(\n  $input: AssignStudentsToPatientInput!\n) {\n  assignStudentsToPatient(input: $input) {\n    __typename\n    ... on AssignmentsPayload {\n      assignments {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0934e05ec4afcc721f703258fead12f5";

export default node;
