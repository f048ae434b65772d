import type { AssignmentStatus, EditedPart } from '@anamnesis/contract';
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';

// The statuses and the editable parts of a mark are the contract's (packages/contract).
export {
  type AssignmentStatus,
  assignmentStatuses,
  type EditedPart,
  editedParts,
} from '@anamnesis/contract';

// A type, not an interface: the light re-read answers lines as plain JSON records.
export type ConversationMessage = {
  id?: string;
  text: string;
  isAI: boolean;
  timestamp?: string;
  /** Voice timings recorded by the BFF for AI messages (ms since epoch). */
  timings?: Record<string, number>;
  /** The disclosure ledger of a patient line: ids of the case facts it revealed (packages/clinical). */
  facts?: string[];
  /** Student lines: the question came through speech (absent: typed, as every line before it was recorded). */
  spoken?: boolean;
  /**
   * Patient lines: whether the BFF wrote it (its service credential) in answer to the question before it
   * (docs/trust.md). Only verified lines are marked.
   */
  verified?: boolean;
};

/** A suggestion the patient's recorded allergies rule out: the student's words as written, and the allergy. */
export interface Contraindication {
  said: string;
  allergen: string;
}

/** Why a mark is what it is; quotes are whole lines of the transcript. Written by a `Grader`. */
export type DiagnosisVerdict =
  | 'exact'
  | 'synonym'
  | 'lay'
  | 'formal'
  | 'abbreviation'
  | 'other language'
  | 'narrower'
  | 'broader'
  | 'related'
  | 'contradicted'
  | 'negated'
  | 'none'
  | 'empty';

/**
 * Why a student's treatment item earned what it did: the same drug or test (`same`), a drug of the class
 * the key names (`member`), the class of the key's drug without the drug (`class`), another drug of the
 * same class (`near`), the right drug by another route (`route`), the item's own words (`words`).
 */
export type TreatmentWhy = 'same' | 'member' | 'class' | 'near' | 'route' | 'words';

export interface TreatmentCredit {
  /** The student's item, as written. */
  said: string;
  /** The key item it credits, in the key's words. */
  item: string;
  /** What it earns of the key item's part it met: 1, or 0.5 for a near miss ("urgent ECG and primary PCI" is two parts). */
  credit: number;
  why: TreatmentWhy;
}

export interface MarkingEvidence {
  grader: string;
  /** A model grader's own words to the student (its prose may name the key: teachers' view only). */
  remarks?: string;
  mandatoryQuestions: { question: string; asked: boolean; quote: string | null }[];
  symptoms: { symptom: string; elicited: boolean; quote: string | null }[];
  /** matched: every key word of the expected diagnosis given; partial: at least half of them. */
  diagnosis: {
    expected: string;
    given: string;
    matched: boolean;
    partial: boolean;
    keyWords: string[];
    overlap: string[];
    /** The student named it only to set it aside ("not X", "X ruled out"). */
    negated?: boolean;
    /** Named among other candidates without being favoured: part of the marks. */
    differential?: boolean;
    /**
     * How the student's words relate to the key (older marks lack it): the same condition
     * by its name, a synonym, a lay term, a formal name, an abbreviation or another language; a more
     * (narrower) or less (broader) specific form; a neighbour (related); its opposite (contradicted); set
     * aside (negated); nothing of it (none); no diagnosis (empty).
     */
    verdict?: DiagnosisVerdict;
    /** The student's own words that decided the verdict (one candidate, as written). */
    said?: string | null;
    /** Which row of the lexicon or rule decided, for the teacher (it may name the key). */
    rule?: string;
  };
  /** The key items of the predefined treatments, split into those the student named and the rest. */
  treatment: {
    expected: string;
    given: string;
    matched: string[];
    missed: string[];
    /** Suggestions the patient's recorded allergies rule out (as text in marks stored before 2026-11-28). */
    contraindicated?: (Contraindication | string)[];
    /** What each of the student's items earned, in their words (older marks lack it). */
    credited?: TreatmentCredit[];
  };
}

