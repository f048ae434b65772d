/**
 * The keyword fallback: the facts whose own words a question uses, for questions no topic covers
 * ("how tall are you?", "what colour is your wee?"). Words are compared as stems, and a question's
 * everyday word also finds the note's word for the same thing (general vocabulary, not a case's).
 */

import { compounds } from './lexicon/compounds.js';
import { families, notNamingWords } from './lexicon/families.js';
import { bodyParts, expand, lay } from './phrasing.js';
import { contentWords, normalize } from './text.js';
import type { Fact } from './types.js';

const notNaming = new Set(contentWords(notNamingWords.words));

const familyOf = new Map<string, number>();
families.forEach(({ words }, i) => {
  for (const w of words) {
    const stems = contentWords(w);
    for (const s of stems)
      if (!familyOf.has(s) && !(stems.length > 1 && notNaming.has(s))) familyOf.set(s, i);
  }
});

/** The family words long enough to name a family as a word's beginning ("urin" in "urinating"). */
const familyStarts = [...familyOf.entries()].filter(([k]) => k.length >= 4);

/** Words of a question that ask rather than tell. */
const asking = new Set(
  contentWords(
    'how many much what when where which who why tell about ever change changes changed noticed notice anything something any kind sort type exactly roughly approximately usually normally long often doctor please recently thing things been going happen feeling times time one ones',
  ),
);

/** The stems of a text, each with the family it belongs to (so "wee" also finds "urine"). */
function keys(text: string): Set<string> {
  const out = new Set<string>();
  // "How much ...?" asks for an amount; the words are stop words, so say so here.
  if (/\bhow (much|many)\b|\bamount\b|\bquantity\b/.test(text.toLowerCase()))
    out.add(`#${familyOf.get('amount')}`);
  for (const w of contentWords(joinCompounds(lay(expand(text))))) {
    out.add(w);
    const family = familyOf.get(w) ?? familyStarts.find(([k]) => w.startsWith(k))?.[1];
    if (family !== undefined) out.add(`#${family}`);
  }
  return out;
}

export interface RecallOptions {
  /** The symptom talked about: its facts win a tie. */
  symptom?: string | null;
  /** How many of the question's words must be found (default 1). */
  least?: number;
  polarity?: Fact['polarity'];
  /** Body parts name where, not what: a fact that shares only them with the question is no match. */
  beyondBody?: boolean;
}

const bodyStems = new Set(
  contentWords(bodyParts.replace(/\|/g, ' ')).filter((w) => !/^(skin|urin|bowel|bladder)/.test(w)),
);

/** A fact's stems, made once per fact: a case's facts are read again for every question asked of it. */
const factKeys = new WeakMap<Fact, { said: Set<string>; have: Set<string> }>();
function keysOfFact(f: Fact) {
  let k = factKeys.get(f);
  if (!k) {
    const said = keys(f.phrase);
    k = { said, have: new Set([...keys(f.source), ...said]) };
    factKeys.set(f, k);
  }
  return k;
}

/** A symptom name's stems and families, made once per name. */
const symptomKeyCache = new Map<string, Set<string>>();
function symptomKeys(name: string): Set<string> {
  let k = symptomKeyCache.get(name);
  if (!k) {
    k = keys(name);
    symptomKeyCache.set(name, k);
  }
  return k;
}

/** A question of how things are now ("Can you…", "How far can you…"), and a fact told of now. */
const asksNow = /\b(?:can|do|are) (?:you|he|she)\b/i;
const toldNow = /\b(?:now|nowadays|these days|at the moment|currently)\b/i;

/** The best-matching facts of the history for a question's words, or none. */
export function recall(question: string, facts: readonly Fact[], options: RecallOptions = {}): Fact[] {
  return recallScored(question, facts, options).facts;
}

/** As `recall`, with how well the best facts matched. */
export function recallScored(
  question: string,
  facts: readonly Fact[],
  options: RecallOptions = {},
): { facts: Fact[]; score: number; words: number } {
  const want = [...keys(question)].filter(
    (w) => w.startsWith('#') || (!asking.has(w) && (w.length >= 3 || /^\d/.test(w))),
  );
  if (!want.length) return { facts: [], score: 0, words: 0 };
  let best: Fact[] = [];
  let bestScore = 0;
  let bestWords = 0;
  for (const f of facts) {
    if (f.origin === 'severity' || f.topic === 'name' || f.topic === 'sex') continue;
    if (options.polarity && f.polarity !== options.polarity) continue;
    const { said, have } = keysOfFact(f);
    if (options.beyondBody && !want.some((w) => have.has(w) && !bodyStems.has(w))) continue;
    const words = want.filter((w) => !w.startsWith('#') && have.has(w)).length;
    const kin = want.filter((w) => w.startsWith('#') && have.has(w)).length;
    // Words the patient would say count more than words only the note has.
    let score = words + 0.75 * kin + 0.5 * want.filter((w) => said.has(w)).length;
    if (!score || words + kin < (options.least ?? 1)) continue;
    if (f.origin === 'history') score += 0.25;
    if (options.symptom && f.symptom === options.symptom) score += 0.5;
    // "How far can you walk?": what is so now, before what was so a year ago.
    if (asksNow.test(question) && toldNow.test(f.phrase)) score += 0.5;
    // "How is your walking?": of two facts that say "walking", the one of the "Shuffling gait" speaks of it.
    // (Not the catalogue's naming of the symptom itself, which says nothing more.)
    if (f.symptom && f.origin !== 'symptom')
      score += 0.25 * want.filter((w) => symptomKeys(f.symptom ?? '').has(w)).length;
    if (score > bestScore) {
      best = [f];
      bestScore = score;
      bestWords = words;
    }
  }
  return { facts: best, score: bestScore, words: bestWords };
}

