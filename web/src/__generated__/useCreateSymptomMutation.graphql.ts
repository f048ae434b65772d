/**
 * @generated SignedSource<<ed78b49b8ecd986a30a0f8e7cb069f1c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Severity = "MILD" | "MODERATE" | "SEVERE" | "%future added value";
export type CreateSymptomInput = {
  description: string;
  name: string;
  severity?: Severity | null | undefined;
};
export type useCreateSymptomMutation$variables = {
  input: CreateSymptomInput;
};
export type useCreateSymptomMutation$data = {
  readonly createSymptom: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly symptom?: {
      readonly id: string;
    };
  };
};
export type useCreateSymptomMutation = {
  response: useCreateSymptomMutation$data;
  variables: useCreateSymptomMutation$variables;
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
    "name": "createSymptom",
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
            "concreteType": "Symptom",
            "kind": "LinkedField",
            "name": "symptom",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SymptomPayload",
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
    "name": "useCreateSymptomMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateSymptomMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6d3f8178e888d4b52862d8d5fbc0f0f3",
    "id": null,
    "metadata": {},
    "name": "useCreateSymptomMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateSymptomMutation(\n  $input: CreateSymptomInput!\n) {\n  createSymptom(input: $input) {\n    __typename\n    ... on SymptomPayload {\n      symptom {\n        id\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6f55127c244a2b1fed7d7aeb7c2e93f5";

export default node;
