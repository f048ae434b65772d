/**
 * @generated SignedSource<<9f5b4a047c4be5bd6fa40476e8271a0e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultScoreCards_assignment$data = {
  readonly scores: {
    readonly diagnosis: number | null | undefined;
    readonly mandatoryQuestions: number | null | undefined;
    readonly maxima: {
      readonly diagnosis: number;
      readonly mandatoryQuestions: number;
      readonly symptoms: number;
      readonly total: number;
      readonly treatment: number;
    };
    readonly symptoms: number | null | undefined;
    readonly total: number | null | undefined;
    readonly treatment: number | null | undefined;
  };
  readonly " $fragmentType": "ResultScoreCards_assignment";
};
export type ResultScoreCards_assignment$key = {
  readonly " $data"?: ResultScoreCards_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultScoreCards_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mandatoryQuestions",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "symptoms",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "diagnosis",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "treatment",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultScoreCards_assignment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AssignmentScores",
      "kind": "LinkedField",
      "name": "scores",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/),
        (v3/*:: as any*/),
        (v4/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ScoreSheet",
          "kind": "LinkedField",
          "name": "maxima",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};
})();

(node as any).hash = "4c6744a360e9ebaafefc85edadf74fc4";

export default node;
