/**
 * @generated SignedSource<<eb56888129c3eafcf11ec38bf47e4ed0>>
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
    readonly attempt: number;
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
    readonly " $fragmentSpreads": FragmentRefs<"ConversationLog_assignment" | "EarlierAttempts_assignment">;
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
  "kind": "ScalarField",
  "name": "attempt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "AssignmentScores",
  "kind": "LinkedField",
  "name": "scores",
  "plural": false,
  "selections": [
    (v10/*:: as any*/)
  ],
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v13 = [
  (v12/*:: as any*/)
],
v14 = {
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
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mandatoryQuestions",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "symptoms",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "diagnosis",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "treatment",
  "storageKey": null
},
v19 = [
  (v12/*:: as any*/),
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
          (v9/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ConversationLog_assignment"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EarlierAttempts_assignment"
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": (v13/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "student",
            "plural": false,
            "selections": (v13/*:: as any*/),
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
          (v9/*:: as any*/),
          (v14/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "AssignmentAttempt",
            "kind": "LinkedField",
            "name": "history",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "databaseId",
                "storageKey": null
              },
              (v9/*:: as any*/),
              (v3/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "feedback",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markedBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "archivedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "AssignmentScores",
                "kind": "LinkedField",
                "name": "scores",
                "plural": false,
                "selections": [
                  (v10/*:: as any*/),
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v17/*:: as any*/),
                  (v18/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ScoreSheet",
                    "kind": "LinkedField",
                    "name": "maxima",
                    "plural": false,
                    "selections": [
                      (v10/*:: as any*/),
                      (v15/*:: as any*/),
                      (v16/*:: as any*/),
                      (v17/*:: as any*/),
                      (v18/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v14/*:: as any*/)
            ],
            "storageKey": null
          },
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
            "plural": false,
            "selections": (v19/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "student",
            "plural": false,
            "selections": (v19/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f677994b0702776bebbc83ae7085ec61",
    "id": null,
    "metadata": {},
    "name": "AssignmentDetailsQuery",
    "operationKind": "query",
    "text": "query AssignmentDetailsQuery(\n  $id: ID!\n) {\n  assignment(id: $id) {\n    id\n    status\n    isMarkable\n    isNoteAllow\n    marksHeld\n    findings\n    visitNote\n    attempt\n    ...ConversationLog_assignment\n    ...EarlierAttempts_assignment\n    scores {\n      total\n    }\n    patient {\n      name\n      id\n    }\n    student {\n      name\n      id\n    }\n  }\n}\n\nfragment ConversationLines_caseFacts on CaseFact {\n  id\n  ...RevealedFact_fact\n}\n\nfragment ConversationLines_conversation on ConversationMessage {\n  text\n  isAI\n  verified\n  revealedFactIds\n}\n\nfragment ConversationLog_assignment on Assignment {\n  conversation {\n    ...ConversationLines_conversation\n  }\n  caseFacts {\n    ...ConversationLines_caseFacts\n  }\n}\n\nfragment EarlierAttempts_assignment on Assignment {\n  caseFacts {\n    ...ConversationLines_caseFacts\n  }\n  history {\n    databaseId\n    attempt\n    status\n    findings\n    visitNote\n    feedback\n    markedBy\n    markedAt\n    archivedAt\n    scores {\n      total\n      mandatoryQuestions\n      symptoms\n      diagnosis\n      treatment\n      maxima {\n        total\n        mandatoryQuestions\n        symptoms\n        diagnosis\n        treatment\n      }\n    }\n    conversation {\n      ...ConversationLines_conversation\n    }\n  }\n}\n\nfragment RevealedFact_fact on CaseFact {\n  phrase\n  source\n  present\n}\n"
  }
};
})();

(node as any).hash = "68a34dd774153ad20a515807032eb1b8";

export default node;
