/**
 * @generated SignedSource<<399d2d13b47a22a62e7bf0888ffc241d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StatisticsFiltersTestQuery$variables = {
  optionCount: number;
};
export type StatisticsFiltersTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StatisticsFilters_query">;
};
export type StatisticsFiltersTestQuery = {
  response: StatisticsFiltersTestQuery$data;
  variables: StatisticsFiltersTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "optionCount"
  }
],
v1 = {
  "kind": "Variable",
  "name": "first",
  "variableName": "optionCount"
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "StatisticsFiltersTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StatisticsFilters_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "StatisticsFiltersTestQuery",
    "selections": [
      {
        "alias": "statisticsRooms",
        "args": (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
        "args": (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/)
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
          (v1/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "12375509571d3a1e7dfaf6e8bfd74c82",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "statisticsPatients": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PatientConnection"
        },
        "statisticsPatients.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "PatientConnectionEdge"
        },
        "statisticsPatients.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Patient"
        },
        "statisticsPatients.edges.node.id": (v5/*:: as any*/),
        "statisticsPatients.edges.node.name": (v6/*:: as any*/),
        "statisticsRooms": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "RoomConnection"
        },
        "statisticsRooms.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "RoomConnectionEdge"
        },
        "statisticsRooms.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Room"
        },
        "statisticsRooms.edges.node.id": (v5/*:: as any*/),
        "statisticsRooms.edges.node.name": (v6/*:: as any*/),
        "statisticsRooms.edges.node.roomNumber": (v6/*:: as any*/),
        "statisticsStudents": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "QueryUsersConnection"
        },
        "statisticsStudents.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "QueryUsersConnectionEdge"
        },
        "statisticsStudents.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "User"
        },
        "statisticsStudents.edges.node.email": (v6/*:: as any*/),
        "statisticsStudents.edges.node.id": (v5/*:: as any*/),
        "statisticsStudents.edges.node.name": (v6/*:: as any*/)
      }
    },
    "name": "StatisticsFiltersTestQuery",
    "operationKind": "query",
    "text": "query StatisticsFiltersTestQuery(\n  $optionCount: Int!\n) {\n  ...StatisticsFilters_query\n}\n\nfragment StatisticsFilters_query on Query {\n  statisticsRooms: rooms(first: $optionCount) {\n    edges {\n      node {\n        id\n        name\n        roomNumber\n      }\n    }\n  }\n  statisticsPatients: patients(first: $optionCount) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  statisticsStudents: users(first: $optionCount, role: STUDENT) {\n    edges {\n      node {\n        id\n        name\n        email\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "efda25991296240fa80892e037485eff";

export default node;
