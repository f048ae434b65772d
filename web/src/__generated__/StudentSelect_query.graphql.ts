/**
 * @generated SignedSource<<18ae9054afcf6179ae878c61a7b9b6df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentSelect_query$data = {
  readonly studentChoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly email: string;
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "StudentSelect_query";
};
export type StudentSelect_query$key = {
  readonly " $data"?: StudentSelect_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudentSelect_query">;
};

import StudentSelectRefetchQuery_graphql from './StudentSelectRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "choiceCount"
    },
    {
      "kind": "RootArgument",
      "name": "studentSearch"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": StudentSelectRefetchQuery_graphql
    }
  },
  "name": "StudentSelect_query",
  "selections": [
    {
      "alias": "studentChoices",
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "choiceCount"
        },
        {
          "kind": "Literal",
          "name": "role",
          "value": "STUDENT"
        },
        {
          "kind": "Variable",
          "name": "search",
          "variableName": "studentSearch"
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
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
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
                  "name": "email",
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

(node as any).hash = "23cfa108c4ab4f49ea0696ddcf0c1387";

export default node;
