/**
 * @generated SignedSource<<14982681777ee152f3226f419f51bd0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientsPageQuery$variables = {
  after?: string | null | undefined;
  first: number;
  search?: string | null | undefined;
  symptomOptionCount: number;
};
export type PatientsPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PatientList_query" | "SymptomPicker_query">;
};
export type PatientsPageQuery = {
  response: PatientsPageQuery$data;
  variables: PatientsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "symptomOptionCount"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "severity",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PatientsPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PatientList_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SymptomPicker_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "PatientsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "after",
            "variableName": "after"
          },
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "first"
          },
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
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
            "concreteType": "PageCursor",
            "kind": "LinkedField",
            "name": "pageCursors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "page",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isCurrent",
                "storageKey": null
              }
            ],
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "diagnosis",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Symptom",
                    "kind": "LinkedField",
                    "name": "symptoms",
                    "plural": true,
                    "selections": (v6/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "medicalHistory",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "predefinedTreatments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mandatoryQuestions",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "kind": "ClientExtension",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__id",
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      },
      {
        "alias": "symptomOptions",
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "symptomOptionCount"
          }
        ],
        "concreteType": "SymptomConnection",
        "kind": "LinkedField",
        "name": "symptoms",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SymptomConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Symptom",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "df573cd22b65cd6a3b0e50030fbf3c5e",
    "id": null,
    "metadata": {},
    "name": "PatientsPageQuery",
    "operationKind": "query",
    "text": "query PatientsPageQuery(\n  $first: Int!\n  $after: String\n  $search: String\n  $symptomOptionCount: Int!\n) {\n  ...PatientList_query\n  ...SymptomPicker_query\n}\n\nfragment EditPatientDialog_patient on Patient {\n  id\n  name\n  diagnosis\n  medicalHistory\n  predefinedTreatments\n  mandatoryQuestions\n  symptoms {\n    id\n  }\n}\n\nfragment PatientList_query on Query {\n  patients(first: $first, after: $after, search: $search) {\n    totalCount\n    pageCursors {\n      page\n      cursor\n      isCurrent\n    }\n    edges {\n      node {\n        id\n        ...PatientRow_patient\n      }\n    }\n  }\n}\n\nfragment PatientRow_patient on Patient {\n  id\n  name\n  diagnosis\n  ...SymptomCountBadge_patient\n  ...EditPatientDialog_patient\n}\n\nfragment SymptomCountBadge_patient on Patient {\n  name\n  symptoms {\n    id\n    name\n    severity\n  }\n}\n\nfragment SymptomPicker_query on Query {\n  symptomOptions: symptoms(first: $symptomOptionCount) {\n    edges {\n      node {\n        id\n        name\n        severity\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae652077ae90fa0945d5dfee0c7f1bad";

export default node;
