/**
 * @generated SignedSource<<2c40464debfafbfaa37765a85ff6e820>>
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
    readonly question?: {
      readonly isAI: boolean;
      readonly messageId: string;
      readonly text: string;
      readonly timestamp: string;
    };
    readonly reply?: {
      readonly isAI: boolean;
      readonly messageId: string;
      readonly text: string;
      readonly timestamp: string;
    };
    readonly speechUrl?: string | null | undefined;
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
    "args": null,
    "kind": "ScalarField",
    "name": "messageId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "text",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "isAI",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "timestamp",
    "storageKey": null
  }
],
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
            "name": "question",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VoiceMessage",
            "kind": "LinkedField",
            "name": "reply",
            "plural": false,
            "selections": (v1/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "speechUrl",
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
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAskPatientMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "aeec0646b7dd489ed4faa038098e0612",
    "id": null,
    "metadata": {},
    "name": "useAskPatientMutation",
    "operationKind": "mutation",
    "text": "mutation useAskPatientMutation(\n  $input: AskPatientInput!\n) {\n  askPatient(input: $input) {\n    __typename\n    ... on AskPatientPayload {\n      question {\n        messageId\n        text\n        isAI\n        timestamp\n      }\n      reply {\n        messageId\n        text\n        isAI\n        timestamp\n      }\n      speechUrl\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "45bcf22c5c15aac2c29bc5a8e88ed0dc";

export default node;
