/**
 * @generated SignedSource<<bf85c8b8f9826160c5cb9a9b01ffd7be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useMarkAllMutation$variables = {
  patientId?: string | null | undefined;
};
export type useMarkAllMutation$data = {
  readonly markAll: {
    readonly __typename: string;
    readonly markedCount?: number;
    readonly message?: string;
  };
};
export type useMarkAllMutation = {
  response: useMarkAllMutation$data;
  variables: useMarkAllMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "patientId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "patientId",
        "variableName": "patientId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "markAll",
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
            "name": "markedCount",
            "storageKey": null
          }
        ],
        "type": "MarkAllPayload",
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
    "name": "useMarkAllMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkAllMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6ac8136dc5acc6b593c03ea16a76795a",
    "id": null,
    "metadata": {},
    "name": "useMarkAllMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkAllMutation(\n  $patientId: ID\n) {\n  markAll(patientId: $patientId) {\n    __typename\n    ... on MarkAllPayload {\n      markedCount\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ffafc91912030a8ca404fd1a9155355";

export default node;