/** Every family a stem belongs to (a word may be in several: "light" is seeing and brightness). */
const allFamiliesOf = new Map<string, number[]>();
/** Words that are a family's entry on their own: in a phrase of another family they do not name it. */
const singleEntries = new Set(
  families.flatMap(({ words }) => words.filter((w) => !w.includes(' ')).flatMap(contentWords)),
);
families.forEach(({ words }, i) => {
  for (const w of words) {
    const stems = contentWords(w);
    // "energy drink": its own word names the family, "drink" alone does not make a drink caffeine.
    const naming = stems.length > 1 ? stems.filter((s) => !singleEntries.has(s) && !notNaming.has(s)) : stems;
    for (const s of naming) allFamiliesOf.set(s, [...(allFamiliesOf.get(s) ?? []), i]);
  }
});
/** A compound read as one word ("flightof" of "flight of stairs") names no family by its beginning. */
const compoundWords = new Set(compounds.map((c) => c.replace(' ', '')));
const familyKeys = (w: string) =>
  (
    allFamiliesOf.get(w) ??
    (compoundWords.has(w) ? [] : familyStarts.filter(([k]) => w.startsWith(k)).map(([, f]) => f))
  ).map((f) => `#${f}`);

/** One word's stems with the families they belong to ("wee" → "wee" and the urine family). */
export function wordKeys(word: string): string[] {
  return contentWords(lay(expand(word))).flatMap((w) => [w, ...familyKeys(w)]);
}

/** The family keys whose words name one thing (lexicon/families.ts `same`). */
export const sameFamilies: ReadonlySet<string> = new Set(
  families.flatMap((row, i) => (row.same ? [`#${i}`] : [])),
);

/** The lexicon's phrases of two words or more ("blood thinner", "water tablet"), each with its family. */
const phraseEntries = families.flatMap(({ words }, family) =>
  words.filter((w) => w.includes(' ')).map((w) => ({ phrase: normalize(w), family })),
);

/** Words of a question that ask how it is asked, not what about ("experience", "suffer"). */
const askingVerbs = new Set(
  contentWords(
    'experience experienced suffer suffered bother bothered describe affect affected happened symptoms problems issues trouble able manage managed cope lately help anywhere anything anyone still having getting going doing being feeling need needed',
  ),
);

/**
 * The words a question asks about, each as a group: its stem and its families (so "wee" is also
 * "urine"). Asking words ("how", "which", "describe") are left out.
 */
export function askedWords(question: string): string[][] {
  // "a blood thinner": a phrase of the lexicon is asked about as one thing, not as its words.
  const text = ` ${normalize(lay(expand(question)))} `;
  const phrases = phraseEntries.filter((e) => text.includes(` ${e.phrase} `));
  const inPhrases = new Set(phrases.flatMap((e) => contentWords(e.phrase)));
  // "How long did it last?": "last" asks how long, as "how" does; "your last period" names one.
  const lastAsks = /\bhow long\b.*\blast(?:s|ed|ing)?\b/.test(text);
  const stems = [...new Set(contentWords(joinCompounds(lay(expand(question)))))]
    .filter((w) => !inPhrases.has(w) && !(lastAsks && /^last/.test(w)))
    .filter(
      // "how's" stems to "how": a stop word once its "'s" is gone.
      (w) =>
        !asking.has(w) &&
        !askingVerbs.has(w) &&
        (w.length >= 3 || /^\d/.test(w)) &&
        contentWords(w).length > 0,
    );
  return [...stems.map((w) => [w, ...familyKeys(w)]), ...phrases.map((e) => [`#${e.family}`])];
}

/** "high blood pressure" → "high bloodpressure": a compound read as one word (lexicon/compounds.ts). */
const compoundPattern = new RegExp(`\\b(?:${compounds.join('|')})\\b`, 'g');
const joinCompounds = (text: string) => normalize(text).replace(compoundPattern, (m) => m.replace(' ', ''));

/** A fact's words, with their families: what it says and what its source says. */
const factWordCache = new WeakMap<Fact, Set<string>>();
export function factWords(f: Fact): Set<string> {
  let have = factWordCache.get(f);
  if (!have) {
    have = new Set<string>();
    // A fact about a symptom speaks of it ("it has never been green" is about the sick).
    const about = f.symptom ? contentWords(`${f.symptom} ${lay(expand(f.symptom))}`) : [];
    for (const w of [
      ...contentWords(joinCompounds(lay(expand(f.phrase)))),
      ...contentWords(joinCompounds(expand(f.source))),
      ...about,
    ]) {
      have.add(w);
      for (const k of familyKeys(w)) have.add(k);
    }
    // "bleeding from the nose" is a nosebleed: a phrase of the lexicon in the fact names its family.
    const text = ` ${normalize(lay(expand(`${f.phrase} ${f.source}`)))} `;
    for (const e of phraseEntries) if (text.includes(` ${e.phrase} `)) have.add(`#${e.family}`);
    factWordCache.set(f, have);
  }
  return have;
}
