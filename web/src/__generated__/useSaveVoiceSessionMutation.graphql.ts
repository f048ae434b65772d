/**
 * @generated SignedSource<<ace17cba06ec0352cddcafe6f32fe5cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SaveVoiceSessionInput = {
  sessionId: string;
};
export type useSaveVoiceSessionMutation$variables = {
  input: SaveVoiceSessionInput;
};
export type useSaveVoiceSessionMutation$data = {
  readonly saveVoiceSession: {
    readonly __typename: string;
    readonly message?: string;
    readonly stored?: boolean;
  };
};
export type useSaveVoiceSessionMutation = {
  response: useSaveVoiceSessionMutation$data;
  variables: useSaveVoiceSessionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "saveVoiceSession",
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
            "name": "stored",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "type": "SaveVoiceSessionPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useSaveVoiceSessionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSaveVoiceSessionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "fe63b7d58ee6801488be285afd215e17",
    "id": null,
    "metadata": {},
    "name": "useSaveVoiceSessionMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveVoiceSessionMutation(\n  $input: SaveVoiceSessionInput!\n) {\n  saveVoiceSession(input: $input) {\n    __typename\n    ... on SaveVoiceSessionPayload {\n      stored\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1b3272f333b08fed3701d5270b243923";

export default node;