export interface AssignmentsTable {
  id: Generated<number>;
  student_id: number;
  patient_id: number;
  creator_id: number | null;
  room_id: number | null;
  status: Generated<AssignmentStatus>;
  is_markable: Generated<boolean>;
  is_note_allow: Generated<boolean>;
  attempt: Generated<number>;
  /** Whether the student may see the answer key (expected diagnosis and treatments) with their marks. */
  answers_released: Generated<boolean>;
  /** "Hold marks for review": the automatic mark waits for a teacher to release it. */
  hold_for_review: Generated<boolean>;
  /** Marks are stored but not released: the student sees "Awaiting review" (status stays completed). */
  marks_held: Generated<boolean>;
  /** Drafts kept while the student types; copied into findings / visit_note on submit. */
  diagnosis_draft: string | null;
  note_draft: string | null;
  findings: string | null;
  visit_note: string | null;
  conversation_log: JSONColumnType<ConversationMessage[], string, string>;
  feedback: string | null;
  mandatory_question_score: number | null;
  symptoms_score: number | null;
  diagnosis_score: number | null;
  treatment_score: number | null;
  score: number | null;
  marked_by: string | null;
  marked_at: Date | null;
  evidence: JSONColumnType<MarkingEvidence | null, string | null, string | null>;
  /** The parts of the mark a teacher changed by hand since it was marked (null: none). */
  edited_parts: ColumnType<EditedPart[] | null, string | null | undefined, string | null>;
  /** The grader's own marks, kept when a teacher edits them (grader agreement, docs/marking.md). */
  auto_mandatory_question_score: number | null;
  auto_symptoms_score: number | null;
  auto_diagnosis_score: number | null;
  auto_treatment_score: number | null;
  auto_score: number | null;
  /** "Confirm marks": a teacher agreed with the mark as it stood. */
  marks_confirmed_at: Date | null;
  marks_confirmed_by: number | null;
  submitted_at: Date | null;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
  /**
   * Kept by the database from the conversation and the evidence (generated columns) for the statistics
   * (docs/partners.md): never written by the application.
   */
  questions_asked: ColumnType<number, never, never>;
  spoken_questions: ColumnType<number, never, never>;
  conversation_seconds: ColumnType<number | null, never, never>;
  missed_questions: ColumnType<string[] | null, never, never>;
  missed_symptoms: ColumnType<string[] | null, never, never>;
  questions_listed: ColumnType<number, never, never>;
  symptoms_listed: ColumnType<number, never, never>;
  /** Kept by the database (generated columns): what a save checks without reading the log. */
  message_count: ColumnType<number, never, never>;
  /** The text of the conversation's last student line, null when none. */
  last_question: ColumnType<string | null, never, never>;
}

/** Earlier attempts, kept when a reset request is accepted. */
export interface AssignmentAttemptsTable {
  id: Generated<number>;
  assignment_id: number;
  attempt: number;
  status: AssignmentStatus;
  findings: string | null;
  visit_note: string | null;
  conversation_log: JSONColumnType<ConversationMessage[], string, string>;
  feedback: string | null;
  mandatory_question_score: number | null;
  symptoms_score: number | null;
  diagnosis_score: number | null;
  treatment_score: number | null;
  score: number | null;
  marked_by: string | null;
  marked_at: Date | null;
  evidence: JSONColumnType<MarkingEvidence | null, string | null, string | null>;
  marks_held: Generated<boolean>;
  /** The parts of its mark a teacher changed by hand, as on the assignment when it was archived. */
  edited_parts: ColumnType<EditedPart[] | null, string | null | undefined, string | null>;
  /** When it was submitted (null for attempts archived before 2026-11-28). */
  submitted_at: Date | null;
  archived_at: ColumnType<Date, never, never>;
  /** Kept by the database as on the assignment (generated columns, for the statistics). */
  questions_asked: ColumnType<number, never, never>;
  spoken_questions: ColumnType<number, never, never>;
  conversation_seconds: ColumnType<number | null, never, never>;
  missed_questions: ColumnType<string[] | null, never, never>;
  missed_symptoms: ColumnType<string[] | null, never, never>;
  questions_listed: ColumnType<number, never, never>;
  symptoms_listed: ColumnType<number, never, never>;
}

export type AssignmentRow = Selectable<AssignmentsTable>;
