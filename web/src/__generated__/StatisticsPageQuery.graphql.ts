/**
 * @generated SignedSource<<2973bad30310b8413161aa32bbc12e05>>
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
export type StatisticsPageQuery$variables = {
  filter?: StatisticsFilter | null | undefined;
  optionCount: number;
  studentsAfter?: string | null | undefined;
  studentsFirst: number;
};
export type StatisticsPageQuery$data = {
  readonly statistics: {
    readonly " $fragmentSpreads": FragmentRefs<"CaseGaps_statistics" | "GraderAgreementCard_statistics" | "PartsByCase_statistics" | "ProgressOverTime_statistics" | "RoomStatisticsTable_statistics" | "ScoreDistribution_statistics" | "StatisticsOverview_statistics">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"StatisticsFilters_query" | "StudentStatisticsTable_query">;
};
export type StatisticsPageQuery = {
  response: StatisticsPageQuery$data;
  variables: StatisticsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "optionCount"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "studentsAfter"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "studentsFirst"
},
v4 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  }
],
v5 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "optionCount"
},
v6 = [
  (v5/*:: as any*/)
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "part",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maximum",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mean",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marked",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "meanTotal",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "medianTotal",
  "storageKey": null
},
v18 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "text",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "missed",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "of",
    "storageKey": null
  }
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "assignments",
  "storageKey": null
};
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
    "name": "StatisticsPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StatisticsFilters_query"
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Statistics",
        "kind": "LinkedField",
        "name": "statistics",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StatisticsOverview_statistics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ScoreDistribution_statistics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PartsByCase_statistics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProgressOverTime_statistics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CaseGaps_statistics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RoomStatisticsTable_statistics"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GraderAgreementCard_statistics"
          }
        ],
        "storageKey": null
      },
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "StatisticsPageQuery",
    "selections": [
      {
        "alias": "statisticsRooms",
        "args": (v6/*:: as any*/),
        "concreteType": "RoomConnection",
        "kind": "LinkedField",
        "name": "rooms",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "RoomConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Room",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roomNumber",
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
      {
        "alias": "statisticsPatients",
        "args": (v6/*:: as any*/),
        "concreteType": "PatientConnection",
        "kind": "LinkedField",
        "name": "patients",
        "plural": false,
        "selections": [
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
                  (v7/*:: as any*/),
                  (v8/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "statisticsStudents",
        "args": [
          (v5/*:: as any*/),
          {
            "kind": "Literal",
            "name": "role",
            "value": "STUDENT"
          }
        ],
        "concreteType": "QueryUsersConnection",
        "kind": "LinkedField",
        "name": "users",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryUsersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Statistics",
        "kind": "LinkedField",
        "name": "statistics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "StatusCount",
            "kind": "LinkedField",
            "name": "assignmentsByStatus",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Engagement",
            "kind": "LinkedField",
            "name": "engagement",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "conversations",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "questionsAsked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "meanQuestionsPerConversation",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "medianConversationSeconds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "spokenQuestions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "typedQuestions",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PartStatistics",
            "kind": "LinkedField",
            "name": "parts",
            "plural": true,
            "selections": [
              (v12/*:: as any*/),
              (v10/*:: as any*/),
              (v13/*:: as any*/),
              (v11/*:: as any*/),
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "median",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ScoreBucket",
                "kind": "LinkedField",
                "name": "distribution",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "from",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "to",
                    "storageKey": null
                  },
                  (v11/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PatientStatistics",
            "kind": "LinkedField",
            "name": "patients",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patientId",
                "storageKey": null
              },
              (v8/*:: as any*/),
              (v15/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "PartMean",
                "kind": "LinkedField",
                "name": "partMeans",
                "plural": true,
                "selections": [
                  (v12/*:: as any*/),
                  (v10/*:: as any*/),
                  (v13/*:: as any*/),
                  (v14/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempts",
                "storageKey": null
              },
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "diagnosisRate",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MissedItem",
                "kind": "LinkedField",
                "name": "mostMissedQuestions",
                "plural": true,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MissedItem",
                "kind": "LinkedField",
                "name": "leastDrawnSymptoms",
                "plural": true,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StatisticsWeek",
            "kind": "LinkedField",
            "name": "overTime",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "weekStart",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "submitted",
                "storageKey": null
              },
              (v15/*:: as any*/),
              (v16/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RoomStatistics",
            "kind": "LinkedField",
            "name": "rooms",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "roomId",
                "storageKey": null
              },
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "students",
                "storageKey": null
              },
              (v19/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MarkingQuality",
            "kind": "LinkedField",
            "name": "graderAgreement",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "reviewed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "edited",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "confirmed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "minimumForKappa",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MarkingQualityPart",
                "kind": "LinkedField",
                "name": "parts",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "exactAgreement",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "withinTenPercent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kappa",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
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
                      (v8/*:: as any*/),
                      (v9/*:: as any*/),
                      (v19/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
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
    "cacheID": "f5f5b86d0842eaecf76042de5cbcb7b6",
    "id": null,
    "metadata": {},
    "name": "StatisticsPageQuery",
    "operationKind": "query",
    "text": "query StatisticsPageQuery(\n  $filter: StatisticsFilter\n  $optionCount: Int!\n  $studentsFirst: Int!\n  $studentsAfter: String\n) {\n  ...StatisticsFilters_query\n  statistics(filter: $filter) {\n    ...StatisticsOverview_statistics\n    ...ScoreDistribution_statistics\n    ...PartsByCase_statistics\n    ...ProgressOverTime_statistics\n    ...CaseGaps_statistics\n    ...RoomStatisticsTable_statistics\n    ...GraderAgreementCard_statistics\n  }\n  ...StudentStatisticsTable_query\n}\n\nfragment CaseGaps_statistics on Statistics {\n  patients {\n    patientId\n    name\n    attempts\n    marked\n    meanTotal\n    medianTotal\n    diagnosisRate\n    mostMissedQuestions {\n      text\n      missed\n      of\n    }\n    leastDrawnSymptoms {\n      text\n      missed\n      of\n    }\n  }\n}\n\nfragment GraderAgreementCard_statistics on Statistics {\n  graderAgreement {\n    reviewed\n    edited\n    confirmed\n    minimumForKappa\n    parts {\n      label\n      count\n      exactAgreement\n      withinTenPercent\n      kappa\n    }\n  }\n}\n\nfragment PartsByCase_statistics on Statistics {\n  patients {\n    patientId\n    name\n    marked\n    partMeans {\n      part\n      label\n      maximum\n      mean\n    }\n  }\n}\n\nfragment ProgressOverTime_statistics on Statistics {\n  overTime {\n    weekStart\n    submitted\n    marked\n    meanTotal\n  }\n}\n\nfragment RoomStatisticsTable_statistics on Statistics {\n  rooms {\n    roomId\n    name\n    students\n    assignments\n    marked\n    meanTotal\n    medianTotal\n  }\n}\n\nfragment ScoreDistribution_statistics on Statistics {\n  parts {\n    part\n    label\n    maximum\n    count\n    mean\n    median\n    distribution {\n      from\n      to\n      count\n    }\n  }\n}\n\nfragment StatisticsFilters_query on Query {\n  statisticsRooms: rooms(first: $optionCount) {\n    edges {\n      node {\n        id\n        name\n        roomNumber\n      }\n    }\n  }\n  statisticsPatients: patients(first: $optionCount) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  statisticsStudents: users(first: $optionCount, role: STUDENT) {\n    edges {\n      node {\n        id\n        name\n        email\n      }\n    }\n  }\n}\n\nfragment StatisticsOverview_statistics on Statistics {\n  assignmentsByStatus {\n    status\n    label\n    count\n  }\n  engagement {\n    conversations\n    questionsAsked\n    meanQuestionsPerConversation\n    medianConversationSeconds\n    spokenQuestions\n    typedQuestions\n  }\n}\n\nfragment StudentStatisticsTable_query on Query {\n  statistics(filter: $filter) {\n    students(first: $studentsFirst, after: $studentsAfter) {\n      totalCount\n      pageCursors {\n        page\n        cursor\n        isCurrent\n      }\n      edges {\n        node {\n          studentId\n          name\n          email\n          assignments\n          marked\n          meanTotal\n          lastSubmittedAt\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c0944a15bd0def732703f21169cbea5c";

export default node;
