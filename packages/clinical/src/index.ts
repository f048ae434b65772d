export { type CaseSentence, caseCoverage, textCoverage } from './author.js';
export {
  type AskPatient,
  type CaseCheckFlag,
  type CaseCheckFlagKind,
  type CaseCheckItem,
  type CaseCheckReport,
  checkCase,
  standardInterview,
} from './caseCheck.js';
export { readCase } from './facts.js';
export {
  createGuard,
  diagnosisPatterns,
  diagnosisSynonymPatterns,
  type Guard,
  type GuardReason,
  type GuardVerdict,
  inRoleLines,
  type StreamGuard,
  streamGuard,
  treatmentTerms,
} from './guard.js';
export { resolveLedger } from './ledger.js';
export { otherLanguageNames, shortNames } from './lexicon/abbreviations.js';
export {
  type ConditionRow,
  conditions,
  type OpposedQualifierRow,
  opposedQualifiers,
  qualifierWords,
} from './lexicon/conditions.js';
export { families } from './lexicon/families.js';
export {
  type CareRow,
  care,
  type DrugClassRow,
  drugClasses,
  type RouteRow,
  routes,
} from './lexicon/treatments.js';
export { backgroundTopics, symptomTopics } from './lines.js';
export { matchFacts, readUtterance, type Utterance } from './matcher.js';
export { createPatient, type Patient, patientLines } from './patient.js';
export { authorText, type ChatTurn, chatMessages, patientSystemPrompt } from './prompt.js';
export { type Act, type Question, understand } from './questions.js';
export { normalize, sentenceCase } from './text.js';
export type * from './types.js';
