/**
 * @generated SignedSource<<263acf928c07b19bf34ebc9122ae3103>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoomSelect_query$data = {
  readonly roomChoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly roomNumber: string;
        readonly studentCount: number;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "RoomSelect_query";
};
export type RoomSelect_query$key = {
  readonly " $data"?: RoomSelect_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoomSelect_query">;
};

import RoomSelectRefetchQuery_graphql from './RoomSelectRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "choiceCount"
    },
    {
      "kind": "RootArgument",
      "name": "roomSearch"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": RoomSelectRefetchQuery_graphql
    }
  },
  "name": "RoomSelect_query",
  "selections": [
    {
      "alias": "roomChoices",
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "choiceCount"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "roomSearch"
        }
      ],
      "concreteType": "RoomConnection",
      "kind": "LinkedField",
      "name": "rooms",
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

(node as any).hash = "b157f91340e83ce8f3b9f5ba5cf84c82";

export default node;
