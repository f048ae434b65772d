/**
 * @generated SignedSource<<eb9c129fb1a5bc5325d75f62da32db8f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VoiceSessionState = "IDLE" | "RECORDING" | "REPLYING" | "%future added value";
export type refreshVoiceSessionQuery$variables = {
  id: string;
};
export type refreshVoiceSessionQuery$data = {
  readonly node: {
    readonly messages?: ReadonlyArray<{
      readonly isAI: boolean;
      readonly messageId: string;
      readonly text: string;
      readonly timestamp: string;
    }>;
    readonly state?: VoiceSessionState;
  } | null | undefined;
};
export type refreshVoiceSessionQuery = {
  response: refreshVoiceSessionQuery$data;
  variables: refreshVoiceSessionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
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
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshVoiceSessionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "refreshVoiceSessionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
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
    ]
  },
  "params": {
    "cacheID": "a02117c10a164f59b2982834d5f5dbac",
    "id": null,
    "metadata": {},
    "name": "refreshVoiceSessionQuery",
    "operationKind": "query",
    "text": "query refreshVoiceSessionQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on VoiceSession {\n      state\n      messages {\n        messageId\n        text\n        isAI\n        timestamp\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "985b2e8c4277e94d62951386e54e923d";

export default node;
