/**
 * @generated SignedSource<<c9add5893181f9fb3ad93797b5cd7994>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AdminDashboardPageQuery$variables = Record<PropertyKey, never>;
export type AdminDashboardPageQuery$data = {
  readonly adminDashboard: {
    readonly stats: {
      readonly " $fragmentSpreads": FragmentRefs<"StatCards_stats">;
    };
    readonly " $fragmentSpreads": FragmentRefs<"RecentAssessments_dashboard">;
  };
};
export type AdminDashboardPageQuery = {
  response: AdminDashboardPageQuery$data;
  variables: AdminDashboardPageQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminDashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminDashboard",
        "kind": "LinkedField",
        "name": "adminDashboard",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DashboardStats",
            "kind": "LinkedField",
            "name": "stats",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "StatCards_stats"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecentAssessments_dashboard"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminDashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdminDashboard",
        "kind": "LinkedField",
        "name": "adminDashboard",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DashboardStats",
            "kind": "LinkedField",
            "name": "stats",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "students",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patients",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "interactions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "assessments",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RecentAssessment",
            "kind": "LinkedField",
            "name": "recentAssessments",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "assignmentId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "studentName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patientName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalScore",
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
    "cacheID": "9bdadef017a9801dcd2847f214b6c9e7",
    "id": null,
    "metadata": {},
    "name": "AdminDashboardPageQuery",
    "operationKind": "query",
    "text": "query AdminDashboardPageQuery {\n  adminDashboard {\n    stats {\n      ...StatCards_stats\n    }\n    ...RecentAssessments_dashboard\n  }\n}\n\nfragment RecentAssessments_dashboard on AdminDashboard {\n  recentAssessments {\n    assignmentId\n    studentName\n    patientName\n    markedAt\n    totalScore\n  }\n}\n\nfragment StatCards_stats on DashboardStats {\n  students\n  patients\n  interactions\n  assessments\n}\n"
  }
};

(node as any).hash = "7d1fb76cb2cc368e73d1159dfbeee539";

export default node;
