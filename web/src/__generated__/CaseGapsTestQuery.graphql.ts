/**
 * @generated SignedSource<<cab6bb589167d51b68fa0798617c95b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CaseGapsTestQuery$variables = Record<PropertyKey, never>;
export type CaseGapsTestQuery$data = {
  readonly statistics: {
    readonly " $fragmentSpreads": FragmentRefs<"CaseGaps_statistics">;
  };
};
export type CaseGapsTestQuery = {
  response: CaseGapsTestQuery$data;
  variables: CaseGapsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": true,
  "type": "MissedItem"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CaseGapsTestQuery",
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
            "name": "CaseGaps_statistics"
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
    "name": "CaseGapsTestQuery",
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
                "name": "attempts",
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
                "name": "medianTotal",
                "storageKey": null
              },
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
                "selections": (v0/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MissedItem",
                "kind": "LinkedField",
                "name": "leastDrawnSymptoms",
                "plural": true,
                "selections": (v0/*:: as any*/),
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
    "cacheID": "223f095568d986014a7df6cf4504e2ed",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "statistics": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Statistics"
        },
        "statistics.patients": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PatientStatistics"
        },
        "statistics.patients.attempts": (v1/*:: as any*/),
        "statistics.patients.diagnosisRate": (v2/*:: as any*/),
        "statistics.patients.leastDrawnSymptoms": (v3/*:: as any*/),
        "statistics.patients.leastDrawnSymptoms.missed": (v1/*:: as any*/),
        "statistics.patients.leastDrawnSymptoms.of": (v1/*:: as any*/),
        "statistics.patients.leastDrawnSymptoms.text": (v4/*:: as any*/),
        "statistics.patients.marked": (v1/*:: as any*/),
        "statistics.patients.meanTotal": (v2/*:: as any*/),
        "statistics.patients.medianTotal": (v2/*:: as any*/),
        "statistics.patients.mostMissedQuestions": (v3/*:: as any*/),
        "statistics.patients.mostMissedQuestions.missed": (v1/*:: as any*/),
        "statistics.patients.mostMissedQuestions.of": (v1/*:: as any*/),
        "statistics.patients.mostMissedQuestions.text": (v4/*:: as any*/),
        "statistics.patients.name": (v4/*:: as any*/),
        "statistics.patients.patientId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        }
      }
    },
    "name": "CaseGapsTestQuery",
    "operationKind": "query",
    "text": "query CaseGapsTestQuery {\n  statistics {\n    ...CaseGaps_statistics\n  }\n}\n\nfragment CaseGaps_statistics on Statistics {\n  patients {\n    patientId\n    name\n    attempts\n    marked\n    meanTotal\n    medianTotal\n    diagnosisRate\n    mostMissedQuestions {\n      text\n      missed\n      of\n    }\n    leastDrawnSymptoms {\n      text\n      missed\n      of\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "960b907a62efe035ca400e53e3817efc";

export default node;
