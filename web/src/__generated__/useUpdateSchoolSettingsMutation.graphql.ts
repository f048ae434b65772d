/**
 * @generated SignedSource<<d51f2cc56e9f8cb3a670e6cc6a1e95bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateSchoolSettingsInput = {
  browserSpeechRecognition: boolean;
};
export type useUpdateSchoolSettingsMutation$variables = {
  input: UpdateSchoolSettingsInput;
};
export type useUpdateSchoolSettingsMutation$data = {
  readonly updateSchoolSettings: {
    readonly __typename: string;
    readonly message?: string;
    readonly settings?: {
      readonly browserSpeechRecognition: boolean;
    };
  };
};
export type useUpdateSchoolSettingsMutation = {
  response: useUpdateSchoolSettingsMutation$data;
  variables: useUpdateSchoolSettingsMutation$variables;
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
    "name": "updateSchoolSettings",
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
            "concreteType": "SchoolSettings",
            "kind": "LinkedField",
            "name": "settings",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "browserSpeechRecognition",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SchoolSettingsPayload",
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
    "name": "useUpdateSchoolSettingsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateSchoolSettingsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "97b1c2d621922885cba9b3f773624d9a",
    "id": null,
    "metadata": {},
    "name": "useUpdateSchoolSettingsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSchoolSettingsMutation(\n  $input: UpdateSchoolSettingsInput!\n) {\n  updateSchoolSettings(input: $input) {\n    __typename\n    ... on SchoolSettingsPayload {\n      settings {\n        browserSpeechRecognition\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2727a1cb69a7df2a9ad5e958ccdeb3a1";

export default node;
