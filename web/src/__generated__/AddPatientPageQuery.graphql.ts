/**
 * @generated SignedSource<<1eeb9c530cb9c669e33f62104f389e8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddPatientPageQuery$variables = {
  symptomOptionCount: number;
};
export type AddPatientPageQuery$data = {
  readonly voices: ReadonlyArray<{
    readonly canonicalName: string;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"SymptomPicker_query" | "VoicePicker_query">;
};
export type AddPatientPageQuery = {
  response: AddPatientPageQuery$data;
  variables: AddPatientPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "symptomOptionCount"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canonicalName",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddPatientPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Voice",
        "kind": "LinkedField",
        "name": "voices",
        "plural": true,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "VoicePicker_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SymptomPicker_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddPatientPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Voice",
        "kind": "LinkedField",
        "name": "voices",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accent",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "image",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "tags",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "sampleUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "symptomOptions",
        "args": [
          {
            "kind": "Variable",
            "name": "first",
            "variableName": "symptomOptionCount"
          }
        ],
        "concreteType": "SymptomConnection",
        "kind": "LinkedField",
        "name": "symptoms",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SymptomConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Symptom",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "severity",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e10a0af848585742eca217c6d73af5c8",
    "id": null,
    "metadata": {},
    "name": "AddPatientPageQuery",
    "operationKind": "query",
    "text": "query AddPatientPageQuery(\n  $symptomOptionCount: Int!\n) {\n  voices {\n    canonicalName\n  }\n  ...VoicePicker_query\n  ...SymptomPicker_query\n}\n\nfragment SymptomPicker_query on Query {\n  symptomOptions: symptoms(first: $symptomOptionCount) {\n    edges {\n      node {\n        id\n        name\n        severity\n      }\n    }\n  }\n}\n\nfragment VoicePicker_query on Query {\n  voices {\n    canonicalName\n    name\n    accent\n    image\n    ...VoicePreviewDialog_voice\n  }\n}\n\nfragment VoicePreviewDialog_voice on Voice {\n  name\n  accent\n  tags\n  image\n  sampleUrl\n}\n"
  }
};
})();

(node as any).hash = "dd25bff77b2bc797e8a5cbfe4fc51b42";

export default node;
