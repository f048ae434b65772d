/**
 * @generated SignedSource<<4107d593a9b477e3b68d9beb5b6bf67f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PartnerTokenScope = "READ_ONLY" | "STATISTICS" | "STATISTICS_AND_MARKS" | "%future added value";
export type CreatePartnerTokenInput = {
  expiresAt?: string | null | undefined;
  name: string;
  scope: PartnerTokenScope;
};
export type useCreatePartnerTokenMutation$variables = {
  input: CreatePartnerTokenInput;
};
export type useCreatePartnerTokenMutation$data = {
  readonly createPartnerToken: {
    readonly __typename: string;
    readonly message?: string;
    readonly secret?: string;
    readonly token?: {
      readonly id: string;
      readonly name: string;
    };
  };
};
export type useCreatePartnerTokenMutation = {
  response: useCreatePartnerTokenMutation$data;
  variables: useCreatePartnerTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "createPartnerToken",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "secret",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PartnerToken",
            "kind": "LinkedField",
            "name": "token",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CreatePartnerTokenPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useCreatePartnerTokenMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePartnerTokenMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "92d869396b829499954f962cb2e304b6",
    "id": null,
    "metadata": {},
    "name": "useCreatePartnerTokenMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePartnerTokenMutation(\n  $input: CreatePartnerTokenInput!\n) {\n  createPartnerToken(input: $input) {\n    __typename\n    ... on CreatePartnerTokenPayload {\n      message\n      secret\n      token {\n        id\n        name\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8eb019c40a19bd9c946e9b629b1e35c7";

export default node;
