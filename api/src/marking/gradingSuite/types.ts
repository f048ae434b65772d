import { rubric } from '@anamnesis/rules';
import type { ConversationMessage } from '../../assignments/assignments.table.js';
import { type SuiteCaseId, suiteCases } from './cases.js';

// The shape of a hand-marked submission in the grading suite (docs/marking.md#measuring-the-grader).

/** The four rubric items, as the suite names them. */
export const rubricItems = ['questions', 'symptoms', 'diagnosis', 'treatment'] as const;
export type RubricItem = (typeof rubricItems)[number];

export const itemMax: Record<RubricItem, number> = {
  questions: rubric.mandatoryQuestions,
  symptoms: rubric.symptoms,
  diagnosis: rubric.diagnosis,
  treatment: rubric.treatment,
};

export type Marks = Record<RubricItem, number>;
export type Bands = Record<RubricItem, readonly [number, number]>;

export interface HandMarked {
  id: string;
  caseId: SuiteCaseId;
  /** What the submission shows, in a teacher's words. */
  about: string;
  transcript: ConversationMessage[];
  findings: string | null;
  /** The teacher's marks. */
  marks: Marks;
  /** The range the teacher accepts for each mark. */
  bands: Bands;
}

/**
 * A conversation written as lines "D: …" (the student) and "P: …" (the patient; lines the server wrote,
 * so verified), one per line.
 */
export function dialogue(text: string): ConversationMessage[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^([DP]):\s*(.*)$/.exec(l);
      if (!m) throw new Error(`A dialogue line starts with D: or P: (${l})`);
      return m[1] === 'D'
        ? { text: m[2] ?? '', isAI: false }
        : { text: m[2] ?? '', isAI: true, verified: true };
    });
}

const clamp = (item: RubricItem, x: number) => Math.max(0, Math.min(itemMax[item], x));

/**
 * A teacher's marks and bands. By default a band is the mark give or take what one more or one fewer
 * question (5) or symptom (the case's share) is worth, and one mark of treatment; the diagnosis band is
 * the mark itself. `wider` sets a band where the teacher would accept a range.
 */
export function handMarks(
  marks: Marks,
  symptomsInCase: number,
  wider: Partial<Bands> = {},
): { marks: Marks; bands: Bands } {
  const symptomStep = Math.ceil(itemMax.symptoms / symptomsInCase);
  const around = (item: RubricItem, step: number) =>
    [clamp(item, marks[item] - step), clamp(item, marks[item] + step)] as const;
  return {
    marks,
    bands: {
      questions: wider.questions ?? around('questions', 5),
      symptoms: wider.symptoms ?? around('symptoms', symptomStep),
      diagnosis: wider.diagnosis ?? [marks.diagnosis, marks.diagnosis],
      treatment: wider.treatment ?? around('treatment', 1),
    },
  };
}

/** Findings as the student dialog composes them. */
export const findings = (diagnosis: string, treatments: string) =>
  `Diagnosis: ${diagnosis}\nSuggested Treaments: ${treatments}`;

/** One hand-marked submission: the case, what it shows, the conversation, the findings, the teacher's marks. */
export function submission(
  caseId: SuiteCaseId,
  id: string,
  about: string,
  conversation: string,
  submitted: string | null,
  marks: Marks,
  wider: Partial<Bands> = {},
): HandMarked {
  return {
    id,
    caseId,
    about,
    transcript: dialogue(conversation),
    findings: submitted,
    ...handMarks(marks, suiteCases[caseId].symptoms.length, wider),
  };
}
