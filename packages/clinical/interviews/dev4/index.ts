import type { InterviewCase } from '../types.js';
import { appendicitis } from './appendicitis.js';
import { communityAcquiredPneumonia } from './community-acquired-pneumonia.js';
import { hipFracture } from './hip-fracture.js';
import { hypoglycaemia } from './hypoglycaemia.js';
import { ironDeficiencyAnaemia } from './iron-deficiency-anaemia.js';
import { meningitis } from './meningitis.js';
import { otitisMedia } from './otitis-media.js';
import { polymyalgiaRheumatica } from './polymyalgia-rheumatica.js';
import { pyelonephritis } from './pyelonephritis.js';
import { type1Diabetes } from './type-1-diabetes.js';

/** Development set dev4: ten cases written blind, two in each of the five teacher styles. */
export const dev4Cases: InterviewCase[] = [
  otitisMedia,
  type1Diabetes,
  communityAcquiredPneumonia,
  pyelonephritis,
  polymyalgiaRheumatica,
  ironDeficiencyAnaemia,
  appendicitis,
  meningitis,
  hipFracture,
  hypoglycaemia,
];
