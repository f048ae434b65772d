/**
 * The development interview suite: patient cases written the way teachers write them, each with the
 * questions a student might ask and what a truthful patient's answer must (and must not) contain.
 */
import type { CaseInput } from '../src/index.js';

export interface InterviewQuestion {
  /** What the student says, in their own words. */
  ask: string;
  /**
   * Each entry must appear in the answer (normalised: lower case, hyphens as spaces); an array entry
   * is a set of alternatives of which one must appear ("7" or "seven").
   */
  mustContain?: (string | string[])[];
  /** None of these may appear in the answer. */
  mustNotContain?: string[];
  /** true: the answer must affirm (not deny); false: it must deny (a plain "no ..."). */
  affirm?: boolean;
}

export interface InterviewCase {
  /** A slug, e.g. "cholecystitis". */
  id: string;
  /** Body system, e.g. "gastrointestinal". */
  system: string;
  patient: CaseInput;
  questions: InterviewQuestion[];
}
