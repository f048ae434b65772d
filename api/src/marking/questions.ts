import { backgroundTopics, type Question, understand } from '@anamnesis/clinical';
import { mandatoryQuestionList, standardMandatoryQuestions } from '@anamnesis/rules';
import type { ConversationMessage, MarkingEvidence } from '../assignments/assignments.table.js';
import { keyWords, normalize, presentIn } from './text.js';

// The mandatory history-taking questions (docs/marking.md#the-rubric): a case's own list, else the
// standard ones (@anamnesis/rules), each with what counts as asking it.

/** A standard question and what asking it means, in the patient's own understanding of questions. */
interface QuestionRule {
  question: string;
  asks: (q: Question) => boolean;
  reason: string;
}

const any = <T>(list: readonly T[], wanted: readonly T[]) => list.some((x) => wanted.includes(x));

/**
 * The standard questions (`standardMandatoryQuestions`), each by the acts and history-taking topics of
 * packages/clinical's `understand()`: the grader reads a question as the patient does, with no phrase list
 * of its own.
 */
export const defaultQuestions: readonly QuestionRule[] = [
  {
    question: 'Presenting complaint',
    asks: (q) => q.acts.includes('opening'),
    reason: 'an opening question: what brings the patient in',
  },
  {
    question: 'Onset and duration',
    asks: (q) => any(q.topics, ['onset', 'timing']),
    reason: 'when it began, how long it lasts, how it comes and goes',
  },
  {
    question: 'Character and severity',
    asks: (q) => any(q.topics, ['character', 'severity']),
    reason: 'what it is like and how bad it is',
  },
  {
    question: 'Associated symptoms',
    asks: (q) => q.acts.includes('anythingElse') || (q.acts.includes('check') && q.concepts.length > 0),
    reason: 'anything else, or a check for a symptom by name',
  },
  {
    question: 'Past medical history',
    asks: (q) => any(q.topics, ['pmh', 'surgery', 'previous']) || !!q.condition,
    reason: 'illnesses, operations, earlier episodes, or a condition asked about',
  },
  { question: 'Medications', asks: (q) => q.topics.includes('medication'), reason: 'medicines' },
  { question: 'Allergies', asks: (q) => q.topics.includes('allergy'), reason: 'allergies' },
  { question: 'Family history', asks: (q) => q.topics.includes('family'), reason: 'relatives’ health' },
  {
    question: 'Social history (smoking, alcohol, occupation)',
    asks: (q) => any(q.topics, ['smoking', 'alcohol', 'occupation', 'home', 'drugs']),
    reason: 'smoking, alcohol, drugs, work and home',
  },
];

/**
 * What a student's line asks: the line, and each of its sentences and the parts of a list in it ("past
 * history, medications or allergies?"), understood (packages/clinical's `understand()`), their acts,
 * topics and concepts together ("Do you take any medicines? Any allergies?" asks both).
 */
function understandLine(text: string): Question {
  const parts = text.split(/(?<=[.?!])\s+|,\s*|\s+or\s+/).filter((t) => t.trim());
  const whole = understand(text);
  if (parts.length < 2) return whole;
  const each = [whole, ...parts.map((t) => understand(t))];
  return {
    ...whole,
    acts: [...new Set(each.flatMap((q) => q.acts))],
    topics: [...new Set(each.flatMap((q) => q.topics))],
    concepts: each.flatMap((q) => q.concepts),
    condition: each.find((q) => q.condition)?.condition ?? null,
  };
}

/**
 * A case's mandatory questions (docs/cases.md#patients): its author's list, one per line, else the
 * standard history questions; a line with no meaningful word ("Ask about") is none.
 */
export function caseQuestions(text: string): string[] {
  const own = mandatoryQuestionList(text).filter((l) => keyWords(l, questionFiller).length > 0);
  return own.length ? own : [...standardMandatoryQuestions];
}

const questionFiller = new Set([
  'ask',
  'asks',
  'asked',
  'asking',
  'about',
  'enquire',
  'find',
  'out',
  'whether',
]);

const historyTopics = new Set<string>(backgroundTopics);

/** A standard question's rule, found by its text however the author capitalised or punctuated it. */
const standardKey = (question: string) =>
  normalize(question)
    .replace(/[^a-z]+/g, ' ')
    .trim();
const standardRules = new Map(defaultQuestions.map((r) => [standardKey(r.question), r]));

/**
 * Which of the case's mandatory questions the student asked, each with the first line that asked it. A
 * standard question is judged by what a line asks (the case-fact model's question understanding, as the
 * patient uses it); an author's own question by the history topics and the
 * concepts the two share, or by its words (docs/marking.md#the-rubric).
 */
export function askedQuestions(
  studentLines: readonly ConversationMessage[],
  caseText: string,
): MarkingEvidence['mandatoryQuestions'] {
  const asked = studentLines.map((m) => ({ m, q: understandLine(m.text) }));

  const rules = caseQuestions(caseText).map((question) => {
    const standard = standardRules.get(standardKey(question));
    if (standard) return { question, test: (_line: string, q: Question) => standard.asks(q) };
    const keys = keyWords(question, questionFiller);
    const wanted = understand(question);
    // Topics of the history stand for the question; symptom details ("travel") are read by their words.
    const topics = wanted.topics.filter((t) => historyTopics.has(t));
    return {
      question,
      test: (line: string, q: Question) =>
        q.topics.some((t) => topics.includes(t)) ||
        q.concepts.some((c) => wanted.concepts.some((w) => w.concept === c.concept)) ||
        presentIn(keys, line).length * 2 >= keys.length,
    };
  });
  return rules.map((r) => {
    const hit = asked.find(({ m, q }) => r.test(m.text, q));
    return { question: r.question, asked: Boolean(hit), quote: hit?.m.text ?? null };
  });
}
