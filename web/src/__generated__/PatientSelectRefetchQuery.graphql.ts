/**
 * @generated SignedSource<<a15cc9deac6b426c12ac47dd264a18da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientSelectRefetchQuery$variables = {
  choiceCount?: number | null | undefined;
  patientSearch?: string | null | undefined;
};
export type PatientSelectRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PatientSelect_query">;
};
export type PatientSelectRefetchQuery = {
  response: PatientSelectRefetchQuery$data;
  variables: PatientSelectRefetchQuery$variables;
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
    "name": "PatientSelectRefetchQuery",
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
    "name": "PatientSelectRefetchQuery",
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
    "cacheID": "996201a64a5d743d039d1cf88ac4a3e8",
    "id": null,
    "metadata": {},
    "name": "PatientSelectRefetchQuery",
    "operationKind": "query",
    "text": "query PatientSelectRefetchQuery(\n  $choiceCount: Int\n  $patientSearch: String\n) {\n  ...PatientSelect_query\n}\n\nfragment PatientSelect_query on Query {\n  patientChoices: patients(first: $choiceCount, search: $patientSearch) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        diagnosis\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "afced23ca6926291467f4bd8eed181df";

export default node;
