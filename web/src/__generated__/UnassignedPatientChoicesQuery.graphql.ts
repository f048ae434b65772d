/**
 * @generated SignedSource<<083ae772254a36ef950d4b6b1a36d86e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UnassignedPatientChoicesQuery$variables = {
  studentId: string;
};
export type UnassignedPatientChoicesQuery$data = {
  readonly unassignedPatients: ReadonlyArray<{
    readonly diagnosis: string;
    readonly id: string;
    readonly name: string;
  }>;
};
export type UnassignedPatientChoicesQuery = {
  response: UnassignedPatientChoicesQuery$data;
  variables: UnassignedPatientChoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "studentId",
        "variableName": "studentId"
      }
    ],
    "concreteType": "Patient",
    "kind": "LinkedField",
    "name": "unassignedPatients",
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
        "name": "diagnosis",
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
    "name": "UnassignedPatientChoicesQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UnassignedPatientChoicesQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6badd30431544569a4e41ba93cdba316",
    "id": null,
    "metadata": {},
    "name": "UnassignedPatientChoicesQuery",
    "operationKind": "query",
    "text": "query UnassignedPatientChoicesQuery(\n  $studentId: ID!\n) {\n  unassignedPatients(studentId: $studentId) {\n    id\n    name\n    diagnosis\n  }\n}\n"
  }
};
})();

(node as any).hash = "baa7c303f5f672412e54ff5c0a36f1c4";

export default node;
