/**
 * @generated SignedSource<<220f1d449d2f2a12bd2251e05498dcfe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnassignedStudentChoicesQuery$variables = {
  patientId: string;
};
export type UnassignedStudentChoicesQuery$data = {
  readonly unassignedStudents: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly name: string;
  }>;
};
export type UnassignedStudentChoicesQuery = {
  response: UnassignedStudentChoicesQuery$data;
  variables: UnassignedStudentChoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "patientId",
        "variableName": "patientId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "unassignedStudents",
    "plural": true,
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
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
    "name": "UnassignedStudentChoicesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnassignedStudentChoicesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "31875b6211fedae318d0790bb9249126",
    "id": null,
    "metadata": {},
    "name": "UnassignedStudentChoicesQuery",
    "operationKind": "query",
    "text": "query UnassignedStudentChoicesQuery(\n  $patientId: ID!\n) {\n  unassignedStudents(patientId: $patientId) {\n    id\n    name\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "2dffa2bfc050492ced34093f3f48e285";

export default node;
