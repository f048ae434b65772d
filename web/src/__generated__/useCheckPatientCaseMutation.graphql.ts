/**
 * @generated SignedSource<<504c2c260d77ea41512a9237c2562c32>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckPatientCaseInput = {
  diagnosis?: string | null | undefined;
  mandatoryQuestions?: string | null | undefined;
  medicalHistory?: string | null | undefined;
  name?: string | null | undefined;
  patientId?: string | null | undefined;
  predefinedTreatments?: string | null | undefined;
  progressId?: string | null | undefined;
  symptomIds?: ReadonlyArray<string> | null | undefined;
};
export type useCheckPatientCaseMutation$variables = {
  input: CheckPatientCaseInput;
};
export type useCheckPatientCaseMutation$data = {
  readonly checkPatientCase: {
    readonly __typename: string;
    readonly message?: string;
    readonly report: {
      readonly " $fragmentSpreads": FragmentRefs<"CaseCheckReport_report">;
    } | null | undefined;
  };
};
export type useCheckPatientCaseMutation = {
  response: useCheckPatientCaseMutation$data;
  variables: useCheckPatientCaseMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "question",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topic",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "factIds",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "symptom",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCheckPatientCaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "checkPatientCase",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CaseCheckReport_report"
                }
              ],
              "type": "CaseCheckReport",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "report"
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
    "name": "useCheckPatientCaseMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "checkPatientCase",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "provider",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseCheckItem",
                "kind": "LinkedField",
                "name": "items",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "answer",
                    "storageKey": null
                  },
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "flags",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseCheckFlag",
                "kind": "LinkedField",
                "name": "flags",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  (v5/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseFact",
                "kind": "LinkedField",
                "name": "facts",
                "plural": true,
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
                    "name": "phrase",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  (v8/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "present",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseCheckMandatory",
                "kind": "LinkedField",
                "name": "mandatory",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "askedBy",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "CaseCheckSentence",
                "kind": "LinkedField",
                "name": "sentences",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unread",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "CaseCheckReport",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b2daf5c83059b80ddc95380b769f36ee",
    "id": null,
    "metadata": {},
    "name": "useCheckPatientCaseMutation",
    "operationKind": "mutation",
    "text": "mutation useCheckPatientCaseMutation(\n  $input: CheckPatientCaseInput!\n) {\n  checkPatientCase(input: $input) {\n    __typename\n    ...CaseCheckReport_report\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment CaseCheckAnswers_report on CaseCheckReport {\n  items {\n    question\n    topic\n    answer\n    factIds\n    flags\n  }\n  facts {\n    id\n    phrase\n  }\n}\n\nfragment CaseCheckFlags_report on CaseCheckReport {\n  flags {\n    kind\n    message\n    question\n  }\n}\n\nfragment CaseCheckMandatory_report on CaseCheckReport {\n  mandatory {\n    question\n    askedBy\n  }\n}\n\nfragment CaseCheckReport_report on CaseCheckReport {\n  provider\n  items {\n    __typename\n  }\n  ...CaseCheckFlags_report\n  ...CaseCheckAnswers_report\n  ...CaseCheckMandatory_report\n  ...CaseCheckSentences_report\n  ...CaseFactsByTopic_report\n}\n\nfragment CaseCheckSentences_report on CaseCheckReport {\n  sentences {\n    text\n    symptom\n    factIds\n    unread\n  }\n  facts {\n    id\n    phrase\n  }\n}\n\nfragment CaseFactsByTopic_report on CaseCheckReport {\n  facts {\n    id\n    topic\n    symptom\n    present\n    phrase\n    source\n  }\n}\n"
  }
};
})();

(node as any).hash = "564c7228f8a292028ea6bbe8d2c4def3";

export default node;
