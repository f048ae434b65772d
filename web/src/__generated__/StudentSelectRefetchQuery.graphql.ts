/**
 * @generated SignedSource<<38a832b390d846538dc8a7d526194996>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudentSelectRefetchQuery$variables = {
  choiceCount?: number | null | undefined;
  studentSearch?: string | null | undefined;
};
export type StudentSelectRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"StudentSelect_query">;
};
export type StudentSelectRefetchQuery = {
  response: StudentSelectRefetchQuery$data;
  variables: StudentSelectRefetchQuery$variables;
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
    "name": "StudentSelectRefetchQuery",
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
    "name": "StudentSelectRefetchQuery",
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
    "cacheID": "fad4dcb2fdd4ebf959567806cdbfc92c",
    "id": null,
    "metadata": {},
    "name": "StudentSelectRefetchQuery",
    "operationKind": "query",
    "text": "query StudentSelectRefetchQuery(\n  $choiceCount: Int\n  $studentSearch: String\n) {\n  ...StudentSelect_query\n}\n\nfragment StudentSelect_query on Query {\n  studentChoices: users(first: $choiceCount, role: STUDENT, search: $studentSearch) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        email\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "23cfa108c4ab4f49ea0696ddcf0c1387";

export default node;
