import { rubric, rubricTotal } from '@anamnesis/rules';
import type {
  Contraindication,
  DiagnosisVerdict,
  MarkingEvidence,
  TreatmentWhy,
} from '../assignments/assignments.table.js';
import { contraindicatedMax } from './allergies.js';

// The feedback of a mark, written from its evidence and its current marks each time it is read
// (docs/marking.md#feedback): never stored text patched afterwards.

/**
 * Who reads the feedback: `whole` is the teacher's (and the student's once the answers are released);
 * `withheld` is a student's before that: their own words, the counts and the marks, nothing of the
 * answer key and no name of a question, symptom or item they missed (docs/marking.md#the-answer-key).
 */
export type FeedbackView = 'whole' | 'withheld';

const list = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

/** An allergy ruling a suggestion out; marks stored before it was data read as their text. */
const unsafeText = (c: Contraindication | string, view: FeedbackView) =>
  typeof c === 'string' ? c : view === 'whole' ? `${c.said} (allergic to ${c.allergen})` : c.said;

function questionsSentence(e: MarkingEvidence, view: FeedbackView): string {
  const all = e.mandatoryQuestions.length;
  const asked = e.mandatoryQuestions.filter((q) => q.asked).length;
  if (asked === all) return `You asked all ${all} mandatory history questions.`;
  const missed = e.mandatoryQuestions.filter((q) => !q.asked).map((q) => q.question.toLowerCase());
  return view === 'whole'
    ? `You asked ${asked} of ${all} mandatory history questions; not covered: ${list(missed)}.`
    : `You asked ${asked} of ${all} mandatory history questions.`;
}

function symptomsSentence(e: MarkingEvidence, view: FeedbackView): string | null {
  const all = e.symptoms.length;
  if (!all) return null;
  const elicited = e.symptoms.filter((s) => s.elicited).length;
  if (elicited === all) return `You drew out all ${all} symptoms.`;
  const missed = e.symptoms.filter((s) => !s.elicited).map((s) => s.symptom);
  return view === 'whole'
    ? `You drew out ${elicited} of ${all} symptoms; missed: ${list(missed)}.`
    : `You drew out ${elicited} of ${all} symptoms.`;
}

/** How the student's words name the expected diagnosis, after "Your diagnosis (X)". */
const naming: Partial<Record<DiagnosisVerdict, string>> = {
  synonym: 'is another name for',
  lay: 'is a lay term for',
  formal: 'is a formal or eponymous name for',
  abbreviation: 'is an abbreviation of',
  'other language': 'names in another language',
  narrower: 'is a more specific form of',
};

function diagnosisSentence(d: MarkingEvidence['diagnosis'], view: FeedbackView): string {
  const whole = view === 'whole';
  const key = whole ? ` (${d.expected})` : '';
  if (!d.given.trim())
    return whole
      ? `No diagnosis was given; the expected diagnosis is ${d.expected}.`
      : 'No diagnosis was given.';
  // That a set-aside diagnosis was the right one is the key itself: a withheld view only says it differs.
  if (d.negated)
    return whole
      ? `You set aside the expected diagnosis (${d.expected}), so it earns nothing.`
      : `Your diagnosis (${d.given}) does not match the expected diagnosis.`;
  // Which of several candidates matched would tell a student which one the key is: they read their whole answer.
  const said = whole ? (d.said ?? d.given) : d.given;
  if (d.differential)
    return whole
      ? `The expected diagnosis${key} is among your differentials (${said}) but not your working diagnosis.`
      : 'The expected diagnosis is among your differentials but not your working diagnosis.';
  const how = d.verdict ? naming[d.verdict] : undefined;
  if (d.matched)
    return how
      ? `Your diagnosis (${said}) ${how} the expected diagnosis${key}: full marks.`
      : `Your diagnosis matches the expected diagnosis${key}.`;
  if (d.verdict === 'broader')
    return `Your diagnosis (${said}) is right but less specific than the expected diagnosis${key}: half marks.`;
  if (d.partial)
    return whole
      ? `Your diagnosis (${said}) is partly right; the expected diagnosis is ${d.expected}.`
      : `Your diagnosis (${said}) is partly right.`;
  // "Contradicts" would say what the key is the opposite of: the student reads only that it differs.
  if (d.verdict === 'contradicted' && whole)
    return `Your diagnosis (${d.given}) contradicts the expected diagnosis (${d.expected}).`;
  return `Your diagnosis (${d.given}) does not match the expected diagnosis${key}.`;
}

/** Why a near miss earned half, after the student's words. */
const halfBecause: Partial<Record<TreatmentWhy, string>> = {
  class: 'the class, not the drug',
  near: 'another drug of the right class',
  route: 'by another route',
};

function treatmentSentences(t: MarkingEvidence['treatment'], view: FeedbackView): string[] {
  const out: string[] = [];
  const covered = t.matched.length;
  const all = covered + t.missed.length;
  if (!t.given.trim()) out.push('No treatment was suggested.');
  else if (!t.missed.length && !t.credited?.some((c) => c.credit < 1))
    out.push('Your treatment covers every key item.');
  else
    out.push(
      view === 'whole' && t.missed.length
        ? `Your treatment covers ${covered} of ${all} key items; missing: ${list(t.missed)}.`
        : `Your treatment covers ${covered} of ${all} key items.`,
    );
  // The student's own words for what earned part of an item, and why (never the key's words).
  const halves = (t.credited ?? []).filter((c) => c.credit < 1);
  if (halves.length)
    out.push(
      `Half marks for ${list(halves.map((c) => `${c.said} (${halfBecause[c.why] ?? 'a near miss'})`))}.`,
    );
  if (t.contraindicated?.length)
    out.push(
      `The patient's recorded allergies rule out ${list(t.contraindicated.map((c) => unsafeText(c, view)))}, so the treatment earns at most ${contraindicatedMax} of ${rubric.treatment}.`,
    );
  return out;
}

/**
 * The feedback of a mark as `view` may read it, its total the mark's current one (a teacher's edit
 * changes it). A model grader's own remarks come first in the whole view; they are its prose, which may
 * name the key, so a withheld view leaves them out.
 */
export function writeFeedback(e: MarkingEvidence, total: number | null, view: FeedbackView): string {
  const parts = [
    view === 'whole' ? e.remarks?.trim() : undefined,
    questionsSentence(e, view),
    symptomsSentence(e, view),
    diagnosisSentence(e.diagnosis, view),
    ...treatmentSentences(e.treatment, view),
    total === null ? null : `Total ${total}/${rubricTotal}.`,
  ];
  return parts.filter((p): p is string => Boolean(p)).join(' ');
}

/** What a mark's JSON answer carries that its feedback depends on. */
interface MarkJson {
  feedback: string | null;
  score: number | null;
  evidence: MarkingEvidence | null;
  editedParts?: readonly string[];
}

/**
 * The feedback a reader sees: the teacher's own text once they wrote one (Edit Assignment), as they
 * wrote it; otherwise the grader's, written from the evidence with the current total. Marks without
 * evidence keep the text they were stored with.
 */
export function feedbackFor(mark: MarkJson, view: FeedbackView): string | null {
  if (!mark.evidence || mark.editedParts?.includes('feedback')) return mark.feedback;
  return writeFeedback(mark.evidence, mark.score, view);
}
