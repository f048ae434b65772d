/**
 * @generated SignedSource<<d2524d99141a07341f0c20e590b31ecd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ModelChoicesQuery$variables = Record<PropertyKey, never>;
export type ModelChoicesQuery$data = {
  readonly openAiModels: ReadonlyArray<{
    readonly modelId: string;
    readonly ownedBy: string;
  }>;
  readonly speechToTextModels: ReadonlyArray<{
    readonly name: string;
    readonly uuid: string;
    readonly version: string;
  }>;
};
export type ModelChoicesQuery = {
  response: ModelChoicesQuery$data;
  variables: ModelChoicesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OpenAiModel",
    "kind": "LinkedField",
    "name": "openAiModels",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "modelId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ownedBy",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "SpeechToTextModel",
    "kind": "LinkedField",
    "name": "speechToTextModels",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "uuid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "version",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ModelChoicesQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ModelChoicesQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "6388d00dde781aa6abcf0c02fc63b107",
    "id": null,
    "metadata": {},
    "name": "ModelChoicesQuery",
    "operationKind": "query",
    "text": "query ModelChoicesQuery {\n  openAiModels {\n    modelId\n    ownedBy\n  }\n  speechToTextModels {\n    uuid\n    name\n    version\n  }\n}\n"
  }
};
})();

(node as any).hash = "adafe0d1ef31fb6d941230919a75dbed";

export default node;
