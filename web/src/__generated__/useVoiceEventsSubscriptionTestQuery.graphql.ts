/**
 * @generated SignedSource<<1b431d2bb037b0df1d8c99221de82ca5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useVoiceEventsSubscriptionTestQuery$variables = {
  id: string;
};
export type useVoiceEventsSubscriptionTestQuery$data = {
  readonly node: {
    readonly messages?: ReadonlyArray<{
      readonly isAI: boolean;
      readonly messageId: string;
      readonly text: string;
    }>;
  } | null | undefined;
};
export type useVoiceEventsSubscriptionTestQuery = {
  response: useVoiceEventsSubscriptionTestQuery$data;
  variables: useVoiceEventsSubscriptionTestQuery$variables;
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VoiceSession",
  "abstractKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useVoiceEventsSubscriptionTestQuery",
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
    "name": "useVoiceEventsSubscriptionTestQuery",
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
    "cacheID": "29f062e6562a70e4a6ff9a5861c2d453",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "node": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "Node"
        },
        "node.__typename": (v3/*:: as any*/),
        "node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "node.messages": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "VoiceMessage"
        },
        "node.messages.isAI": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "node.messages.messageId": (v3/*:: as any*/),
        "node.messages.text": (v3/*:: as any*/)
      }
    },
    "name": "useVoiceEventsSubscriptionTestQuery",
    "operationKind": "query",
    "text": "query useVoiceEventsSubscriptionTestQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on VoiceSession {\n      messages {\n        messageId\n        text\n        isAI\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "dca15c2cb1dd8aaf77fb40e714d420f0";

export default node;
