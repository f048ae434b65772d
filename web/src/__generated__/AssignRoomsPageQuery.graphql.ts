/**
 * @generated SignedSource<<ca0b7e1069d76f5d2c17ad8c67f644c0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssignRoomsPageQuery$variables = {
  choiceCount: number;
  roomSearch?: string | null | undefined;
};
export type AssignRoomsPageQuery$data = {
  readonly studentsWithoutRoom: ReadonlyArray<{
    readonly email: string;
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"RoomSelect_query">;
};
export type AssignRoomsPageQuery = {
  response: AssignRoomsPageQuery$data;
  variables: AssignRoomsPageQuery$variables;
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
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "studentsWithoutRoom",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignRoomsPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "RoomSelect_query"
      },
      (v3/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssignRoomsPageQuery",
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
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
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
      },
      (v3/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "11fe8799b935c8ce0a5d70f4ac313d72",
    "id": null,
    "metadata": {},
    "name": "AssignRoomsPageQuery",
    "operationKind": "query",
    "text": "query AssignRoomsPageQuery(\n  $choiceCount: Int!\n  $roomSearch: String\n) {\n  ...RoomSelect_query\n  studentsWithoutRoom {\n    id\n    name\n    email\n  }\n}\n\nfragment RoomSelect_query on Query {\n  roomChoices: rooms(first: $choiceCount, search: $roomSearch) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        roomNumber\n        studentCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d0684986dcb08fbe19a873b85741d18";

export default node;
