import type { InterviewCase } from '../types.js';
import { clusterHeadache } from './cluster-headache.js';
import { diabeticKetoacidosis } from './diabetic-ketoacidosis.js';
import { endometrialCancer } from './endometrial-cancer.js';
import { gastroOesophagealReflux } from './gastro-oesophageal-reflux.js';
import { heartBlock } from './heart-block.js';
import { hyperkalaemia } from './hyperkalaemia.js';
import { pancreaticCancer } from './pancreatic-cancer.js';
import { sarcoidosis } from './sarcoidosis.js';
import { testicularTorsion } from './testicular-torsion.js';
import { transientSynovitis } from './transient-synovitis.js';

/** Development set dev11: ten cases written blind, two in each of the five teacher styles. */
export const dev11Cases: InterviewCase[] = [
  transientSynovitis,
  gastroOesophagealReflux,
  diabeticKetoacidosis,
  testicularTorsion,
  pancreaticCancer,
  endometrialCancer,
  clusterHeadache,
  sarcoidosis,
  hyperkalaemia,
  heartBlock,
];
