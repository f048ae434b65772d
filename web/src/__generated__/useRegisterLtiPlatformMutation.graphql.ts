/**
 * @generated SignedSource<<92f3c6fc0a87ca4166f70ef3ebf48be1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegisterLtiPlatformInput = {
  authUrl: string;
  clientId: string;
  deploymentIds: ReadonlyArray<string>;
  issuer: string;
  jwksUrl: string;
  name: string;
  tokenUrl: string;
};
export type useRegisterLtiPlatformMutation$variables = {
  input: RegisterLtiPlatformInput;
};
export type useRegisterLtiPlatformMutation$data = {
  readonly registerLtiPlatform: {
    readonly __typename: string;
    readonly field?: string | null | undefined;
    readonly message?: string;
    readonly platform?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"LtiPlatformRow_platform">;
    };
  };
};
export type useRegisterLtiPlatformMutation = {
  response: useRegisterLtiPlatformMutation$data;
  variables: useRegisterLtiPlatformMutation$variables;
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
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRegisterLtiPlatformMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "registerLtiPlatform",
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
          (v5/*:: as any*/),
          (v6/*:: as any*/)
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
    "name": "useRegisterLtiPlatformMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "registerLtiPlatform",
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
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f9c4abee9b2951e9e1b4d456ec379840",
    "id": null,
    "metadata": {},
    "name": "useRegisterLtiPlatformMutation",
    "operationKind": "mutation",
    "text": "mutation useRegisterLtiPlatformMutation(\n  $input: RegisterLtiPlatformInput!\n) {\n  registerLtiPlatform(input: $input) {\n    __typename\n    ... on LtiPlatformPayload {\n      message\n      platform {\n        id\n        ...LtiPlatformRow_platform\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      field\n    }\n  }\n}\n\nfragment LtiPlatformRow_platform on LtiPlatform {\n  id\n  name\n  issuer\n  clientId\n  status\n  origin\n  lastUsedAt\n}\n"
  }
};
})();

(node as any).hash = "81d105f1f8575b736c900d6aa5d5038b";

export default node;
