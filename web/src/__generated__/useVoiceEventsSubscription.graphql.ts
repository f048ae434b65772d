/**
 * @generated SignedSource<<ad2e0a6ef3251be7ecd7c4dde8c2c9e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoiceErrorCode = "BUSY" | "CHAT_KEY_UNREADABLE" | "FAILED" | "NO_SPEECH" | "SAVE_FAILED" | "SPEECH_UNAVAILABLE" | "TRANSCRIPTION_FAILED" | "%future added value";
export type VoiceSessionState = "IDLE" | "RECORDING" | "REPLYING" | "%future added value";
export type useVoiceEventsSubscription$variables = {
  sessionId: string;
};
export type useVoiceEventsSubscription$data = {
  readonly voiceEvents: {
    readonly __typename: "VoiceErrorEvent";
    readonly code: VoiceErrorCode;
    readonly message: string;
  } | {
    readonly __typename: "VoiceQuestionEvent";
    readonly question: {
      readonly isAI: boolean;
      readonly messageId: string;
      readonly text: string;
      readonly timestamp: string;
    };
  } | {
    readonly __typename: "VoiceReplyEvent";
    readonly reply: {
      readonly isAI: boolean;
      readonly messageId: string;
      readonly text: string;
      readonly timestamp: string;
    };
    readonly speechUrl: string | null | undefined;
  } | {
    readonly __typename: "VoiceStateEvent";
    readonly state: VoiceSessionState;
  } | {
    readonly __typename: "VoiceTokenEvent";
    readonly delta: string;
    readonly index: number;
    readonly messageId: string;
  } | {
    readonly __typename: "VoiceTranscriptEvent";
    readonly isFinal: boolean;
    readonly text: string;
    readonly utteranceId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useVoiceEventsSubscription = {
  response: useVoiceEventsSubscription$data;
  variables: useVoiceEventsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "sessionId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "messageId",
  "storageKey": null
},
v3 = [
  (v2/*:: as any*/),
  (v1/*:: as any*/),
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
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sessionId",
        "variableName": "sessionId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "voiceEvents",
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
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          }
        ],
        "type": "VoiceStateEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "utteranceId",
            "storageKey": null
          },
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isFinal",
            "storageKey": null
          }
        ],
        "type": "VoiceTranscriptEvent",
        "abstractKey": null
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
            "selections": (v3/*:: as any*/),
            "storageKey": null
          }
        ],
        "type": "VoiceQuestionEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "index",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "delta",
            "storageKey": null
          }
        ],
        "type": "VoiceTokenEvent",
        "abstractKey": null
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
            "selections": (v3/*:: as any*/),
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
        "type": "VoiceReplyEvent",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "VoiceErrorEvent",
        "abstractKey": null
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
    "name": "useVoiceEventsSubscription",
    "selections": (v4/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useVoiceEventsSubscription",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "94c312793014dc9b62e854790a894a30",
    "id": null,
    "metadata": {},
    "name": "useVoiceEventsSubscription",
    "operationKind": "subscription",
    "text": "subscription useVoiceEventsSubscription(\n  $sessionId: ID!\n) {\n  voiceEvents(sessionId: $sessionId) {\n    __typename\n    ... on VoiceStateEvent {\n      state\n    }\n    ... on VoiceTranscriptEvent {\n      utteranceId\n      text\n      isFinal\n    }\n    ... on VoiceQuestionEvent {\n      question {\n        messageId\n        text\n        isAI\n        timestamp\n      }\n    }\n    ... on VoiceTokenEvent {\n      messageId\n      index\n      delta\n    }\n    ... on VoiceReplyEvent {\n      reply {\n        messageId\n        text\n        isAI\n        timestamp\n      }\n      speechUrl\n    }\n    ... on VoiceErrorEvent {\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6094b6df69fe89f5c5dbe72ca7e42219";

export default node;
