import type { InterviewCase } from '../types.js';
import { alzheimersDisease } from './alzheimers-disease.js';
import { asthmaExacerbation } from './asthma-exacerbation.js';
import { benignProstaticHyperplasia } from './benign-prostatic-hyperplasia.js';
import { carpalTunnelSyndrome } from './carpal-tunnel-syndrome.js';
import { copdExacerbation } from './copd-exacerbation.js';
import { diverticulitis } from './diverticulitis.js';
import { pelvicInflammatoryDisease } from './pelvic-inflammatory-disease.js';
import { pericarditis } from './pericarditis.js';
import { posturalHypotension } from './postural-hypotension.js';
import { tonsillitis } from './tonsillitis.js';

/** Development set dev5: ten cases written blind, two in each of the five teacher styles. */
export const dev5Cases: InterviewCase[] = [
  asthmaExacerbation,
  tonsillitis,
  diverticulitis,
  copdExacerbation,
  carpalTunnelSyndrome,
  benignProstaticHyperplasia,
  pericarditis,
  pelvicInflammatoryDisease,
  alzheimersDisease,
  posturalHypotension,
];
