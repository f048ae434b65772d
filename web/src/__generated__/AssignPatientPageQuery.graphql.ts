/**
 * @generated SignedSource<<b96134037c94463509f7b4d65b6223c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssignPatientPageQuery$variables = {
  choiceCount: number;
  studentSearch?: string | null | undefined;
};
export type AssignPatientPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StudentSelect_query">;
};
export type AssignPatientPageQuery = {
  response: AssignPatientPageQuery$data;
  variables: AssignPatientPageQuery$variables;
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
    "name": "studentSearch"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignPatientPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "StudentSelect_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AssignPatientPageQuery",
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
    ]
  },
  "params": {
    "cacheID": "71816a1a6bb0d467619922ddf0780d88",
    "id": null,
    "metadata": {},
    "name": "AssignPatientPageQuery",
    "operationKind": "query",
    "text": "query AssignPatientPageQuery(\n  $choiceCount: Int!\n  $studentSearch: String\n) {\n  ...StudentSelect_query\n}\n\nfragment StudentSelect_query on Query {\n  studentChoices: users(first: $choiceCount, role: STUDENT, search: $studentSearch) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        email\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f60d1f84615a2ed7e4bb7e6a9c36716f";

export default node;
