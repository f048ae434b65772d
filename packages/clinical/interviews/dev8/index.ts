import type { InterviewCase } from '../types.js';
import { aorticDissection } from './aortic-dissection.js';
import { crohnsDisease } from './crohns-disease.js';
import { hypercalcaemia } from './hypercalcaemia.js';
import { idiopathicPulmonaryFibrosis } from './idiopathic-pulmonary-fibrosis.js';
import { measles } from './measles.js';
import { myastheniaGravis } from './myasthenia-gravis.js';
import { ovarianTorsion } from './ovarian-torsion.js';
import { perthesDisease } from './perthes-disease.js';
import { primaryHyperparathyroidism } from './primary-hyperparathyroidism.js';
import { serotoninSyndrome } from './serotonin-syndrome.js';

/** Development set dev8: ten cases written blind, two in each of the five teacher styles. */
export const dev8Cases: InterviewCase[] = [
  measles,
  perthesDisease,
  aorticDissection,
  idiopathicPulmonaryFibrosis,
  myastheniaGravis,
  primaryHyperparathyroidism,
  crohnsDisease,
  ovarianTorsion,
  serotoninSyndrome,
  hypercalcaemia,
];
