/**
 * Drafts of facts and the patterns the readers of a history share.
 */
import { tidy } from './phrasing.js';
import type { KnownSymptom } from './symptoms.js';
import { shortHash } from './text.js';
import type { Fact, Topic } from './types.js';

export type Draft = Omit<Fact, 'id'>;

export interface Reading {
  known: KnownSymptom[];
  /** A parent tells a child's history: the patient speaks of "she"/"he". */
  child: { pronoun: 'she' | 'he'; narrator: string; narratorName?: string } | null;
}

export const occupations =
  /\b(teacher|nurse|doctor|builder|driver|lorry driver|taxi driver|bus driver|accountant|engineer|electrician|plumber|farmer|cleaner|chef|cook|waiter|waitress|shop assistant|cashier|student|secretary|receptionist|lawyer|solicitor|police officer|firefighter|soldier|mechanic|carpenter|painter|decorator|hairdresser|banker|manager|office worker|administrator|programmer|developer|designer|journalist|writer|artist|musician|labourer|factory worker|warehouse worker|miner|postman|postwoman|care worker|carer|social worker|pharmacist|dentist|vet|scientist|librarian|retired|unemployed|housewife|homemaker|salesman|saleswoman|sales|estate agent|gardener|joiner|welder|roofer|bricklayer|porter|security guard|shop owner|business owner|consultant|civil servant|midwife|paramedic|pilot|athlete|footballer|personal trainer)\b/;
export const drugLike =
  /\b\d+(\.\d+)? ?(mg|mcg|micrograms?|g|units|ml)\b|\b(tablets?|pills?|inhalers?|insulin|injections?|patch|cream|drops|capsules?|ibuprofen|naproxen|aspirin|diclofenac|nurofen|calpol|gaviscon|antacids?|laxatives?|painkillers?|antibiotics?|steroids?|vitamins?)\b|\w+(olol|pril|sartan|statin|formin|azole|cillin|mycin|cycline|floxacin|dipine|prazole|tidine|lukast|sone|olone|parin|xaban|gatran|farin|amide|ide|azide|thiazide|ine|pam|lam|oxetine|aline|pine|one|ate|ol)\b/;
export const surgeryWords =
  /\b\w+ectomy\b|\b\w+otomy\b|\b\w+plasty\b|\boperations?\b|\bsurger(y|ies)\b|\bremoved\b|\b(appendix|tonsils|adenoids|gallbladder|womb|wisdom teeth|teeth) out\b|\bgrommets\b|\brepair\b|\breplacement\b|\bbypass\b|\bcaesarean\b|\bstent\w*\b|\bcabg\b|\bamputation\b|\b(?:had it|was|were|been) (?:plated|pinned|wired|screwed|operated on)\b|\boperated on\b|\b\w+oscopy\b|\bfixed with (?:a )?(?:plate|pins?|screws?|wires?|nail)\b|\bdrained under\b|\bunder (?:a )?general an(?:a)?esthetic\b|\bkeyhole\b/;
export const conditionWords =
  /\b(hypertension|high blood pressure|diabet\w*|asthma\w*|copd|angina|cholesterol|epilep\w*|depress\w*|anxiety|\w*arthritis|overactive bladder|incontinence|enlarged prostate|prostate problems?|underactive thyroid|overactive thyroid|hypothyroidism|hyperthyroidism|vitiligo|hay fever|sinusitis|diverticul\w*|spondyl\w*|sciatica|fibromyalgia|macular degeneration|heart murmur|high cholesterol|migraines?|eczema|psoriasis|kidney disease|heart (failure|disease|attack)|atrial fibrillation|stroke|mini stroke|cancer|thyroid|reflux|ulcer|gout|obes\w*|overweight|anaemia|anemia|gallstones?|hernia|irritable bowel|crohn\w*|colitis|coeliac|hepatitis|hiv|tuberculosis|osteoporosis|dementia|parkinson\w*|sclerosis|lupus|sickle|thalassa?emia|bipolar|schizophreni\w*|ptsd|adhd|autism|pcos|endometriosis|fibroids|glaucoma|cataracts?|sleep apnoea|blood clot|dvt|infections?|pneumonia|bronchitis|(?<!\b(?:half a|a|an|\d+|one|two|three) )stones?|chlamydia|gonorrh\w*|herpes|syphilis)\b/;
export const characterWords =
  /\b(sharp|dull|crushing|burning|stabbing|throbbing|colicky|cramping|crampy|tight|tightness|pressure|heavy|heaviness|aching|gnawing|squeezing|pounding|shooting|tearing|ripping|band like|dry|productive|pleuritic|griping|knife like|electric)\b/;

/**
 * A fact's id: its topic, symptom and source span, never its wording, so a stored conversation keeps
 * its ledger when the phrasing code changes (docs/patient.md#the-disclosure-ledger). Facts that share
 * all three are told apart by their order in the clause (`.2`, `.3`).
 */
export const id = (d: Pick<Draft, 'topic' | 'symptom' | 'origin' | 'source'>) =>
  `${d.topic}.${shortHash(`${d.symptom ?? ''}|${d.origin}|${d.source}`)}`;

export function draft(
  topic: Topic,
  source: string,
  phrase: string,
  rest: Partial<Pick<Draft, 'symptom' | 'polarity' | 'origin' | 'concepts'>> = {},
): Draft {
  return {
    topic,
    symptom: rest.symptom ?? null,
    polarity: rest.polarity ?? 'present',
    source,
    origin: rest.origin ?? 'history',
    phrase: withNames(tidy(phrase), source),
    concepts: rest.concepts ?? [],
  };
}

/** Words the author capitalised mid-sentence (names, places, brands: "Leeds", "Calpol"). */
const common = new Set(
  'i a an the it in on at to of and or but he she his her they no not yes my me we us is was has had pain'.split(
    ' ',
  ),
);

/** The author's capitals back on a phrase read from normalised text ("leeds" → "Leeds"). */
export function withNames(phrase: string, source: string): string {
  const names = new Map<string, string>();
  for (const m of source.matchAll(/(?<=[a-z0-9,;:'()] )([A-Z][a-z]+|[A-Z]{2,})\b/g)) {
    const word = m[1] ?? '';
    if (!common.has(word.toLowerCase()) && word.length > 1) names.set(word.toLowerCase(), word);
  }
  if (!names.size) return phrase;
  return phrase.replace(/\b[a-z]+\b/g, (w) => names.get(w) ?? w);
}

export const startsNegative = (text: string) =>
  startsNegativeBare(text.replace(/^(?:and|but|also|so|then),?\s+/, ''));
const startsNegativeBare = (t: string) =>
  // "no longer enjoys running" tells of a change, not an absence.
  /^(no|nil|none|not|never|denies|denied|without|negative|non|nkda|no known)\b(?! longer\b| more than\b| less than\b)/.test(
    t,
  ) ||
  /^nil\b|^none\b/.test(t) ||
  // "She denies palpitations": a note's denial with its subject.
  /^(?:he|she|i|they|the patient|patient|pt) (?:denies|denied|deny)\b/.test(t) ||
  // "there has been no blood in them": a denial with "there".
  /^there (?:has been|have been|was|were|is|are|'s been) (?:no|never|not)\b/.test(t) ||
  // "she has had no cuts", "he has never had gout": the subject and its verb before the denial.
  /^(?:(?:he|she|i|they) )?(?:has|have|had)(?: had)? (?:no|never)\b(?! longer\b)/.test(t);
