/**
 * @generated SignedSource<<30205349c018fc5967784ba18f752854>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PatientSelect_query$data = {
  readonly patientChoices: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly diagnosis: string;
        readonly id: string;
        readonly name: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "PatientSelect_query";
};
export type PatientSelect_query$key = {
  readonly " $data"?: PatientSelect_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PatientSelect_query">;
};

import PatientSelectRefetchQuery_graphql from './PatientSelectRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "choiceCount"
    },
    {
      "kind": "RootArgument",
      "name": "patientSearch"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": PatientSelectRefetchQuery_graphql
    }
  },
  "name": "PatientSelect_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "afced23ca6926291467f4bd8eed181df";

export default node;
