/**
 * @generated SignedSource<<cac968d5206c36eaaeb23273bb28d3cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AskPatientInput = {
  sessionId: string;
  spoken?: boolean | null | undefined;
  text: string;
};
export type useAskPatientMutation$variables = {
  input: AskPatientInput;
};
export type useAskPatientMutation$data = {
  readonly askPatient: {
    readonly __typename: string;
    readonly message?: string;
    readonly reply?: {
      readonly messageId: string;
    };
  };
};
export type useAskPatientMutation = {
  response: useAskPatientMutation$data;
  variables: useAskPatientMutation$variables;
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
    "name": "askPatient",
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
            "concreteType": "VoiceMessage",
            "kind": "LinkedField",
            "name": "reply",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "messageId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AskPatientPayload",
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
    "name": "useAskPatientMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAskPatientMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "32082910f7801538392543c1deed9bfb",
    "id": null,
    "metadata": {},
    "name": "useAskPatientMutation",
    "operationKind": "mutation",
    "text": "mutation useAskPatientMutation(\n  $input: AskPatientInput!\n) {\n  askPatient(input: $input) {\n    __typename\n    ... on AskPatientPayload {\n      reply {\n        messageId\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6b9881a129ed33086f8bdacd1b7608c0";

export default node;
