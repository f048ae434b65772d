/**
 * @generated SignedSource<<95668c18b4931a6366ee430a3f16af6a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoiceSessionMode = "ASSIGNMENT" | "TRY" | "%future added value";
export type VoiceSessionState = "IDLE" | "RECORDING" | "REPLYING" | "%future added value";
export type VoiceSpeechToTextProvider = "BROWSER" | "DEEPGRAM" | "NONE" | "OPENAI" | "%future added value";
export type VoiceTextToSpeechProvider = "DEEPGRAM" | "ESPEAK" | "FLITE" | "NONE" | "OPENAI" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VoiceChat_session$data = {
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
  readonly " $fragmentType": "VoiceChat_session";
};
export type VoiceChat_session$key = {
  readonly " $data"?: VoiceChat_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceChat_session">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoiceChat_session",
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
      "name": "mode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "socketPath",
      "storageKey": null
    },
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
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
    {
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
    }
  ],
  "type": "VoiceSession",
  "abstractKey": null
};

(node as any).hash = "164e5ac94bb547b9e88d658157f58a36";

export default node;
