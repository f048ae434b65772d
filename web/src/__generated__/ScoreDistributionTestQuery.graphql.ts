/**
 * @generated SignedSource<<44f7e9510be1794609222802f8e4e585>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScoreDistributionTestQuery$variables = Record<PropertyKey, never>;
export type ScoreDistributionTestQuery$data = {
  readonly statistics: {
    readonly " $fragmentSpreads": FragmentRefs<"ScoreDistribution_statistics">;
  };
};
export type ScoreDistributionTestQuery = {
  response: ScoreDistributionTestQuery$data;
  variables: ScoreDistributionTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Float"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ScoreDistributionTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Statistics",
        "kind": "LinkedField",
        "name": "statistics",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ScoreDistribution_statistics"
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
    "name": "ScoreDistributionTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Statistics",
        "kind": "LinkedField",
        "name": "statistics",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PartStatistics",
            "kind": "LinkedField",
            "name": "parts",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "part",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "label",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maximum",
                "storageKey": null
              },
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "mean",
                "storageKey": null
              },
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
                  (v0/*:: as any*/)
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
    "cacheID": "87cfc7a40ef6485d2b94cda07a5332ee",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "statistics": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Statistics"
        },
        "statistics.parts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PartStatistics"
        },
        "statistics.parts.count": (v1/*:: as any*/),
        "statistics.parts.distribution": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "ScoreBucket"
        },
        "statistics.parts.distribution.count": (v1/*:: as any*/),
        "statistics.parts.distribution.from": (v2/*:: as any*/),
        "statistics.parts.distribution.to": (v2/*:: as any*/),
        "statistics.parts.label": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "statistics.parts.maximum": (v1/*:: as any*/),
        "statistics.parts.mean": (v3/*:: as any*/),
        "statistics.parts.median": (v3/*:: as any*/),
        "statistics.parts.part": {
          "enumValues": [
            "diagnosis",
            "mandatoryQuestions",
            "symptoms",
            "total",
            "treatment"
          ],
          "nullable": false,
          "plural": false,
          "type": "RubricPart"
        }
      }
    },
    "name": "ScoreDistributionTestQuery",
    "operationKind": "query",
    "text": "query ScoreDistributionTestQuery {\n  statistics {\n    ...ScoreDistribution_statistics\n  }\n}\n\nfragment ScoreDistribution_statistics on Statistics {\n  parts {\n    part\n    label\n    maximum\n    count\n    mean\n    median\n    distribution {\n      from\n      to\n      count\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c548bdec9b850f73c15bc2c57bfc01fd";

export default node;
