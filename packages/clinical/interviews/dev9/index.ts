import type { InterviewCase } from '../types.js';
import { ankylosingSpondylitis } from './ankylosing-spondylitis.js';
import { gastroenteritisDehydration } from './gastroenteritis-dehydration.js';
import { hereditaryHaemochromatosis } from './hereditary-haemochromatosis.js';
import { infectiveEndocarditis } from './infective-endocarditis.js';
import { opioidToxicity } from './opioid-toxicity.js';
import { pleuralEffusion } from './pleural-effusion.js';
import { slippedUpperFemoralEpiphysis } from './slipped-upper-femoral-epiphysis.js';
import { temporalLobeEpilepsy } from './temporal-lobe-epilepsy.js';
import { urinaryTractInfection } from './urinary-tract-infection.js';
import { warfarinBleeding } from './warfarin-bleeding.js';

/** Development set dev9: ten cases written blind, two in each of the five teacher styles. */
export const dev9Cases: InterviewCase[] = [
  gastroenteritisDehydration,
  urinaryTractInfection,
  infectiveEndocarditis,
  temporalLobeEpilepsy,
  ankylosingSpondylitis,
  hereditaryHaemochromatosis,
  slippedUpperFemoralEpiphysis,
  pleuralEffusion,
  opioidToxicity,
  warfarinBleeding,
];
