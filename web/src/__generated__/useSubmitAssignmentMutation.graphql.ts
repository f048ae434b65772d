/**
 * @generated SignedSource<<2ca46d38eddc82ee33dcb5ae276e310b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AssignmentStatus = "ASSIGNED" | "COMPLETED" | "INPROGRESS" | "MARKED" | "%future added value";
export type SubmitAssignmentInput = {
  assignmentId: string;
};
export type useSubmitAssignmentMutation$variables = {
  input: SubmitAssignmentInput;
};
export type useSubmitAssignmentMutation$data = {
  readonly submitAssignment: {
    readonly __typename: string;
    readonly assignment?: {
      readonly findings: string | null | undefined;
      readonly id: string;
      readonly status: AssignmentStatus;
      readonly visitNote: string | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"MyAssignmentRow_assignment">;
    };
    readonly marked?: boolean;
    readonly message?: string;
  };
};
export type useSubmitAssignmentMutation = {
  response: useSubmitAssignmentMutation$data;
  variables: useSubmitAssignmentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
  "name": "marked",
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "findings",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visitNote",
  "storageKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSubmitAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "submitAssignment",
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
                "concreteType": "Assignment",
                "kind": "LinkedField",
                "name": "assignment",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "MyAssignmentRow_assignment"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SubmitAssignmentPayload",
            "abstractKey": null
          },
          (v8/*:: as any*/)
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
    "name": "useSubmitAssignmentMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "submitAssignment",
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
                "concreteType": "Assignment",
                "kind": "LinkedField",
                "name": "assignment",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isMarkable",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "isNoteAllow",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "marksHeld",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "requestStatus",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "diagnosisDraft",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "noteDraft",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Patient",
                    "kind": "LinkedField",
                    "name": "patient",
                    "plural": false,
                    "selections": [
                      (v4/*:: as any*/),
                      (v9/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "name",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "DiagnosisParts",
                    "kind": "LinkedField",
                    "name": "diagnosisDraftParts",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "diagnosis",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "treatments",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "SubmitAssignmentPayload",
            "abstractKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1697d1e10f45add8c3c5fe18326ad043",
    "id": null,
    "metadata": {},
    "name": "useSubmitAssignmentMutation",
    "operationKind": "mutation",
    "text": "mutation useSubmitAssignmentMutation(\n  $input: SubmitAssignmentInput!\n) {\n  submitAssignment(input: $input) {\n    __typename\n    ... on SubmitAssignmentPayload {\n      marked\n      assignment {\n        id\n        status\n        findings\n        visitNote\n        ...MyAssignmentRow_assignment\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment DiagnosisDialog_assignment on Assignment {\n  id\n  patient {\n    name\n    id\n  }\n  diagnosisDraftParts {\n    diagnosis\n    treatments\n  }\n}\n\nfragment MyAssignmentRow_assignment on Assignment {\n  id\n  databaseId\n  status\n  isMarkable\n  isNoteAllow\n  marksHeld\n  requestStatus\n  createdAt\n  findings\n  visitNote\n  diagnosisDraft\n  noteDraft\n  patient {\n    id\n    databaseId\n    name\n  }\n  ...DiagnosisDialog_assignment\n  ...NoteDialog_assignment\n  ...SubmitAssignmentDialog_assignment\n  ...RequestResetDialog_assignment\n}\n\nfragment NoteDialog_assignment on Assignment {\n  id\n  noteDraft\n  patient {\n    name\n    id\n  }\n}\n\nfragment RequestResetDialog_assignment on Assignment {\n  id\n  patient {\n    name\n    id\n  }\n}\n\nfragment SubmitAssignmentDialog_assignment on Assignment {\n  id\n  isMarkable\n  isNoteAllow\n  diagnosisDraft\n  noteDraft\n  patient {\n    name\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6dc1777889c8f1d440b489044a83d861";

export default node;
