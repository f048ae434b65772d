/**
 * @generated SignedSource<<e54d0e0dd66f81a6b550c1650e8de103>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCaseCheckProgressSubscription$variables = {
  progressId: string;
};
export type useCaseCheckProgressSubscription$data = {
  readonly caseCheckProgress: {
    readonly done: number;
    readonly total: number;
  };
};
export type useCaseCheckProgressSubscription = {
  response: useCaseCheckProgressSubscription$data;
  variables: useCaseCheckProgressSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "progressId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "progressId",
        "variableName": "progressId"
      }
    ],
    "concreteType": "CaseCheckProgress",
    "kind": "LinkedField",
    "name": "caseCheckProgress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "done",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "total",
        "storageKey": null
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
    "name": "useCaseCheckProgressSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCaseCheckProgressSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bfbc32132e6f457d91d799547189bd99",
    "id": null,
    "metadata": {},
    "name": "useCaseCheckProgressSubscription",
    "operationKind": "subscription",
    "text": "subscription useCaseCheckProgressSubscription(\n  $progressId: String!\n) {\n  caseCheckProgress(progressId: $progressId) {\n    done\n    total\n  }\n}\n"
  }
};
})();

(node as any).hash = "e941c303601ef89394c47dcf931dbbb0";

export default node;
