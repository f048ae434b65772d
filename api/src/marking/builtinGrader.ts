import {
  backgroundTopics,
  type CaseInput,
  diagnosisSynonymPatterns,
  type Question,
  readCase,
  readUtterance,
  understand,
} from '@anamnesis/clinical';
import { rubric } from '@anamnesis/rules';
import type { ConversationMessage, MarkingEvidence } from '../assignments/assignments.table.js';
import { markedExchanges } from './record.js';
import { keyWords, normalize, presentIn, sameWord } from './text.js';

export const builtinGraderName = 'Anamnesis built-in grader';

/** What a grader knows of the patient: the case record as the admin wrote it. */
export interface PatientCase {
  name: string;
  /** The expected diagnosis (the patient's `answer`). */
  diagnosis: string;
  /** Extra questions for this case, one per line; may be empty. */
  mandatoryQuestions: string;
  predefinedTreatments: string;
  /** The free-text history: the case's facts (allergies for contraindications, the ledger's facts). */
  medicalHistory?: string;
  symptoms: { name: string; description?: string | null; severity?: 'mild' | 'moderate' | 'severe' }[];
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
  'acute chronic suspected probable possible likely query mild moderate severe mellitus type community acquired disease syndrome disorder uncomplicated complicated early simple most'.split(
    ' ',
  ),
);

function diagnosisKeys(text: string): string[] {
  let t = normalize(text);
  for (const [re, to] of diagnosisSynonyms) t = t.replace(re, to);
  return keyWords(t, diagnosisQualifiers);
}

/** "Not X", "X excluded", "ruled out X": a candidate the student set aside. */
const setAside =
  /\b(not|no|never|exclude[ds]?|excluding|ruled? out|rule out|r\/o|unlikely|without|neither|nor|less likely|doubt)\b/;
/** The student's working diagnosis among several: "most likely X", "X (working diagnosis)". */
const favoured =
  /\b(most likely|most probable|probably|likely|working diagnosis|primary diagnosis|favou?red?|leading)\b/;

/** The candidates a diagnosis text names: "X; differentials Y, Z" or "X or Y". */
export function diagnosisCandidates(given: string): string[] {
  const text = normalize(given);
  // Commas separate candidates only in a list of differentials ("X, secondary to Y" is one).
  const listAt = text.search(/\b(differentials?|ddx|differential diagnosis)\b/);
  const main = listAt >= 0 ? text.slice(0, listAt) : text;
  const list =
    listAt >= 0
      ? text
          .slice(listAt)
          .replace(/^\w+( diagnosis)?\s*:?/, '')
          .split(',')
      : [];
  return [...main.split(/[;\n/]|\bor\b|\bvs\.?\b|\bversus\b|\?|\bbut\b/), ...list]
    .map((c) => c.replace(/^\s*diagnosis\s*:/, '').trim())
    .filter((c) => keyWords(c, diagnosisQualifiers).length > 0);
}

