/**
 * @generated SignedSource<<835f603b85a7134869b1addc590a6c16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultFeedback_assignment$data = {
  readonly editedParts: ReadonlyArray<string>;
  readonly evidence: {
    readonly grader: string;
  } | null | undefined;
  readonly feedback: string | null | undefined;
  readonly markedBy: string | null | undefined;
  readonly " $fragmentType": "ResultFeedback_assignment";
};
export type ResultFeedback_assignment$key = {
  readonly " $data"?: ResultFeedback_assignment$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResultFeedback_assignment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResultFeedback_assignment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feedback",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "markedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editedParts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MarkingEvidence",
      "kind": "LinkedField",
      "name": "evidence",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "grader",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Assignment",
  "abstractKey": null
};

(node as any).hash = "3c6d555abc5250c0d4621fc9c0bb3253";

export default node;
