/**
 * The frozen evaluation set: ten cases written from the case-writing rules only, never tuned on.
 * See README.md in this folder before touching anything here.
 */
import type { InterviewCase } from '../types.js';
import { giantCellArteritis } from './giant-cell-arteritis.js';
import { gravesDisease } from './graves-disease.js';
import { herpesZoster } from './herpes-zoster.js';
import { intussusceptionInfant } from './intussusception-infant.js';
import { kawasakiToddler } from './kawasaki-toddler.js';
import { lithiumToxicity } from './lithium-toxicity.js';
import { lumbarDiscSciatica } from './lumbar-disc-sciatica.js';
import { opticNeuritis } from './optic-neuritis.js';
import { pulmonaryEmbolism } from './pulmonary-embolism.js';
import { transientIschaemicAttack } from './transient-ischaemic-attack.js';

export const frozenCases: InterviewCase[] = [
  // a. a parent tells a baby's or young child's story
  intussusceptionInfant,
  kawasakiToddler,
  // b. a structured template with headings
  opticNeuritis,
  pulmonaryEmbolism,
  // c. a GP's narrative referral letter
  giantCellArteritis,
  gravesDisease,
  // d. catalogue symptoms with generic descriptions, specifics only in the prose
  lumbarDiscSciatica,
  herpesZoster,
  // e. a long medicines list and a relative's report
  transientIschaemicAttack,
  lithiumToxicity,
];
