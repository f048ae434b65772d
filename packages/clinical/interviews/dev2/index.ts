/**
 * Development additions: five cases in the five teacher styles (parent's story, headed template, GP
 * letter, catalogue symptoms, medicines list with a relative's report). Engineers may read and tune on these.
 */
import type { InterviewCase } from '../types.js';
import { glandularFever } from './glandular-fever.js';
import { positionalVertigo } from './positional-vertigo.js';
import { pyloricStenosis } from './pyloric-stenosis.js';
import { rheumatoidArthritis } from './rheumatoid-arthritis.js';
import { urinaryInfectionDelirium } from './urinary-infection-delirium.js';

export const dev2Cases: InterviewCase[] = [
  pyloricStenosis,
  glandularFever,
  rheumatoidArthritis,
  positionalVertigo,
  urinaryInfectionDelirium,
];
