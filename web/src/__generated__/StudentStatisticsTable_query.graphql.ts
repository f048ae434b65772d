/**
 * @generated SignedSource<<e1b6707cf544347b590ad081a7cedaf5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentStatisticsTable_query$data = {
  readonly statistics: {
    readonly students: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly assignments: number;
          readonly email: string;
          readonly lastSubmittedAt: string | null | undefined;
          readonly marked: number;
          readonly meanTotal: number | null | undefined;
          readonly name: string;
          readonly studentId: string;
        };
      }>;
      readonly pageCursors: ReadonlyArray<{
        readonly cursor: string | null | undefined;
        readonly isCurrent: boolean;
        readonly page: number;
      }>;
      readonly totalCount: number;
    };
  };
  readonly " $fragmentType": "StudentStatisticsTable_query";
};
export type StudentStatisticsTable_query$key = {
  readonly " $data"?: StudentStatisticsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentStatisticsTable_query">;
};

import StudentStatisticsTableRefetchQuery_graphql from './StudentStatisticsTableRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "filter"
    },
    {
      "kind": "RootArgument",
      "name": "studentsAfter"
    },
    {
      "kind": "RootArgument",
      "name": "studentsFirst"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": StudentStatisticsTableRefetchQuery_graphql
    }
  },
  "name": "StudentStatisticsTable_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "b4fcfe395daacd6c9a4a1b107fa35970";

export default node;
