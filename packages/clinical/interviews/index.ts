import cholecystitis from './cholecystitis.js';
import croup from './croup.js';
import deepVeinThrombosis from './deep-vein-thrombosis.js';
import depression from './depression.js';
import ectopicPregnancy from './ectopic-pregnancy.js';
import gout from './gout.js';
import heartFailure from './heart-failure.js';
import hypothyroidism from './hypothyroidism.js';
import malaria from './malaria.js';
import pneumothorax from './pneumothorax.js';
import renalColic from './renal-colic.js';
import scabies from './scabies.js';
import subarachnoidHaemorrhage from './subarachnoid-haemorrhage.js';
import type { InterviewCase } from './types.js';
import upperGiBleed from './upper-gi-bleed.js';

export const interviewCases: InterviewCase[] = [
  heartFailure,
  pneumothorax,
  upperGiBleed,
  subarachnoidHaemorrhage,
  hypothyroidism,
  renalColic,
  gout,
  depression,
  ectopicPregnancy,
  malaria,
  scabies,
  croup,
  cholecystitis,
  deepVeinThrombosis,
];
