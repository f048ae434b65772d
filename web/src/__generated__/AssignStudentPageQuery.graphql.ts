/**
 * @generated SignedSource<<d29a0589ac431d79060ce22dac3ecd36>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssignStudentPageQuery$variables = {
  choiceCount: number;
  patientSearch?: string | null | undefined;
};
export type AssignStudentPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PatientSelect_query">;
};
export type AssignStudentPageQuery = {
  response: AssignStudentPageQuery$data;
  variables: AssignStudentPageQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignStudentPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PatientSelect_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssignStudentPageQuery",
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bac7570e16d191890b3eaa1695e95ddf",
    "id": null,
    "metadata": {},
    "name": "AssignStudentPageQuery",
    "operationKind": "query",
    "text": "query AssignStudentPageQuery(\n  $choiceCount: Int!\n  $patientSearch: String\n) {\n  ...PatientSelect_query\n}\n\nfragment PatientSelect_query on Query {\n  patientChoices: patients(first: $choiceCount, search: $patientSearch) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        diagnosis\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0538cd9e7865dbfa685ee6942d66b47a";

export default node;
