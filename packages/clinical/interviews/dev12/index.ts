import type { InterviewCase } from '../types.js';
import { absenceSeizures } from './absence-seizures.js';
import { acuteSinusitis } from './acute-sinusitis.js';
import { acuteUrinaryRetention } from './acute-urinary-retention.js';
import { multipleMyeloma } from './multiple-myeloma.js';
import { peripheralArterialDisease } from './peripheral-arterial-disease.js';
import { psoriaticArthritis } from './psoriatic-arthritis.js';
import { pulmonaryTuberculosis } from './pulmonary-tuberculosis.js';
import { scarletFever } from './scarlet-fever.js';
import { statinMyopathy } from './statin-myopathy.js';
import { steroidInducedHyperglycaemia } from './steroid-induced-hyperglycaemia.js';

/** Development set dev12: ten cases written blind, two in each of the five teacher styles. */
export const dev12Cases: InterviewCase[] = [
  scarletFever,
  absenceSeizures,
  pulmonaryTuberculosis,
  acuteUrinaryRetention,
  multipleMyeloma,
  psoriaticArthritis,
  peripheralArterialDisease,
  acuteSinusitis,
  statinMyopathy,
  steroidInducedHyperglycaemia,
];
