/**
 * @generated SignedSource<<979bccb155001202900e428726cfe7b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Severity = "MILD" | "MODERATE" | "SEVERE" | "%future added value";
export type UpdateSymptomInput = {
  description?: string | null | undefined;
  id: string;
  name?: string | null | undefined;
  severity?: Severity | null | undefined;
};
export type useUpdateSymptomMutation$variables = {
  input: UpdateSymptomInput;
};
export type useUpdateSymptomMutation$data = {
  readonly updateSymptom: {
    readonly __typename: string;
    readonly message?: string;
    readonly symptom?: {
      readonly description: string;
      readonly id: string;
      readonly name: string;
      readonly severity: Severity;
    };
  };
};
export type useUpdateSymptomMutation = {
  response: useUpdateSymptomMutation$data;
  variables: useUpdateSymptomMutation$variables;
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
    "name": "updateSymptom",
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
                "name": "description",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "severity",
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
    "name": "useUpdateSymptomMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSymptomMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "29b96326c0d7a5a2717a00ba3e5f2472",
    "id": null,
    "metadata": {},
    "name": "useUpdateSymptomMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSymptomMutation(\n  $input: UpdateSymptomInput!\n) {\n  updateSymptom(input: $input) {\n    __typename\n    ... on SymptomPayload {\n      symptom {\n        id\n        name\n        description\n        severity\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd0e4a7e91e3cc60d0b46981ee05364a";

export default node;
