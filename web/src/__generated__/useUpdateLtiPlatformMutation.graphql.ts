/**
 * @generated SignedSource<<1912a2a128431c36d99921f7a55820d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LtiPlatformStatus = "ACTIVE" | "DISABLED" | "PENDING" | "%future added value";
export type UpdateLtiPlatformInput = {
  deploymentIds?: ReadonlyArray<string> | null | undefined;
  id: string;
  name?: string | null | undefined;
  status?: LtiPlatformStatus | null | undefined;
};
export type useUpdateLtiPlatformMutation$variables = {
  input: UpdateLtiPlatformInput;
};
export type useUpdateLtiPlatformMutation$data = {
  readonly updateLtiPlatform: {
    readonly __typename: string;
    readonly message?: string;
    readonly platform?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LtiPlatformRow_platform">;
    };
  };
};
export type useUpdateLtiPlatformMutation = {
  response: useUpdateLtiPlatformMutation$data;
  variables: useUpdateLtiPlatformMutation$variables;
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
  "name": "message",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateLtiPlatformMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateLtiPlatform",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LtiPlatform",
                "kind": "LinkedField",
                "name": "platform",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "LtiPlatformRow_platform"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "LtiPlatformPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
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
    "name": "useUpdateLtiPlatformMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateLtiPlatform",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "LtiPlatform",
                "kind": "LinkedField",
                "name": "platform",
                "plural": false,
                "selections": [
                  (v4/*:: as any*/),
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
                    "name": "issuer",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "clientId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "origin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastUsedAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "LtiPlatformPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "92c05a2143963ea91c4dc828699438c6",
    "id": null,
    "metadata": {},
    "name": "useUpdateLtiPlatformMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateLtiPlatformMutation(\n  $input: UpdateLtiPlatformInput!\n) {\n  updateLtiPlatform(input: $input) {\n    __typename\n    ... on LtiPlatformPayload {\n      message\n      platform {\n        id\n        ...LtiPlatformRow_platform\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment LtiPlatformRow_platform on LtiPlatform {\n  id\n  name\n  issuer\n  clientId\n  status\n  origin\n  lastUsedAt\n}\n"
  }
};
})();

(node as any).hash = "93bf7c116eb30ff01b12c225522202bb";

export default node;
