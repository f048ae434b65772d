/**
 * @generated SignedSource<<d1db95bc9cd9353be787d956fe35d4f9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssignClassroomPageQuery$variables = {
  choiceCount: number;
  patientSearch?: string | null | undefined;
};
export type AssignClassroomPageQuery$data = {
  readonly availableRooms: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly roomNumber: string;
    readonly studentCount: number;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"PatientSelect_query">;
};
export type AssignClassroomPageQuery = {
  response: AssignClassroomPageQuery$data;
  variables: AssignClassroomPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "choiceCount"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientSearch"
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
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Room",
  "kind": "LinkedField",
  "name": "availableRooms",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roomNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studentCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignClassroomPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PatientSelect_query"
      },
      (v3/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssignClassroomPageQuery",
    "selections": [
      {
        "alias": "patientChoices",
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "choiceCount"
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "patientSearch"
          }
        ],
        "concreteType": "PatientConnection",
        "kind": "LinkedField",
        "name": "patients",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PatientConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Patient",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "0cf08000b1c22b7cd4fc600aa9164248",
    "id": null,
    "metadata": {},
    "name": "AssignClassroomPageQuery",
    "operationKind": "query",
    "text": "query AssignClassroomPageQuery(\n  $choiceCount: Int!\n  $patientSearch: String\n) {\n  ...PatientSelect_query\n  availableRooms {\n    id\n    name\n    roomNumber\n    studentCount\n  }\n}\n\nfragment PatientSelect_query on Query {\n  patientChoices: patients(first: $choiceCount, search: $patientSearch) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        diagnosis\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ad8786e3698a8de1362d5eec0e69983f";

export default node;
