/**
 * @generated SignedSource<<0d63e51b3e84fd89ee02bc7abc6bd9e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePendingRequestCountSubscription$variables = Record<PropertyKey, never>;
export type usePendingRequestCountSubscription$data = {
  readonly pendingRequestCount: number;
};
export type usePendingRequestCountSubscription = {
  response: usePendingRequestCountSubscription$data;
  variables: usePendingRequestCountSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pendingRequestCount",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePendingRequestCountSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePendingRequestCountSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "5b2a5157a48abd4ea3ccb8e5df140367",
    "id": null,
    "metadata": {},
    "name": "usePendingRequestCountSubscription",
    "operationKind": "subscription",
    "text": "subscription usePendingRequestCountSubscription {\n  pendingRequestCount\n}\n"
  }
};
})();

(node as any).hash = "fda1488b0c9a52cbffb96ae195b63c71";

export default node;
