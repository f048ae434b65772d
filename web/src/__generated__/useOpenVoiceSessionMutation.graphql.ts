/**
 * @generated SignedSource<<7c122b47390a51de621d6cc7f952ca12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoiceSessionMode = "ASSIGNMENT" | "TRY" | "%future added value";
export type VoiceSessionState = "IDLE" | "RECORDING" | "REPLYING" | "%future added value";
export type VoiceSpeechToTextProvider = "BROWSER" | "DEEPGRAM" | "NONE" | "OPENAI" | "%future added value";
export type VoiceTextToSpeechProvider = "DEEPGRAM" | "ESPEAK" | "FLITE" | "NONE" | "OPENAI" | "%future added value";
export type OpenVoiceSessionInput = {
  assignmentId?: string | null | undefined;
  patientId?: string | null | undefined;
};
export type useOpenVoiceSessionMutation$variables = {
  input: OpenVoiceSessionInput;
};
export type useOpenVoiceSessionMutation$data = {
  readonly openVoiceSession: {
    readonly __typename: string;
    readonly message?: string;
    readonly session?: {
      readonly id: string;
      readonly messages: ReadonlyArray<{
        readonly isAI: boolean;
        readonly messageId: string;
        readonly text: string;
        readonly timestamp: string;
      }>;
      readonly mode: VoiceSessionMode;
      readonly patient: {
        readonly name: string;
      };
      readonly providers: {
        readonly speechToText: VoiceSpeechToTextProvider;
        readonly textToSpeech: VoiceTextToSpeechProvider;
      };
      readonly socketPath: string;
      readonly state: VoiceSessionState;
    };
  };
};
export type useOpenVoiceSessionMutation = {
  response: useOpenVoiceSessionMutation$data;
  variables: useOpenVoiceSessionMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mode",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "state",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "socketPath",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "VoiceProviders",
  "kind": "LinkedField",
  "name": "providers",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "speechToText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "textToSpeech",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "VoiceMessage",
  "kind": "LinkedField",
  "name": "messages",
  "plural": true,
  "selections": [
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
  "storageKey": null
},
v10 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useOpenVoiceSessionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "openVoiceSession",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "VoiceSession",
                "kind": "LinkedField",
                "name": "session",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Patient",
                    "kind": "LinkedField",
                    "name": "patient",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "VoiceSessionPayload",
            "abstractKey": null
          },
          (v10/*:: as any*/)
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
    "name": "useOpenVoiceSessionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "openVoiceSession",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "VoiceSession",
                "kind": "LinkedField",
                "name": "session",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Patient",
                    "kind": "LinkedField",
                    "name": "patient",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v8/*:: as any*/),
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "VoiceSessionPayload",
            "abstractKey": null
          },
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4f8e9f50486394542b5c64b8b4d5b513",
    "id": null,
    "metadata": {},
    "name": "useOpenVoiceSessionMutation",
    "operationKind": "mutation",
    "text": "mutation useOpenVoiceSessionMutation(\n  $input: OpenVoiceSessionInput!\n) {\n  openVoiceSession(input: $input) {\n    __typename\n    ... on VoiceSessionPayload {\n      session {\n        id\n        mode\n        state\n        socketPath\n        patient {\n          name\n          id\n        }\n        providers {\n          speechToText\n          textToSpeech\n        }\n        messages {\n          messageId\n          text\n          isAI\n          timestamp\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f164b1c0d1c040a0299eb2f1a6f0e17a";

export default node;
