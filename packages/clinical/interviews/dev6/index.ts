import type { InterviewCase } from '../types.js';
import { acuteAngleClosureGlaucoma } from './acute-angle-closure-glaucoma.js';
import { acuteKidneyInjury } from './acute-kidney-injury.js';
import { bellsPalsy } from './bells-palsy.js';
import { colorectalCancer } from './colorectal-cancer.js';
import { henochSchonleinPurpura } from './henoch-schonlein-purpura.js';
import { myocardialInfarction } from './myocardial-infarction.js';
import { obstructiveSleepApnoea } from './obstructive-sleep-apnoea.js';
import { pepticUlcer } from './peptic-ulcer.js';
import { subduralHaematoma } from './subdural-haematoma.js';
import { whoopingCough } from './whooping-cough.js';

/** Development set dev6: ten cases written blind, two in each of the five teacher styles. */
export const dev6Cases: InterviewCase[] = [
  whoopingCough,
  henochSchonleinPurpura,
  myocardialInfarction,
  pepticUlcer,
  colorectalCancer,
  obstructiveSleepApnoea,
  acuteAngleClosureGlaucoma,
  bellsPalsy,
  subduralHaematoma,
  acuteKidneyInjury,
];
