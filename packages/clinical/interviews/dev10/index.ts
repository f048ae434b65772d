import type { InterviewCase } from '../types.js';
import { acuteCholangitis } from './acute-cholangitis.js';
import { acuteOtitisExterna } from './acute-otitis-externa.js';
import { addisonsDisease } from './addisons-disease.js';
import { epiglottitis } from './epiglottitis.js';
import { hypothermiaWithFall } from './hypothermia-with-fall.js';
import { lungCancer } from './lung-cancer.js';
import { osteoarthritisKnee } from './osteoarthritis-knee.js';
import { sickleCellCrisis } from './sickle-cell-crisis.js';
import { smallBowelObstruction } from './small-bowel-obstruction.js';
import { trigeminalNeuralgia } from './trigeminal-neuralgia.js';

/** Development set dev10: ten cases written blind, two in each of the five teacher styles. */
export const dev10Cases: InterviewCase[] = [
  epiglottitis,
  sickleCellCrisis,
  acuteCholangitis,
  smallBowelObstruction,
  lungCancer,
  trigeminalNeuralgia,
  acuteOtitisExterna,
  addisonsDisease,
  hypothermiaWithFall,
  osteoarthritisKnee,
];
