import type { ConversationMessage, MarkingEvidence } from '../assignments/assignments.table.js';
import { keyWords, normalize, presentIn, sameWord } from './text.js';

/** The rubric of DESIGN.md §3 and spec 001 §9. */
export const rubric = { mandatoryQuestions: 45, symptoms: 40, diagnosis: 10, treatment: 5 } as const;

export const builtinGraderName = 'Anamnesis built-in grader';

/** What a grader knows of the patient: the case record as the admin wrote it. */
export interface PatientCase {
  name: string;
  /** The expected diagnosis (the patient's `answer`). */
  diagnosis: string;
  /** Extra questions for this case, one per line; may be empty. */
  mandatoryQuestions: string;
  predefinedTreatments: string;
  symptoms: { name: string; description?: string | null }[];
}

export interface GradingInput {
  transcript: readonly ConversationMessage[];
  /** As the student submitted it: 'Diagnosis: X\nSuggested Treaments: Y'. */
  findings: string | null;
  visitNote?: string | null;
  patient: PatientCase;
}

export interface RubricScores {
  mandatoryQuestionScore: number;
  symptomsScore: number;
  diagnosisScore: number;
  treatmentScore: number;
  totalScore: number;
}

export interface GradingResult {
  scores: RubricScores;
  evidence: MarkingEvidence;
  feedback: string;
  /** Recorded as the assignment's marked_by. */
  markedBy: string;
}

/**
 * Anything that marks a submitted conversation. The built-in grader below always answers; a
 * model-based grader can be put in front of it with `withFallback(modelGrader, builtinGrader)`.
 */
export interface Grader {
  readonly name: string;
  grade(input: GradingInput): Promise<GradingResult>;
}

/**
 * Tries `primary`; if it throws (provider down, malformed output), `fallback` marks instead and
 * `markedBy` says so.
 */
