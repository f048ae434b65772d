/**
 * @generated SignedSource<<9f14d3788f14c88489eeaa2a6be16a81>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdatePatientInput = {
  diagnosis: string;
  id: string;
  mandatoryQuestions?: string | null | undefined;
  medicalHistory: string;
  name: string;
  predefinedTreatments: string;
  symptoms: ReadonlyArray<string>;
  voiceModel?: string | null | undefined;
};
export type useUpdatePatientMutation$variables = {
  input: UpdatePatientInput;
};
export type useUpdatePatientMutation$data = {
  readonly updatePatient: {
    readonly __typename: string;
    readonly message?: string;
    readonly patient?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"EditPatientDialog_patient" | "PatientRow_patient">;
    };
  };
};
export type useUpdatePatientMutation = {
  response: useUpdatePatientMutation$data;
  variables: useUpdatePatientMutation$variables;
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
  "name": "id",
  "storageKey": null
},
v4 = {
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
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdatePatientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updatePatient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PatientRow_patient"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "EditPatientDialog_patient"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PatientPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
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
    "name": "useUpdatePatientMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updatePatient",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v5/*:: as any*/),
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
                    "concreteType": "Symptom",
                    "kind": "LinkedField",
                    "name": "symptoms",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "severity",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "medicalHistory",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "predefinedTreatments",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mandatoryQuestions",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "PatientPayload",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dea9b8ffdcb963eaf3191cf4ba07409b",
    "id": null,
    "metadata": {},
    "name": "useUpdatePatientMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdatePatientMutation(\n  $input: UpdatePatientInput!\n) {\n  updatePatient(input: $input) {\n    __typename\n    ... on PatientPayload {\n      patient {\n        id\n        ...PatientRow_patient\n        ...EditPatientDialog_patient\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment EditPatientDialog_patient on Patient {\n  id\n  name\n  diagnosis\n  medicalHistory\n  predefinedTreatments\n  mandatoryQuestions\n  symptoms {\n    id\n  }\n}\n\nfragment PatientRow_patient on Patient {\n  id\n  name\n  diagnosis\n  ...SymptomCountBadge_patient\n  ...EditPatientDialog_patient\n}\n\nfragment SymptomCountBadge_patient on Patient {\n  name\n  symptoms {\n    id\n    name\n    severity\n  }\n}\n"
  }
};
})();

(node as any).hash = "000cc6475d9ccb11f1020e02d6a12048";

export default node;
