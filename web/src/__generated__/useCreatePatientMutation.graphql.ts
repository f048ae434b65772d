/**
 * @generated SignedSource<<e0d4f8497cb5f31159adddbe817fcc7b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreatePatientInput = {
  diagnosis: string;
  mandatoryQuestions?: string | null | undefined;
  medicalHistory: string;
  name: string;
  predefinedTreatments: string;
  symptoms: ReadonlyArray<string>;
  voiceModel?: string | null | undefined;
};
export type useCreatePatientMutation$variables = {
  input: CreatePatientInput;
};
export type useCreatePatientMutation$data = {
  readonly createPatient: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly patient?: {
      readonly id: string;
    };
  };
};
export type useCreatePatientMutation = {
  response: useCreatePatientMutation$data;
  variables: useCreatePatientMutation$variables;
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
    "name": "createPatient",
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
            "concreteType": "Patient",
            "kind": "LinkedField",
            "name": "patient",
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
        "type": "PatientPayload",
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
    "name": "useCreatePatientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreatePatientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f016398641cd9d8cb035711ac04c498e",
    "id": null,
    "metadata": {},
    "name": "useCreatePatientMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePatientMutation(\n  $input: CreatePatientInput!\n) {\n  createPatient(input: $input) {\n    __typename\n    ... on PatientPayload {\n      patient {\n        id\n      }\n    }\n    ... on ValidationError {\n      field\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "da18a36c5debddd3afa5fa098d8edcd4";

export default node;
