/**
 * @generated SignedSource<<4bc9f2d19c5dda85ef168c2502694507>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveAssignmentDraftInput = {
  assignmentId: string;
  diagnosis?: string | null | undefined;
  note?: string | null | undefined;
  treatments?: string | null | undefined;
};
export type useSaveAssignmentDraftMutation$variables = {
  input: SaveAssignmentDraftInput;
};
export type useSaveAssignmentDraftMutation$data = {
  readonly saveAssignmentDraft: {
    readonly __typename: string;
    readonly assignment?: {
      readonly diagnosisDraft: string | null | undefined;
      readonly diagnosisDraftParts: {
        readonly diagnosis: string;
        readonly treatments: string;
      } | null | undefined;
      readonly id: string;
      readonly noteDraft: string | null | undefined;
    };
    readonly field?: string | null | undefined;
    readonly message?: string;
  };
};
export type useSaveAssignmentDraftMutation = {
  response: useSaveAssignmentDraftMutation$data;
  variables: useSaveAssignmentDraftMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveAssignmentDraft",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Assignment",
            "kind": "LinkedField",
            "name": "assignment",
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
        "type": "AssignmentPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
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
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveAssignmentDraftMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveAssignmentDraftMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "146947819896e945316a1a8faccced93",
    "id": null,
    "metadata": {},
    "name": "useSaveAssignmentDraftMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveAssignmentDraftMutation(\n  $input: SaveAssignmentDraftInput!\n) {\n  saveAssignmentDraft(input: $input) {\n    __typename\n    ... on AssignmentPayload {\n      assignment {\n        id\n        diagnosisDraft\n        noteDraft\n        diagnosisDraftParts {\n          diagnosis\n          treatments\n        }\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "695db3e8ee8020cd55c21179ecc88e5d";

export default node;
