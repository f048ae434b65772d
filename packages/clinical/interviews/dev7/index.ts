import type { InterviewCase } from '../types.js';
import { aorticStenosis } from './aortic-stenosis.js';
import { digoxinToxicity } from './digoxin-toxicity.js';
import { handFootAndMouthDisease } from './hand-foot-and-mouth-disease.js';
import { hepatitisA } from './hepatitis-a.js';
import { hyponatraemia } from './hyponatraemia.js';
import { multipleSclerosis } from './multiple-sclerosis.js';
import { nephroticSyndrome } from './nephrotic-syndrome.js';
import { polycysticOvarySyndrome } from './polycystic-ovary-syndrome.js';
import { renalCellCarcinoma } from './renal-cell-carcinoma.js';
import { ulcerativeColitis } from './ulcerative-colitis.js';

/** Development set dev7: ten cases written blind, two in each of the five teacher styles. */
export const dev7Cases: InterviewCase[] = [
  handFootAndMouthDisease,
  nephroticSyndrome,
  aorticStenosis,
  ulcerativeColitis,
  multipleSclerosis,
  polycysticOvarySyndrome,
  hepatitisA,
  renalCellCarcinoma,
  digoxinToxicity,
  hyponatraemia,
];
