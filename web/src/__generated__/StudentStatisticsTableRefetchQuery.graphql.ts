/**
 * @generated SignedSource<<994bbacd1d9c94289c2936ff9ab87e0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatisticsAttempts = "ALL" | "FIRST" | "LATEST" | "%future added value";
export type StatisticsFilter = {
  attempts?: StatisticsAttempts | null | undefined;
  from?: string | null | undefined;
  patientIds?: ReadonlyArray<string> | null | undefined;
  roomIds?: ReadonlyArray<string> | null | undefined;
  studentIds?: ReadonlyArray<string> | null | undefined;
  to?: string | null | undefined;
};
export type StudentStatisticsTableRefetchQuery$variables = {
  filter?: StatisticsFilter | null | undefined;
  studentsAfter?: string | null | undefined;
  studentsFirst?: number | null | undefined;
};
export type StudentStatisticsTableRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StudentStatisticsTable_query">;
};
export type StudentStatisticsTableRefetchQuery = {
  response: StudentStatisticsTableRefetchQuery$data;
  variables: StudentStatisticsTableRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studentsAfter"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "studentsFirst"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StudentStatisticsTableRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StudentStatisticsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StudentStatisticsTableRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "filter",
            "variableName": "filter"
          }
        ],
        "concreteType": "Statistics",
        "kind": "LinkedField",
        "name": "statistics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Variable",
                "name": "after",
                "variableName": "studentsAfter"
              },
              {
                "kind": "Variable",
                "name": "first",
                "variableName": "studentsFirst"
              }
            ],
            "concreteType": "StudentStatisticsConnection",
            "kind": "LinkedField",
            "name": "students",
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
                "concreteType": "StudentStatisticsConnectionEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "StudentStatistics",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "studentId",
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
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "assignments",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "marked",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "meanTotal",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "lastSubmittedAt",
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c9b8eea28eb852e0ea2a90b62d5a6422",
    "id": null,
    "metadata": {},
    "name": "StudentStatisticsTableRefetchQuery",
    "operationKind": "query",
    "text": "query StudentStatisticsTableRefetchQuery(\n  $filter: StatisticsFilter\n  $studentsAfter: String\n  $studentsFirst: Int\n) {\n  ...StudentStatisticsTable_query\n}\n\nfragment StudentStatisticsTable_query on Query {\n  statistics(filter: $filter) {\n    students(first: $studentsFirst, after: $studentsAfter) {\n      totalCount\n      pageCursors {\n        page\n        cursor\n        isCurrent\n      }\n      edges {\n        node {\n          studentId\n          name\n          email\n          assignments\n          marked\n          meanTotal\n          lastSubmittedAt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4fcfe395daacd6c9a4a1b107fa35970";

export default node;
