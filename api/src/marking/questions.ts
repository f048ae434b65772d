import { backgroundTopics, type Question, understand } from '@anamnesis/clinical';
import { mandatoryQuestionList, standardMandatoryQuestions } from '@anamnesis/rules';
import type { ConversationMessage, MarkingEvidence } from '../assignments/assignments.table.js';
import { keyWords, normalize, presentIn } from './text.js';

// The mandatory history-taking questions (docs/marking.md#the-rubric): a case's own list, else the
// standard ones (@anamnesis/rules), each with what counts as asking it.

interface QuestionRule {
  question: string;
  patterns: RegExp[];
}

const symptomWords =
  'pain|ache|aching|hurt|fever|temperature|chills|cough|breath|wheez|sweat|clammy|nause|sick|vomit|dizz|faint|headache|tired|fatigue|energy|thirst|urin|pee|toilet|appetite|weight|rash|itch|swell|palpitation|bleed|blood|diarrh|constipat|stool|light|vision|numb|tingl|sleep|mood';
const askingAbout =
  '(any|anything|do you (have|get|feel|notice)|have you (had|got|noticed|felt|been)|are you|did you (have|notice|get|feel))';

/** The standard questions (`standardMandatoryQuestions`), each with the phrasings that count as asking it. */
export const defaultQuestions: readonly QuestionRule[] = [
  {
    question: 'Presenting complaint',
    patterns: [
      /what (brings|brought) you/,
      /what seems to be/,
      /what('s| is| has| was) (the )?(problem|matter|wrong|going on|happening|bothering|troubling|been bothering)/,
      /how (can|may) i help/,
      /what can i (do|help)/,
      /(main|chief|presenting) (problem|concern|complaint|issue|symptom)/,
      /reason for (your |the |today's )?(visit|coming|appointment)/,
      /why (have|did) you come/,
      /what (happened|has happened)/,
      /tell me (what|about (your|the) (problem|symptoms?|complaint|concern))/,
      /how are you feeling/,
      /(come|coming) in today/,
    ],
  },
  {
    question: 'Onset and duration',
    patterns: [
      /when did/,
      /how long/,
      /since when/,
      /when (was|were) the first/,
      /\bstart(ed|s|ing)?\b/,
      /\bbeg[ai]n\b/,
      /\bonset\b/,
      /\bduration\b/,
      /first (notice|noticed|start|began|appear)/,
      /how many (minutes|hours|days|weeks|months|years)/,
      /\bsudden(ly)?\b/,
      /\bgradual(ly)?\b/,
    ],
  },
  {
    question: 'Character and severity',
    patterns: [
      /\bdescribe\b/,
      /what (does|did|do) (it|they|the \w+) feel like/,
      /what('s| is) it like/,
      /what (kind|type|sort) of/,
      /\b(sharp|dull|crushing|burning|stabbing|throbbing|aching|squeezing|pressure)\b/,
      /how (bad|severe|strong|intense|painful)/,
      /\bsever(e|ity)\b/,
      /\bscale\b/,
      /out of (10|ten)\b/,
      /\brate (it|the|your)\b/,
      /\bintensity\b/,
      /\bcharacter\b/,
    ],
  },
  {
    question: 'Associated symptoms',
    patterns: [
      /\bother symptoms?\b/,
      /\bany( other)? symptoms?\b/,
      /\banything else\b/,
      /\bassociated\b/,
      /\balong with\b/,
      /\balso (have|had|feel|felt|notice|noticed|get|got)\b/,
      new RegExp(`${askingAbout}\\b.*\\b(${symptomWords})`),
    ],
  },
  {
    question: 'Past medical history',
    patterns: [
      /medical (history|conditions?|problems?|issues?|illness)/,
      /past (medical|history|illness|problems?)/,
      /health (conditions?|problems?|issues?)/,
      /\b(other|any|previous|past) (illness|illnesses|conditions?|diseases?)\b/,
      /\bdiagnosed with\b/,
      /been (diagnosed|hospitali[sz]ed|in hospital|admitted)/,
      /previous(ly)? (illness|surgery|operation|problems?|episodes?|admissions?)/,
      /\b(operations?|surger(y|ies))\b/,
      /\bchronic\b/,
      /\bhistory of\b/,
      /\bever had\b/,
      /\b(had|happened) (this|anything like this|something like this) before\b/,
      new RegExp(
        `${askingAbout}\\b.*\\b(blood pressure|hypertension|diabetes|asthma|heart (problems?|disease|conditions?)|cholesterol|stroke|epilepsy)`,
      ),
    ],
  },
  {
    question: 'Medications',
    patterns: [
      /\bmedications?\b/,
      /\bmedicines?\b/,
      /\btablets?\b/,
      /\bpills?\b/,
      /\bdrugs?\b/,
      /\bprescri/,
      /\btak(e|ing) (any|anything|something|regularly)\b/,
      /\bover the counter\b/,
      /\binhalers?\b/,
    ],
  },
  { question: 'Allergies', patterns: [/\ballerg/] },
  {
    question: 'Family history',
    patterns: [
      /\bfamily\b/,
      /\bparents?\b/,
      /\b(mother|father|mum|mom|dad|siblings?|brothers?|sisters?|relatives?)\b/,
      /\bruns? in\b/,
      /\b(genetic|hereditary|inherited)\b/,
    ],
  },
  {
    question: 'Social history (smoking, alcohol, occupation)',
    patterns: [
      /\bsmok/,
      /\bcigarett/,
      /\btobacco\b/,
      /\bvap(e|es|ing)\b/,
      /\balcohol/,
      /\bdo you drink\b/,
      /\bhow much do you drink\b/,
      /\bdrink(s|ing)? (alcohol|beer|wine|spirits)\b/,
      /\boccupation\b/,
      /\bwork\b/,
      /\bjob\b/,
      /\bfor a living\b/,
      /\blive (with|alone)\b/,
      /\bliving (situation|arrangements?)\b/,
      /\brecreational\b/,
      /\bexercise\b/,
    ],
  },
];

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

/** The history-taking topics (packages/clinical) each default question is about. */
const questionTopics: Record<string, (q: Question) => boolean> = {
  'Presenting complaint': (q) => q.acts.includes('opening'),
  'Onset and duration': (q) => q.topics.some((t) => t === 'onset' || t === 'timing'),
  'Character and severity': (q) => q.topics.some((t) => t === 'character' || t === 'severity'),
  'Associated symptoms': (q) =>
    q.acts.includes('anythingElse') || (q.acts.includes('check') && q.concepts.length > 0),
  'Past medical history': (q) =>
    q.topics.some((t) => ['pmh', 'surgery', 'previous'].includes(t)) || !!q.condition,
  Medications: (q) => q.topics.includes('medication'),
  Allergies: (q) => q.topics.includes('allergy'),
  'Family history': (q) => q.topics.includes('family'),
  'Social history (smoking, alcohol, occupation)': (q) =>
    q.topics.some((t) => ['smoking', 'alcohol', 'occupation', 'home', 'drugs'].includes(t)),
};

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
 * patient uses it) or by its known phrasings; an author's own question by the history topics and the
 * concepts the two share, or by its words (docs/marking.md#the-rubric).
 */
export function askedQuestions(
  studentLines: readonly ConversationMessage[],
  caseText: string,
): MarkingEvidence['mandatoryQuestions'] {
  const asked = studentLines.map((m) => ({ m, q: understand(m.text) }));

  const rules = caseQuestions(caseText).map((question) => {
    const standard = standardRules.get(standardKey(question));
    if (standard)
      return {
        question,
        test: (line: string, q: Question) =>
          (questionTopics[standard.question]?.(q) ?? false) ||
          standard.patterns.some((re) => re.test(normalize(line))),
      };
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
