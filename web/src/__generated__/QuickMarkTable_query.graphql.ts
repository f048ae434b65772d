/**
 * @generated SignedSource<<c3dbef48369408595204816062258fb5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuickMarkTable_query$data = {
  readonly quickMarkPatients: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly patient: {
          readonly id: string;
        };
        readonly " $fragmentSpreads": FragmentRefs<"QuickMarkRow_entry">;
      };
    }>;
    readonly pageCursors: ReadonlyArray<{
      readonly cursor: string | null | undefined;
      readonly isCurrent: boolean;
      readonly page: number;
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "QuickMarkTable_query";
};
export type QuickMarkTable_query$key = {
  readonly " $data"?: QuickMarkTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuickMarkTable_query">;
};

import QuickMarkTableRefetchQuery_graphql from './QuickMarkTableRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "after"
    },
    {
      "kind": "RootArgument",
      "name": "first"
    },
    {
      "kind": "RootArgument",
      "name": "search"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": QuickMarkTableRefetchQuery_graphql
    }
  },
  "name": "QuickMarkTable_query",
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
      "concreteType": "PatientAssignmentsConnection",
      "kind": "LinkedField",
      "name": "quickMarkPatients",
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
          "concreteType": "PatientAssignmentsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PatientAssignments",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Patient",
                  "kind": "LinkedField",
                  "name": "patient",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "id",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "QuickMarkRow_entry"
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a37e48c5e1ac5b73f658d17f99f14f7e";

export default node;
