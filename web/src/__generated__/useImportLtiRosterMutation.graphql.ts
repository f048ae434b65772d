/**
 * @generated SignedSource<<c80e723d7280f05d1b3892b8e1d1d729>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useImportLtiRosterMutation$variables = {
  id: string;
};
export type useImportLtiRosterMutation$data = {
  readonly importLtiRoster: {
    readonly __typename: string;
    readonly course?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LtiCourseRow_course">;
    };
    readonly message?: string;
  };
};
export type useImportLtiRosterMutation = {
  response: useImportLtiRosterMutation$data;
  variables: useImportLtiRosterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useImportLtiRosterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "importLtiRoster",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LtiCourse",
                "kind": "LinkedField",
                "name": "course",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LtiCourseRow_course"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ImportLtiRosterPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportLtiRosterMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "importLtiRoster",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LtiCourse",
                "kind": "LinkedField",
                "name": "course",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasRoster",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "roomDatabaseId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ImportLtiRosterPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8faca576fc457121ce78ecf1c25e640c",
    "id": null,
    "metadata": {},
    "name": "useImportLtiRosterMutation",
    "operationKind": "mutation",
    "text": "mutation useImportLtiRosterMutation(\n  $id: ID!\n) {\n  importLtiRoster(id: $id) {\n    __typename\n    ... on ImportLtiRosterPayload {\n      message\n      course {\n        id\n        ...LtiCourseRow_course\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment LtiCourseRow_course on LtiCourse {\n  id\n  title\n  hasRoster\n  roomDatabaseId\n}\n"
  }
};
})();

(node as any).hash = "265e2f377ea1fc36651e36c4fde37e9c";

export default node;