export function compareDiagnosis(
  expected: string,
  given: string,
): MarkingEvidence['diagnosis'] & { score: number } {
  const keys = diagnosisKeys(expected);
  const names = diagnosisSynonymPatterns(expected);
  const candidates = diagnosisCandidates(given);
  const judge = (candidate: string) => {
    const candidateKeys = diagnosisKeys(candidate);
    const overlap = keys.filter((k) => candidateKeys.some((g) => sameWord(k, g)));
    // Another name for it ('chest infection') counts in full unless its own words say otherwise ('type 1').
    const full =
      (keys.length > 0 && overlap.length === keys.length) ||
      (overlap.length === 0 && names.some((re) => re.test(candidate)));
    const part = !full && overlap.length > 0 && overlap.length * 2 >= keys.length;
    // The words before the diagnosis in this candidate set it aside ("not", "ruled out").
    const at = Math.max(0, ...overlap.map((k) => candidate.indexOf(k.slice(0, 5))));
    const negated =
      setAside.test(candidate.slice(0, at)) || /\b(excluded|ruled out|unlikely)\b/.test(candidate);
    return { candidate, overlap, full, part, negated };
  };
  const judged = candidates.map(judge);
  const hit = judged.find((j) => (j.full || j.part) && !j.negated);
  const negated = !hit && judged.some((j) => (j.full || j.part) && j.negated);
  const others = judged.filter((j) => j !== hit && !j.negated);
  // A differential that lists the right answer among others earns part, unless the student favours it.
  const differential = !!hit && others.length > 0 && !favoured.test(hit.candidate);
  const matched = !!hit?.full && !differential;
  const partial = !!hit && !matched;
  const score = matched ? rubric.diagnosis : partial ? rubric.diagnosis / 2 : 0;
  return {
    expected,
    given,
    matched,
    partial,
    keyWords: keys,
    overlap: hit?.overlap ?? [],
    ...(negated ? { negated: true } : {}),
    ...(differential ? { differential: true } : {}),
    score,
  };
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

/** Shorthand clinicians write for tests and treatments, and the words of the item it stands for. */
const shorthand: [RegExp, string][] = [
  [/\blfts?\b/g, 'lfts liver function'],
  [/\bfbc\b/g, 'fbc full blood count'],
  [/\bu\s?&\s?es?\b|\bues\b/g, 'ues urea electrolytes'],
  [/\bcxr\b/g, 'cxr chest x ray'],
  [/\becg\b|\bekg\b/g, 'ecg electrocardiogram'],
  [/\babx\b/g, 'antibiotics'],
  [/\bppis?\b/g, 'ppi proton pump inhibitor'],
  [/\bgtn\b/g, 'gtn nitroglycerin'],
  [/\bnbm\b/g, 'nil by mouth'],
  [/\bivf\b/g, 'iv fluids'],
  [/\bhba1c\b/g, 'hba1c glucose'],
];
/** Words an item shares with many others: alone they do not show which item was meant. */
const genericCare = new Set(
  'blood bloods test tests check checks including incl eg such review advice plus and'.split(' '),
);

const expandShorthand = (text: string) =>
  shorthand.reduce((t, [re, to]) => t.replace(re, to), normalize(text));

/**
 * An item is covered when, for one of its 'or' alternatives, at least half of its key words appear,
 * or one of its distinctive words does ("LFTs" for "bloods incl. LFTs").
 */
function itemCovered(item: string, given: string): boolean {
  const said = expandShorthand(given);
  return expandShorthand(item)
    .split(/\bor\b|\//i)
    .map(itemKeys)
    .filter((keys) => keys.length > 0)
    .some((keys) => {
      const found = presentIn(keys, said);
      const distinctive = keys.filter((k) => !genericCare.has(k) && k.length >= 3);
      return (
        found.length * 2 >= keys.length ||
        (distinctive.length > 1 && found.some((f) => distinctive.includes(f)))
      );
    });
}

/** Drug classes a recorded allergy rules out: the allergen's class and its members. */
const drugClasses: [RegExp, RegExp][] = [
  [
    /penicillin|amoxicillin|flucloxacillin|co ?amoxiclav/,
    /\b\w*cillin\b|\bco ?amoxiclav\b|\baugmentin\b|\btazocin\b|\bpenicillin\b/,
  ],
  [/cephalosporin|cef\w+|ceph\w+/, /\bcef\w+|\bceph\w+/],
  [
    /sulfa|sulpha|sulphonamide|sulfonamide|co ?trimoxazole/,
    /\bsulf\w+|\bsulph\w+|\bco ?trimoxazole\b|\bseptrin\b/,
  ],
  [
    /nsaid|ibuprofen|naproxen|diclofenac|aspirin|anti ?inflammator/,
    /\bibuprofen\b|\bnaproxen\b|\bdiclofenac\b|\baspirin\b|\bnsaids?\b|\bcelecoxib\b|\bketorolac\b/,
  ],
  [
    /codeine|morphine|opiate|opioid|tramadol|oxycodone/,
    /\bcodeine\b|\bmorphine\b|\btramadol\b|\boxycodone\b|\bopioids?\b|\bopiates?\b|\bco ?codamol\b|\bdihydrocodeine\b/,
  ],
  [/macrolide|erythromycin|clarithromycin|azithromycin/, /\b\w+thromycin\b|\berythromycin\b/],
  [/tetracycline|doxycycline/, /\b\w*cycline\b/],
  [/quinolone|ciprofloxacin|levofloxacin/, /\b\w+floxacin\b/],
  [/latex/, /\blatex\b/],
];

/** What the student suggested that the patient's recorded allergies rule out. */
export function contraindicated(allergens: readonly string[], given: string): string[] {
  const said = normalize(given);
  const out: string[] = [];
  for (const allergen of allergens) {
    const a = normalize(allergen);
    for (const [when, members] of drugClasses) {
      if (!when.test(a)) continue;
      const hit = said.match(members);
      if (hit) out.push(`${hit[0]} (allergic to ${allergen})`);
    }
    if (!drugClasses.some(([when]) => when.test(a)) && a.length > 3 && said.includes(a))
      out.push(`${a} (allergic to ${allergen})`);
  }
  return [...new Set(out)];
}

/** A contraindicated treatment earns at most this much of the treatment part. */
export const contraindicatedMax = 2;

export function compareTreatment(
  expected: string,
  given: string,
  allergens: readonly string[] = [],
): MarkingEvidence['treatment'] & { score: number } {
  const items = treatmentItems(expected);
  const matched = given.trim() ? items.filter((i) => itemCovered(i, given)) : [];
  const missed = items.filter((i) => !matched.includes(i));
  // With no predefined treatment there is nothing to miss: any suggestion earns the marks.
  const fraction = items.length ? matched.length / items.length : given.trim() ? 1 : 0;
  const unsafe = contraindicated(allergens, given);
  const score = Math.round(rubric.treatment * fraction);
  return {
    expected,
    given,
    matched,
    missed,
    ...(unsafe.length ? { contraindicated: unsafe } : {}),
    score: unsafe.length ? Math.min(score, contraindicatedMax) : score,
  };
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
  else if (d.negated)
    parts.push(`You set aside the expected diagnosis (${d.expected}), so it earns nothing.`);
  else if (d.matched) parts.push(`Your diagnosis matches the expected diagnosis (${d.expected}).`);
  else if (d.differential)
    parts.push(
      `The expected diagnosis (${d.expected}) is among your differentials but not your working diagnosis.`,
    );
  else if (d.partial) parts.push(`Your diagnosis is partly right; the expected diagnosis is ${d.expected}.`);
  else parts.push(`Your diagnosis (${d.given}) does not match the expected diagnosis (${d.expected}).`);
  const t = e.treatment;
  if (!t.given) parts.push('No treatment was suggested.');
  else if (t.missed.length)
    parts.push(
      `Your treatment covers ${t.matched.length} of ${t.matched.length + t.missed.length} key items; missing: ${list(t.missed)}.`,
    );
  else parts.push('Your treatment covers every key item.');
  if (t.contraindicated?.length)
    parts.push(
      `The patient's recorded allergies rule out ${list(t.contraindicated)}, so the treatment earns at most ${contraindicatedMax} of ${rubric.treatment}.`,
    );
  parts.push(`Total ${scores.totalScore}/100.`);
  return parts.join(' ');
}

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

/** The case record as the case-fact model reads it. */
export function caseInputOf(patient: PatientCase): CaseInput {
  return {
    name: patient.name,
    medicalHistory: patient.medicalHistory ?? '',
    symptoms: patient.symptoms.map((s) => ({
      name: s.name,
      description: s.description ?? '',
      severity: s.severity ?? 'moderate',
    })),
    diagnosis: patient.diagnosis,
    treatments: patient.predefinedTreatments,
  };
}

/**
 * The deterministic built-in grader: pure, so the same transcript, findings and case always give the
 * same marks. It marks meaning, on the record only the server wrote (docs/marking.md): questions by
 * what they ask, symptoms by the facts verified patient lines revealed (never by a denial), the
 * diagnosis by its names, negations and differentials, treatments by their items and the patient's
 * allergies. Evidence quotes whole lines of the transcript.
 */
export function gradeBuiltin(input: GradingInput): GradingResult {
  const { patient } = input;
  const exchanges = markedExchanges(input.transcript);
  const studentLines = exchanges.map((e) => e.question);
  const asked = studentLines.map((m) => ({ m, q: understand(m.text) }));

  const rules: { question: string; test: (line: string, q: Question) => boolean }[] = [
    ...defaultQuestions.map((r) => ({
      question: r.question,
      test: (line: string, q: Question) => {
        const t = normalize(line);
        return (questionTopics[r.question]?.(q) ?? false) || r.patterns.some((re) => re.test(t));
      },
    })),
    ...caseQuestions(patient.mandatoryQuestions).map((question) => {
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
    }),
  ];
  const mandatoryQuestions = rules.map((r) => {
    const hit = asked.find(({ m, q }) => r.test(m.text, q));
    return { question: r.question, asked: Boolean(hit), quote: hit?.m.text ?? null };
  });

  // A symptom counts when a verified patient line revealed one of its facts in answer to the student.
  const facts = readCase(caseInputOf(patient));
  const byId = new Map(facts.facts.map((f) => [f.id, f]));
  const elicitedBy = new Map<string, string>();
  for (const e of exchanges)
    for (const line of e.answers) {
      const read = readUtterance(line.text, facts);
      const ledger = (line.facts?.length ? line.facts : read.revealed).filter(
        (id) => !read.denied.includes(id),
      );
      for (const id of ledger) {
        const f = byId.get(id);
        // Its presence, or a detail of its own from the history; not the catalogue's general description.
        const own = f?.polarity === 'present' && (f.origin === 'symptom' || f.origin === 'history');
        if (f?.symptom && own && !elicitedBy.has(f.symptom)) elicitedBy.set(f.symptom, line.text);
      }
    }
  const symptoms = patient.symptoms.map((s) => {
    const quote = elicitedBy.get(s.name) ?? null;
    return { symptom: s.name, elicited: quote !== null, quote };
  });

  const findings = parseFindings(input.findings);
  const { score: diagnosisScore, ...diagnosis } = compareDiagnosis(patient.diagnosis, findings.diagnosis);
  const allergens = facts.facts
    .filter((f) => f.topic === 'allergy' && f.polarity === 'present')
    .map((f) => f.phrase.replace(/^I'm allergic to /, '').replace(/\s+[—-].*$/, ''));
  const { score: treatmentScore, ...treatment } = compareTreatment(
    patient.predefinedTreatments,
    findings.treatment,
    allergens,
  );

  const askedCount = mandatoryQuestions.filter((q) => q.asked).length;
  const elicited = symptoms.filter((s) => s.elicited).length;
  const mandatoryQuestionScore = mandatoryQuestions.length
    ? Math.round((rubric.mandatoryQuestions * askedCount) / mandatoryQuestions.length)
    : 0;
  // A case without symptoms has nothing to elicit: full marks, but only for an actual conversation.
  const symptomsScore = symptoms.length
    ? Math.round((rubric.symptoms * elicited) / symptoms.length)
    : exchanges.length
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
