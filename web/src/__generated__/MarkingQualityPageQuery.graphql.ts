/**
 * @generated SignedSource<<961aa4551caa4cb3738fbab8b8ab703d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RubricPart = "diagnosis" | "mandatoryQuestions" | "symptoms" | "total" | "treatment" | "%future added value";
export type MarkingQualityFilter = {
  from?: string | null | undefined;
  patientId?: string | null | undefined;
  roomId?: string | null | undefined;
  to?: string | null | undefined;
};
export type MarkingQualityPageQuery$variables = {
  filter?: MarkingQualityFilter | null | undefined;
  optionCount: number;
};
export type MarkingQualityPageQuery$data = {
  readonly markingQuality: {
    readonly confirmed: number;
    readonly edited: number;
    readonly minimumForKappa: number;
    readonly parts: ReadonlyArray<{
      readonly part: RubricPart;
      readonly " $fragmentSpreads": FragmentRefs<"MarkingQualityPartTable_part">;
    }>;
    readonly reviewed: number;
    readonly " $fragmentSpreads": FragmentRefs<"MarkingQualityCases_quality">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"MarkingQualityFilters_query">;
};
export type MarkingQualityPageQuery = {
  response: MarkingQualityPageQuery$data;
  variables: MarkingQualityPageQuery$variables;
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
    "name": "optionCount"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewed",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "edited",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "confirmed",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "minimumForKappa",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "part",
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "optionCount"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "exactAgreement",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "patientName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MarkingQualityPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "MarkingQualityFilters_query"
      },
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "MarkingQuality",
        "kind": "LinkedField",
        "name": "markingQuality",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MarkingQualityPart",
            "kind": "LinkedField",
            "name": "parts",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MarkingQualityPartTable_part"
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MarkingQualityCases_quality"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MarkingQualityPageQuery",
    "selections": [
      {
        "alias": "qualityRooms",
        "args": (v7/*:: as any*/),
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
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
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
        "alias": "qualityPatients",
        "args": (v7/*:: as any*/),
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
        "args": (v1/*:: as any*/),
        "concreteType": "MarkingQuality",
        "kind": "LinkedField",
        "name": "markingQuality",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "MarkingQualityPart",
            "kind": "LinkedField",
            "name": "parts",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
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
                "name": "max",
                "storageKey": null
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "meanAutomatic",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "meanFinal",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "MarkingDisagreement",
                "kind": "LinkedField",
                "name": "largestDisagreements",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "assignmentDatabaseId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "studentName",
                    "storageKey": null
                  },
                  (v12/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "automatic",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "final",
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
            "args": null,
            "concreteType": "MarkingQualityCase",
            "kind": "LinkedField",
            "name": "cases",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "patientId",
                "storageKey": null
              },
              (v12/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "meanAbsoluteDifference",
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
    "cacheID": "e0faf03f9db1fda98b20e53233bf7bc4",
    "id": null,
    "metadata": {},
    "name": "MarkingQualityPageQuery",
    "operationKind": "query",
    "text": "query MarkingQualityPageQuery(\n  $filter: MarkingQualityFilter\n  $optionCount: Int!\n) {\n  ...MarkingQualityFilters_query\n  markingQuality(filter: $filter) {\n    reviewed\n    edited\n    confirmed\n    minimumForKappa\n    parts {\n      part\n      ...MarkingQualityPartTable_part\n    }\n    ...MarkingQualityCases_quality\n  }\n}\n\nfragment MarkingQualityCases_quality on MarkingQuality {\n  cases {\n    patientId\n    patientName\n    count\n    exactAgreement\n    meanAbsoluteDifference\n  }\n}\n\nfragment MarkingQualityFilters_query on Query {\n  qualityRooms: rooms(first: $optionCount) {\n    edges {\n      node {\n        id\n        name\n        roomNumber\n      }\n    }\n  }\n  qualityPatients: patients(first: $optionCount) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n\nfragment MarkingQualityPartTable_part on MarkingQualityPart {\n  label\n  max\n  count\n  exactAgreement\n  withinTenPercent\n  kappa\n  meanAutomatic\n  meanFinal\n  largestDisagreements {\n    assignmentDatabaseId\n    studentName\n    patientName\n    automatic\n    final\n  }\n}\n"
  }
};
})();

(node as any).hash = "b02687d7d0082471547588bcea6f4463";

export default node;
