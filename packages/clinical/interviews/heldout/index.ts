/**
 * Held-out cases: written before the patient was tuned, and never tuned on. They measure whether
 * the general mechanisms carry over to cases and phrasings the development suite does not hold.
 */
import type { InterviewCase } from '../types.js';
import angina from './angina.js';
import gastroenteritis from './gastroenteritis.js';
import migraine from './migraine.js';

export const heldoutCases: InterviewCase[] = [angina, migraine, gastroenteritis];