export function withFallback(
  primary: Grader,
  fallback: Grader,
  onFallback: (error: unknown) => void = () => {},
): Grader {
  return {
    name: `${primary.name}, else ${fallback.name}`,
    async grade(input) {
      try {
        return await primary.grade(input);
      } catch (error) {
        onFallback(error);
        const result = await fallback.grade(input);
        return { ...result, markedBy: `${result.markedBy} (${primary.name} unavailable)` };
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Mandatory history-taking questions

interface QuestionRule {
  question: string;
  patterns: RegExp[];
}

const symptomWords =
  'pain|ache|aching|hurt|fever|temperature|chills|cough|breath|wheez|sweat|clammy|nause|sick|vomit|dizz|faint|headache|tired|fatigue|energy|thirst|urin|pee|toilet|appetite|weight|rash|itch|swell|palpitation|bleed|blood|diarrh|constipat|stool|light|vision|numb|tingl|sleep|mood';
const askingAbout =
  '(any|anything|do you (have|get|feel|notice)|have you (had|got|noticed|felt|been)|are you|did you (have|notice|get|feel))';

/** The default questions every history should cover, each with the phrasings that count as asking it. */
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

/** The case's own questions: one per line, bullets and numbering stripped. */
export function caseQuestions(text: string): string[] {
  return text
    .split(/\r?\n|;/)
    .map((l) => l.replace(/^\s*(?:[-*\u2022]|\d+[.)])\s*/, '').trim())
    .filter((l) => keyWords(l, questionFiller).length > 0);
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

// ---------------------------------------------------------------------------------------------------
// Symptoms

/** Everyday words a patient uses for the catalogue's symptoms, matched at a word start. */
const symptomSynonyms: Record<string, RegExp[]> = {
  'chest pain': [/\bchest\b/, /\bcrushing\b/, /\bangina\b/],
  'shortness of breath': [/\bbreath/, /\bwinded\b/, /\bdyspno?ea\b/, /\bcan't breathe\b/],
  sweating: [/\bsweat/, /\bclammy\b/, /\bperspir/, /\bdiaphore/],
  nausea: [
    /\bnause/,
    /\bqueasy\b/,
    /\bfeel(ing)? sick\b/,
    /\bsick to my stomach\b/,
    /\bvomit/,
    /\bthrow(ing)? up\b/,
    /\bthrew up\b/,
  ],
  fever: [/\bfever/, /\btemperature\b/, /\bchills?\b/, /\bshiver/, /\bhot and cold\b/],
  cough: [/\bcough/],
  headache: [/\bheadaches?\b/, /\bmy head\b/, /\bmigraine/],
  fatigue: [
    /\btired/,
    /\bfatigue/,
    /\bexhaust/,
    /\bno energy\b/,
    /\blethargic\b/,
    /\bworn out\b/,
    /\bweary\b/,
    /\bdrained\b/,
  ],
  'abdominal pain': [/\babdom/, /\btumm(y|ies)\b/, /\bstomach\b/, /\bbelly\b/],
  'loss of appetite': [
    /\bappetite\b/,
    /\bnot hungry\b/,
    /\boff my food\b/,
    /\b(can't|don't|not) (feel like )?eat/,
  ],
  'excessive thirst': [/\bthirst/, /\bdrinking (a lot|so much|loads)\b/, /\bdry mouth\b/],
  'frequent urination': [
    /\burin/,
    /\btoilet\b/,
    /\bpee(s|ing)?\b/,
    /\bwee(s|ing)?\b/,
    /\bbathroom\b/,
    /\bloo\b/,
    /\bpassing water\b/,
  ],
  wheezing: [/\bwheez/, /\bwhistl/],
  'sensitivity to light': [/\blight\b/, /\bbright/, /\bphotophob/],
};

const symptomFiller = new Set(['excessive', 'frequent', 'sensitivity', 'loss', 'increased', 'decreased']);

/** A patient's line mentions the symptom: a known synonym, or every key word of its name. */
export function mentionsSymptom(symptom: string, line: string): boolean {
  const text = normalize(line);
  const known = symptomSynonyms[normalize(symptom).trim().replace(/\s+/g, ' ')];
  if (known?.some((re) => re.test(text))) return true;
  const keys = keyWords(symptom, symptomFiller);
  const fallback = keys.length ? keys : keyWords(symptom);
  return fallback.length > 0 && presentIn(fallback, text).length === fallback.length;
}

// ---------------------------------------------------------------------------------------------------
// Findings: diagnosis and treatment

/** Splits the findings the student dialog composes ('Diagnosis: X\nSuggested Treaments: Y'). */
export function parseFindings(findings: string | null): { diagnosis: string; treatment: string } {
  const text = (findings ?? '').trim();
  if (!text) return { diagnosis: '', treatment: '' };
  // The product spells it 'Treaments'; accept the correct spelling too.
  const treatAt = text.search(/suggested\s+trea?t?e?ments?\s*:/i);
  const head = treatAt >= 0 ? text.slice(0, treatAt) : text;
  const treatment = treatAt >= 0 ? text.slice(treatAt).replace(/^suggested\s+trea?t?e?ments?\s*:/i, '') : '';
  const diagnosis = head.replace(/^\s*diagnosis\s*:/i, '');
  return { diagnosis: diagnosis.trim(), treatment: treatment.trim() };
}

/** Abbreviations and lay terms rewritten to the words a case record uses. */
const diagnosisSynonyms: [RegExp, string][] = [
  [/\bheart attack\b/g, 'myocardial infarction'],
  [/\b(n?stemi|ami|mi)\b/g, 'myocardial infarction'],
  [/\bt2dm\b/g, 'type 2 diabetes'],
  [/\bt1dm\b/g, 'type 1 diabetes'],
  [/\bdm\b/g, 'diabetes'],
  [/\bcap\b/g, 'community acquired pneumonia'],
  [/\bcopd\b/g, 'chronic obstructive pulmonary disease'],
  [/\buti\b/g, 'urinary tract infection'],
  [/\bpe\b/g, 'pulmonary embolism'],
  [/\bdvt\b/g, 'deep vein thrombosis'],
];

/** Words that qualify a diagnosis without changing what it is. */
const diagnosisQualifiers = new Set(
  'acute chronic suspected probable possible likely query mild moderate severe mellitus type community acquired disease syndrome disorder uncomplicated complicated early simple'.split(
    ' ',
  ),
);

function diagnosisKeys(text: string): string[] {
  let t = normalize(text);
  for (const [re, to] of diagnosisSynonyms) t = t.replace(re, to);
  return keyWords(t, diagnosisQualifiers);
}

export function compareDiagnosis(
  expected: string,
  given: string,
): MarkingEvidence['diagnosis'] & { score: number } {
  const keys = diagnosisKeys(expected);
  const givenKeys = diagnosisKeys(given);
  const overlap = keys.filter((k) => givenKeys.some((g) => sameWord(k, g)));
  const matched = keys.length > 0 && overlap.length === keys.length;
  const partial = !matched && overlap.length > 0 && overlap.length * 2 >= keys.length;
  const score = matched ? rubric.diagnosis : partial ? rubric.diagnosis / 2 : 0;
  return { expected, given, matched, partial, keyWords: keys, overlap, score };
}

/** Route, timing and urgency words: a treatment item is about its drug or action, not these. */
const treatmentFiller = new Set(
  'urgent urgently primary oral orally iv intravenous sublingual chewed daily twice once annual regular immediate immediately start give consider if mg g mcg ml kg hours hour days day'.split(
    ' ',
  ),
);

/** The key items of the predefined treatments: comma, semicolon or line separated; notes in brackets dropped. */
export function treatmentItems(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((s) =>
      s
        .replace(/\([^)]*\)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => itemKeys(s).length > 0);
}

const itemKeys = (s: string) => keyWords(s, treatmentFiller).filter((w) => !/^\d+$/.test(w));

/** An item is covered when, for one of its 'or' alternatives, at least half of its key words appear. */
function itemCovered(item: string, given: string): boolean {
  return item
    .split(/\bor\b|\//i)
    .map(itemKeys)
    .filter((keys) => keys.length > 0)
    .some((keys) => presentIn(keys, given).length * 2 >= keys.length);
}

export function compareTreatment(
  expected: string,
  given: string,
): MarkingEvidence['treatment'] & { score: number } {
  const items = treatmentItems(expected);
  const matched = given.trim() ? items.filter((i) => itemCovered(i, given)) : [];
  const missed = items.filter((i) => !matched.includes(i));
  // With no predefined treatment there is nothing to miss: any suggestion earns the marks.
  const fraction = items.length ? matched.length / items.length : given.trim() ? 1 : 0;
  return { expected, given, matched, missed, score: Math.round(rubric.treatment * fraction) };
}

// ---------------------------------------------------------------------------------------------------
// The grader

const list = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

function writeFeedback(e: MarkingEvidence, scores: RubricScores): string {
  const parts: string[] = [];
  const asked = e.mandatoryQuestions.filter((q) => q.asked).length;
  const missedQ = e.mandatoryQuestions.filter((q) => !q.asked).map((q) => q.question.toLowerCase());
  parts.push(
    missedQ.length
      ? `You asked ${asked} of ${e.mandatoryQuestions.length} mandatory history questions; not covered: ${list(missedQ)}.`
      : `You asked all ${e.mandatoryQuestions.length} mandatory history questions.`,
  );
  const elicited = e.symptoms.filter((s) => s.elicited).length;
  const missedS = e.symptoms.filter((s) => !s.elicited).map((s) => s.symptom);
  if (e.symptoms.length)
    parts.push(
      missedS.length
        ? `You drew out ${elicited} of ${e.symptoms.length} symptoms; missed: ${list(missedS)}.`
        : `You drew out all ${e.symptoms.length} symptoms.`,
    );
  const d = e.diagnosis;
  if (!d.given) parts.push(`No diagnosis was given; the expected diagnosis is ${d.expected}.`);
  else if (d.matched) parts.push(`Your diagnosis matches the expected diagnosis (${d.expected}).`);
  else if (d.partial) parts.push(`Your diagnosis is partly right; the expected diagnosis is ${d.expected}.`);
  else parts.push(`Your diagnosis (${d.given}) does not match the expected diagnosis (${d.expected}).`);
  const t = e.treatment;
  if (!t.given) parts.push('No treatment was suggested.');
  else if (t.missed.length)
    parts.push(
      `Your treatment covers ${t.matched.length} of ${t.matched.length + t.missed.length} key items; missing: ${list(t.missed)}.`,
    );
  else parts.push('Your treatment covers every key item.');
  parts.push(`Total ${scores.totalScore}/100.`);
  return parts.join(' ');
}

/**
 * The deterministic built-in grader: pure, so the same transcript, findings and case always give the
 * same marks. Evidence quotes are whole lines of the transcript.
 */
export function gradeBuiltin(input: GradingInput): GradingResult {
  const { transcript, patient } = input;
  const studentLines = transcript.filter((m) => !m.isAI && typeof m.text === 'string');

  const rules: { question: string; test: (line: string) => boolean }[] = [
    ...defaultQuestions.map((q) => ({
      question: q.question,
      test: (line: string) => {
        const t = normalize(line);
        return q.patterns.some((re) => re.test(t));
      },
    })),
    ...caseQuestions(patient.mandatoryQuestions).map((question) => {
      const keys = keyWords(question, questionFiller);
      return {
        question,
        test: (line: string) => presentIn(keys, line).length * 2 >= keys.length,
      };
    }),
  ];
  const mandatoryQuestions = rules.map((r) => {
    const hit = studentLines.find((m) => r.test(m.text));
    return { question: r.question, asked: Boolean(hit), quote: hit?.text ?? null };
  });

  // A symptom counts when the patient mentions it in answer to the student, not before any question.
  const firstQuestion = transcript.findIndex((m) => !m.isAI);
  const answers = firstQuestion < 0 ? [] : transcript.slice(firstQuestion + 1).filter((m) => m.isAI);
  const symptoms = patient.symptoms.map((s) => {
    const hit = answers.find((m) => typeof m.text === 'string' && mentionsSymptom(s.name, m.text));
    return { symptom: s.name, elicited: Boolean(hit), quote: hit?.text ?? null };
  });

  const findings = parseFindings(input.findings);
  const { score: diagnosisScore, ...diagnosis } = compareDiagnosis(patient.diagnosis, findings.diagnosis);
  const { score: treatmentScore, ...treatment } = compareTreatment(
    patient.predefinedTreatments,
    findings.treatment,
  );

  const asked = mandatoryQuestions.filter((q) => q.asked).length;
  const elicited = symptoms.filter((s) => s.elicited).length;
  const mandatoryQuestionScore = mandatoryQuestions.length
    ? Math.round((rubric.mandatoryQuestions * asked) / mandatoryQuestions.length)
    : 0;
  // A case without symptoms has nothing to elicit: full marks, but only for an actual conversation.
  const symptomsScore = symptoms.length
    ? Math.round((rubric.symptoms * elicited) / symptoms.length)
    : studentLines.length
      ? rubric.symptoms
      : 0;
  const scores: RubricScores = {
    mandatoryQuestionScore,
    symptomsScore,
    diagnosisScore,
    treatmentScore,
    totalScore: mandatoryQuestionScore + symptomsScore + diagnosisScore + treatmentScore,
  };
  const evidence: MarkingEvidence = {
    grader: builtinGraderName,
    mandatoryQuestions,
    symptoms,
    diagnosis,
    treatment,
  };
  return { scores, evidence, feedback: writeFeedback(evidence, scores), markedBy: builtinGraderName };
}

export const builtinGrader: Grader = {
  name: builtinGraderName,
  grade: async (input) => gradeBuiltin(input),
};
