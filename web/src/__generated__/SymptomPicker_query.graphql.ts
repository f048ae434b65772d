/**
 * @generated SignedSource<<1b077c32fa07fa7e373171382ddd8091>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Severity = "MILD" | "MODERATE" | "SEVERE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SymptomPicker_query$data = {
  readonly symptomOptions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
        readonly severity: Severity;
      };
    }>;
  };
  readonly " $fragmentType": "SymptomPicker_query";
};
export type SymptomPicker_query$key = {
  readonly " $data"?: SymptomPicker_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SymptomPicker_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "symptomOptionCount"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SymptomPicker_query",
  "selections": [
    {
      "alias": "symptomOptions",
      "args": [
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "symptomOptionCount"
        }
      ],
      "concreteType": "SymptomConnection",
      "kind": "LinkedField",
      "name": "symptoms",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SymptomConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Symptom",
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
                  "name": "severity",
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

(node as any).hash = "8453a5331cc941b8a12808b28e8f485c";

export default node;
