import type { InterviewCase } from '../types.js';
import { acutePancreatitis } from './acute-pancreatitis.js';
import { atrialFibrillation } from './atrial-fibrillation.js';
import { bronchiolitis } from './bronchiolitis.js';
import { cellulitis } from './cellulitis.js';
import { coeliacDisease } from './coeliac-disease.js';
import { endometriosis } from './endometriosis.js';
import { febrileConvulsion } from './febrile-convulsion.js';
import { parkinsonsDisease } from './parkinsons-disease.js';
import { septicArthritis } from './septic-arthritis.js';
import { testicularTorsion } from './testicular-torsion.js';

/** Ten more development cases in the five teacher styles (parent, template, GP letter, catalogue, medicines list). */
export const dev3Cases: InterviewCase[] = [
  bronchiolitis,
  febrileConvulsion,
  acutePancreatitis,
  endometriosis,
  parkinsonsDisease,
  coeliacDisease,
  testicularTorsion,
  septicArthritis,
  atrialFibrillation,
  cellulitis,
];
