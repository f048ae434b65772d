/**
 * @generated SignedSource<<be4387f79c5bce2bac47f81b7d3cd156>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type AssignmentDetailsQuery$variables = {
  id: string;
};
export type AssignmentDetailsQuery$data = {
  readonly assignment: {
    readonly findings: string | null | undefined;
    readonly id: string;
    readonly isMarkable: boolean;
    readonly isNoteAllow: boolean;
    readonly marksHeld: boolean;
    readonly patient: {
      readonly name: string;
    };
    readonly scores: {
      readonly total: number | null | undefined;
    };
    readonly status: AssignmentStatus;
    readonly student: {
      readonly name: string;
    };
    readonly visitNote: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"ConversationLog_assignment">;
  };
};
export type AssignmentDetailsQuery = {
  response: AssignmentDetailsQuery$data;
  variables: AssignmentDetailsQuery$variables;
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
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isMarkable",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "isNoteAllow",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "marksHeld",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "findings",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitNote",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "AssignmentScores",
  "kind": "LinkedField",
  "name": "scores",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v11 = [
  (v10/*:: as any*/)
],
v12 = [
  (v10/*:: as any*/),
  (v2/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AssignmentDetailsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Assignment",
        "kind": "LinkedField",
        "name": "assignment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ConversationLog_assignment"
          },
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "student",
            "plural": false,
            "selections": (v11/*:: as any*/),
            "storageKey": null
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
    "name": "AssignmentDetailsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Assignment",
        "kind": "LinkedField",
        "name": "assignment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ConversationMessage",
            "kind": "LinkedField",
            "name": "conversation",
            "plural": true,
            "selections": [
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
                "name": "isAI",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "verified",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revealedFactIds",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "CaseFact",
            "kind": "LinkedField",
            "name": "caseFacts",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phrase",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "source",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "present",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "student",
            "plural": false,
            "selections": (v12/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "3c19a1b932bae78ad85a4fadc22c9bca",
    "id": null,
    "metadata": {},
    "name": "AssignmentDetailsQuery",
    "operationKind": "query",
    "text": "query AssignmentDetailsQuery(\n  $id: ID!\n) {\n  assignment(id: $id) {\n    id\n    status\n    isMarkable\n    isNoteAllow\n    marksHeld\n    findings\n    visitNote\n    ...ConversationLog_assignment\n    scores {\n      total\n    }\n    patient {\n      name\n      id\n    }\n    student {\n      name\n      id\n    }\n  }\n}\n\nfragment ConversationLog_assignment on Assignment {\n  conversation {\n    text\n    isAI\n    verified\n    revealedFactIds\n  }\n  caseFacts {\n    id\n    ...RevealedFact_fact\n  }\n}\n\nfragment RevealedFact_fact on CaseFact {\n  phrase\n  source\n  present\n}\n"
  }
};
})();

(node as any).hash = "5a56ac86b7f4bf830a0e70dbe850aaaf";

export default node;
