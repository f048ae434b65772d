/**
 * @generated SignedSource<<dd328f5ce3f9692303280b0bb45f257b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoomSelectRefetchQuery$variables = {
  choiceCount?: number | null | undefined;
  roomSearch?: string | null | undefined;
};
export type RoomSelectRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RoomSelect_query">;
};
export type RoomSelectRefetchQuery = {
  response: RoomSelectRefetchQuery$data;
  variables: RoomSelectRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "choiceCount"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "roomSearch"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RoomSelectRefetchQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RoomSelect_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RoomSelectRefetchQuery",
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
    ]
  },
  "params": {
    "cacheID": "3c378d50f2003d414c0c3a4a3261ff92",
    "id": null,
    "metadata": {},
    "name": "RoomSelectRefetchQuery",
    "operationKind": "query",
    "text": "query RoomSelectRefetchQuery(\n  $choiceCount: Int\n  $roomSearch: String\n) {\n  ...RoomSelect_query\n}\n\nfragment RoomSelect_query on Query {\n  roomChoices: rooms(first: $choiceCount, search: $roomSearch) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        roomNumber\n        studentCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b157f91340e83ce8f3b9f5ba5cf84c82";

export default node;
