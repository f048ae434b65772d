/**
 * @generated SignedSource<<799545491bf00d8c3c4c8f789238d777>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultScoreChart_assignment$data = {
  readonly scores: {
    readonly diagnosis: number | null | undefined;
    readonly mandatoryQuestions: number | null | undefined;
    readonly maxima: {
      readonly diagnosis: number;
      readonly mandatoryQuestions: number;
      readonly symptoms: number;
      readonly treatment: number;
    };
    readonly symptoms: number | null | undefined;
    readonly treatment: number | null | undefined;
  };
  readonly " $fragmentType": "ResultScoreChart_assignment";
};
export type ResultScoreChart_assignment$key = {
  readonly " $data"?: ResultScoreChart_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultScoreChart_assignment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mandatoryQuestions",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "symptoms",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "diagnosis",
  "storageKey": null
},
v3 = {
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
  "name": "ResultScoreChart_assignment",
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
            (v3/*:: as any*/)
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

(node as any).hash = "2df5336bf884e02592822e9bda353b72";

export default node;
