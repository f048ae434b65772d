/** The case-fact model shared by the virtual patient, its guard, the grader and the case check. */

export type Severity = 'mild' | 'moderate' | 'severe';

export interface CaseSymptom {
  name: string;
  description?: string | null;
  severity: Severity;
}

/** A patient case as its author wrote it. */
export interface CaseInput {
  name: string;
  /** Free text: sentences, semicolon lists, abbreviations, headings such as "PMH:". */
  medicalHistory: string;
  symptoms: readonly CaseSymptom[];
  /** The answer key: never spoken by the patient; used to keep it unsaid and to mark. */
  diagnosis?: string | null;
  /** The answer key's treatments (free text, one list). */
  treatments?: string | null;
}

/** The history-taking taxonomy: what a question asks about and what a fact tells. */
export type Topic =
  | 'presenting'
  | 'site'
  | 'onset'
  | 'character'
  | 'radiation'
  | 'associated'
  | 'timing'
  | 'aggravating'
  | 'relieving'
  | 'severity'
  | 'previous'
  | 'pmh'
  | 'surgery'
  | 'medication'
  | 'allergy'
  | 'family'
  | 'smoking'
  | 'alcohol'
  | 'drugs'
  | 'occupation'
  | 'home'
  | 'age'
  | 'sex'
  | 'name'
  | 'other';

export interface Fact {
  /** Stable for the same case text: the topic, the symptom and a hash of the source span. */
  id: string;
  topic: Topic;
  /** The case symptom (its name as written) this fact belongs to, if any. */
  symptom: string | null;
  polarity: 'present' | 'absent';
  /** The words of the case this fact was read from, verbatim. */
  source: string;
  /** Where in the case: the history, a symptom's name, a symptom's description, or its severity. */
  origin: 'history' | 'symptom' | 'description' | 'severity' | 'name';
  /** What the patient says, first person, plain words, one sentence without the final full stop. */
  phrase: string;
  /** The symptom concepts (`lexicon/symptomConcepts.ts`) the fact speaks of, e.g. `vomiting`, `pain`. */
  concepts: string[];
  /**
   * A clause the readers did not wholly understand, carried in the author's words (author.ts): reached
   * by retrieval when no understood fact answers.
   */
  verbatim?: boolean;
}

export interface CaseFacts {
  name: string;
  facts: Fact[];
  /** The symptoms of the case in the order written; the first is the presenting complaint. */
  symptoms: readonly CaseSymptom[];
  /** Readings set aside as untrusted (lexicon/suspect.ts), each with why: their clause is carried verbatim. */
  setAside?: { source: string; phrase: string; reason: string }[];
}

/** One line of a conversation, as stored: `facts` is the disclosure ledger of a patient line. */
export interface Turn {
  text: string;
  isAI: boolean;
  facts?: readonly string[];
}

export interface PatientReply {
  text: string;
  /** Ids of the facts this reply revealed. */
  facts: string[];
  /** Which grounding rule changed the rules' answer, if one did (ground.ts), with its reason. */
  trace?: string[];
}
