/**
 * The lossless reader (docs/patient.md#case-facts): every clause the author wrote is carried by some
 * fact. The understanding readers (facts.ts) turn what they recognise into facts of a topic; this
 * module finds the words of each clause that no fact of that clause says, and carries such a clause
 * whole as a fact in the author's words, turned into the first person by the grammar of spoken.ts.
 * Such facts are marked `verbatim`; the patient reaches them by retrieval (ground.ts) when no
 * understood fact answers, and the case check shows what each sentence is carried by.
 */

import { startsNegative, withNames } from './draft.js';
import { type Clause, clausesOf } from './history.js';
import { clauseShapes, ownClause } from './lexicon/clauseShapes.js';
import { noteWordRows } from './lexicon/noteWords.js';
import { markOthers, othersClause, type PatientPronoun, unmarkOthers } from './otherPeople.js';
import { expand, firstPerson, firstPersonVerb, lay, timeLast, verbs } from './phrasing.js';
import { aboutChild } from './spoken.js';
import { conceptsIn, type KnownSymptom, mentions } from './symptoms.js';
import { contentWords, normalize, shortHash } from './text.js';
import type { CaseInput, Fact, Topic } from './types.js';

const noteWords = new Set(noteWordRows.flatMap((r) => contentWords(r.words)));

/** A clause of the case with where it was written. */
export interface CaseClause extends Clause {
  origin: 'history' | 'description';
  /** For a symptom's description: the symptom. */
  symptom: string | null;
}

export function caseClauses(input: Pick<CaseInput, 'medicalHistory' | 'symptoms'>): CaseClause[] {
  const out: CaseClause[] = clausesOf(input.medicalHistory ?? '').map((c) => ({
    ...c,
    origin: 'history' as const,
    symptom: null,
  }));
  for (const s of input.symptoms)
    for (const c of clausesOf(s.description ?? ''))
      out.push({ ...c, origin: 'description', symptom: s.name });
  return out;
}

/** The stems a text says, with its clinical words also in lay words ("dyspnoea" is "breath"). */
function saidStems(text: string): Set<string> {
  return new Set([...contentWords(text), ...contentWords(lay(expand(text)))]);
}

/** The content words of a clause: the case's own words, without the note's form words. */
export function contentOf(text: string): string[] {
  return [...new Set(contentWords(expand(text)))].filter((w) => !noteWords.has(w) && w.length > 1);
}

/**
 * A fact's source and a clause are the same words: the fact was read from the clause (or from a span
 * that holds it), or from a part of it that is at least half of it. A word or two ("he", "yesterday")
 * inside a clause does not make its fact the clause's.
 */
const overlaps = (factSource: string, clause: string) => {
  const x = normalize(factSource);
  const y = normalize(clause);
  return x.includes(y) || (y.includes(x) && x.length * 2 >= y.length);
};

/** The facts read from a clause (their source is, or contains, or is part of the clause). */
export function factsOfClause(c: CaseClause, facts: readonly Fact[]): Fact[] {
  // A symptom the clause names is said by the symptom's own presence ("Tummy pain" by "a pain in my tummy").
  const named = new Set(conceptsIn(c.text).map((x) => x.concept));
  return facts.filter(
    (f) =>
      (f.origin === 'symptom' && f.concepts.some((x) => named.has(x))) ||
      (f.origin !== 'severity' &&
        f.origin !== 'name' &&
        (c.origin === 'description' ? f.symptom === c.symptom : f.origin === 'history') &&
        overlaps(f.source, c.source)),
  );
}

/** The words of a clause that none of its facts says. */
export function uncarriedWords(c: CaseClause, facts: readonly Fact[]): string[] {
  const said = new Set<string>();
  for (const f of factsOfClause(c, facts)) for (const w of saidStems(f.phrase)) said.add(w);
  return contentOf(c.text).filter((w) => !said.has(w) && !said.has(contentWords(lay(w))[0] ?? w));
}

/** The topic a section heading gives the clauses under it. */
const sectionTopic: Partial<Record<NonNullable<Clause['section']>, Topic>> = {
  pmh: 'pmh',
  psh: 'surgery',
  dh: 'medication',
  allergy: 'allergy',
  fh: 'family',
};

/** The topic a clause's own words give it when its section gives none: rows with their reasons. */
const topicCues: readonly { cue: RegExp; topic: Topic; reason: string }[] = [
  {
    cue: /\b(worse|aggravated|brought on|triggered|set off) (when|with|on|by|after|if|at)\b|\bmakes? (it|them|the \w+) worse\b/,
    topic: 'aggravating',
    reason: 'what makes it worse names a circumstance, not a symptom',
  },
  {
    cue: /\b(better|eased|relieved|settles?|settled|helped) (when|with|on|by|after|if|at)\b|\b(helps|takes the edge off)\b/,
    topic: 'relieving',
    reason: 'what eases it names a circumstance, not a symptom',
  },
];

/** The clause tells what makes a symptom worse or better (its words are circumstances, not symptoms). */
export function tellsCircumstance(text: string): boolean {
  const t = normalize(text);
  return topicCues.some((r) => (r.topic === 'aggravating' || r.topic === 'relieving') && r.cue.test(t));
}

/** A denial that holds only up to a point ("no bleeding until yesterday") tells of a presence. */
const limitedDenial = /\b(until|till|except|apart from|other than|but|only|before|unless)\b/;

/** How a clause that has its own subject begins. */
const subjectFirst =
  /^(I|I'm|I've|I'd|my|it|it's|there|this|that|these|the|a|an|nobody|no one|nothing|someone|everyone|both|all|one|two|three|[a-z]+ and I)\b/;

/** The patient's own name as a pronoun the grammar turns into the first person ("Priya is 26" → "she is 26"). */
function withoutName(text: string, name: string): string {
  const words = normalize(name)
    .split(/\s+/)
    .filter((w) => w.length > 1 && !/^(mr|mrs|ms|miss|dr|master|baby)$/.test(w))
    .map((w) => w.replace(/[^a-z]/g, ''))
    .filter(Boolean);
  if (!words.length) return text;
  const re = new RegExp(
    `\\b(?:(?:mr|mrs|ms|miss|master|baby) )?(?:${words.join('|')})(?: (?:${words.join('|')}))?('s)?\\b`,
    'g',
  );
  return text.replace(re, (_m, possessive?: string) => (possessive ? 'his' : 'he'));
}

/** Past tenses that do not end in "-ed": "went stiff", "fell over", "woke at 3 am". */
const irregularPast = new Set(
  'went came got felt fell woke gave took had ran saw said began became lost kept left brought thought ate drank slept threw bit broke caught hit hurt stood sat found'.split(
    ' ',
  ),
);

/** A clause that has its own verb after its subject ("light and noise make it worse") is a sentence already. */
const hasOwnVerb =
  /^[a-z]+(?: (?:and|or) [a-z]+)?(?: [a-z]+)? (is|are|was|were|has|have|had|makes?|made|goes|went|comes?|came|started|starts|began|begins|lasts?|lasted|spreads?|radiates?|helps?|helped|eases?|eased|gets?|got|wakes?|woke|keeps?|kept|does|did|doesn't|didn't|isn't|wasn't|hasn't|says|said|thinks|feels|felt|smokes|drinks|works|lives|visits|lasted|lasts|started|stopped|began|went|happened|settled|eased|spread|moved|gave|gives|took|brought|brings|called|calls|found|noticed|notices|saw|heard|told|tells|drove|rang|put|held|carried|fills|filled|looks after|looked after)\b/;

/** A note's negated verb, with the patient as its subject ("hasn't injured it" → "I haven't injured it"). */
const negatedFirst: Record<string, string> = {
  "hasn't": "haven't",
  "doesn't": "don't",
  "isn't": "'m not",
  'has not': 'have not',
  'does not': 'do not',
  'is not': 'am not',
};

/** A first-person sentence that denies. */
export const deniesPattern =
  /^(I (have no|haven't|have not|don't|do not|didn't|did not|'m not|am not|never|have never|can't|cannot|wasn't|was not|deny|denied)|I've (never|not)|there (was|is|were|are|has been) no|no|not|never|nothing|none|nobody|my [a-z]+ (isn't|hasn't|doesn't|has never))\b/i;

/**
 * A clause as the patient says it (or, for a child, the parent): the note's third person turned into
 * the first by firstPerson's pronoun and verb rows, and a subject put where the note left none.
 */
export function voiced(text: string, child: 'she' | 'he' | null, name = ''): string {
  let t = firstPerson(
    timeLast(withoutName(expand(text), name).replace(/^(?:and|but|with|plus|then|so|also)\s+/, ''))
      // "which woke him at night": the clause's subject is what came before; "which Linda gives him with
      // his meals": Linda is.
      .replace(/^(?:which|that) /, /^(?:which|that) [A-Z][a-z]+ [a-z]+s\b/.test(text.trim()) ? '' : 'it '),
  )
    // "a 47 year old farrier with …": who the patient is, then what they have.
    .replace(
      /^(?:an? )?(\d+ year old [a-z ]+?) (with|who|presenting with|presents with|c\/o|complaining of) /,
      (_m, who: string, link: string) => (link === 'who' ? `I'm a ${who} and I ` : `I'm a ${who} with `),
    );
  if (othersClause.test(text.trim())) return firstPerson(text.trim().replace(/^(?:and|but|so)\s+/i, ''));
  const first = t.split(' ')[0] ?? '';
  // "Peter orders his prescriptions": a named person (a capital inside the note) does something.
  const namedSubject = /^[A-Z][a-z]+ (?:also |usually |often |now |still )?[a-z]+(?:s|ed)\b/.test(
    text.trim().replace(/^(?:and|but|then|so|also)\s+/i, ''),
  );
  const negated = t.match(
    /^(hasn't|doesn't|isn't|wasn't|didn't|can't|cannot|won't|has not|does not|is not|did not|never)\b(.*)$/,
  );
  if (negated) t = `I ${negatedFirst[negated[1] ?? ''] ?? negated[1]}${negated[2]}`;
  else if (/^no [a-z]/.test(t)) t = `There was ${t}`;
  else if (/^(not|never)\b/.test(t)) t = `I'm ${t}`;
  else if (/^(still|now|usually|often|sometimes|always|also|just) [a-z]+ing\b/.test(t)) t = `I'm ${t}`;
  else if (
    /^[a-z]+ing (up|out|down|off|sick|after|at|in|on|with|a|an|the|my|and|or|blood|to)\b|^[a-z]+ing$/.test(
      t,
    ) &&
    !/^(nothing|something|morning|evening)\b/.test(t) &&
    !ownClause.test(t)
  )
    t = `I've been ${t}`;
  else if (hasOwnVerb.test(t) || namedSubject || /^[a-z ,]+?,? I\b/.test(t))
    t = t.charAt(0).toUpperCase() + t.slice(1);
  else if (/^[a-z]+ed by\b/.test(t)) t = `It's ${t}`;
  else if (irregularPast.has(first)) t = `I ${t}`;
  else if (verbs[first] || /^[a-z]+ed\b/.test(t))
    t = `I ${verbs[first] ? `${verbs[first]}${t.slice(first.length)}` : t}`;
  else if (
    !subjectFirst.test(t) &&
    !/^(he|she|his|her|mum|dad|mother|father|wife|husband|partner|son|daughter|brother|sister)\b/.test(t)
  ) {
    const shaped = clauseShapes.find((s) => s.shape.test(t));
    t = shaped ? shaped.say(t) : `I've had ${t}`;
  }
  t = t
    .replace(
      /\bI ((?:also|usually|often|still|sometimes|just|really|always|never) )?(\w+)\b/g,
      (m, adverb = '', v: string) => (firstPersonVerb(v) ? `I ${adverb}${firstPersonVerb(v)}` : m),
    )
    .replace(
      /\bI (hasn't|doesn't|isn't|has not|does not|is not)\b/g,
      (_m, v: string) => `I ${negatedFirst[v]}`,
    )
    .replace(/\bI 'm\b/g, "I'm");
  return withNames(child ? aboutChild(t, child) : t, text);
}

/** Words of a clause that name a thing, beyond numbers, times and amounts. */
const timeWords = new Set(
  contentWords(
    'only just about around yesterday today tonight morning evening night day days week weeks month months year years hour hours minute minutes ago times time once twice last since',
  ),
);
const thingsIn = (text: string) => contentOf(text).filter((w) => !/^\d/.test(w) && !timeWords.has(w));

/** The verbatim facts of a case: each clause whose words its facts do not all say, carried whole. */
export function verbatimFacts(
  input: Pick<CaseInput, 'name' | 'medicalHistory' | 'symptoms'>,
  facts: readonly Fact[],
  known: readonly KnownSymptom[],
  child: 'she' | 'he' | null,
  self: PatientPronoun | null = null,
  rewrite: (text: string) => string = (text) => text,
): Fact[] {
  const out: Fact[] = [];
  const seen = new Set<string>();
  let previous: CaseClause | null = null;
  for (const c of caseClauses(input)) {
    const before = previous;
    previous = c;
    if (!uncarriedWords(c, facts).length) continue;
    const own = known.find((k) => k.symptom.name === c.symptom) ?? known.find((k) => mentions(k, c.text));
    const topic: Topic =
      (c.section && sectionTopic[c.section]) || topicCues.find((r) => r.cue.test(c.text))?.topic || 'other';
    // "…fewer wet nappies, only three yesterday": a clause with no thing of its own says it of the one before.
    const elliptic =
      before &&
      before.origin === c.origin &&
      (!thingsIn(c.text).length || /^(where|when|while|because|as|whereas|although|though)\b/.test(c.text));
    const said = elliptic ? `${before.source}, ${c.source}` : c.source;
    const phrase = unmarkOthers(voiced(markOthers(rewrite(said), self), child, input.name));
    const negative = (startsNegative(c.text) || deniesPattern.test(phrase)) && !limitedDenial.test(c.text);
    const key = `${topic}|${own?.symptom.name ?? ''}|${c.origin}|${c.source}`;
    // "Mrs Sandra Okafor," alone (a letter's "see Mrs Okafor, a 45-year-old…"): the patient, nothing told.
    if (!phrase || seen.has(key) || !/\s/.test(phrase.trim())) continue;
    seen.add(key);
    out.push({
      id: `${topic}.v${shortHash(key)}`,
      topic,
      symptom: own?.symptom.name ?? null,
      polarity: negative ? 'absent' : 'present',
      source: c.source,
      origin: c.origin,
      phrase,
      concepts: own ? [own.concept] : [],
      verbatim: true,
    });
  }
  return out;
}

/** A fact the readers understood: not carried verbatim, and given a topic of the history. */
const understoodFact = (f: Fact) => !f.verbatim && f.topic !== 'other';

/** How much of a case its facts carry: its content words, those the understood facts say, and all facts. */
export function caseCoverage(
  input: Pick<CaseInput, 'medicalHistory' | 'symptoms'>,
  facts: readonly Fact[],
): { words: number; understood: number; carried: number } {
  const understood = facts.filter(understoodFact);
  let words = 0;
  let byUnderstood = 0;
  let byAll = 0;
  for (const c of caseClauses(input)) {
    const all = contentOf(c.text).length;
    words += all;
    byUnderstood += all - uncarriedWords(c, understood).length;
    byAll += all - uncarriedWords(c, facts).length;
  }
  return { words, understood: byUnderstood, carried: byAll };
}

/** The share of a case's content words that a text (a model's prompt) says. */
export function textCoverage(input: Pick<CaseInput, 'medicalHistory' | 'symptoms'>, text: string): number {
  const said = saidStems(text);
  const words = caseClauses(input).flatMap((c) => contentOf(c.text));
  return words.length ? words.filter((w) => said.has(w)).length / words.length : 1;
}

/** A clause of the case as the case check shows it: the facts that carry it, and the words none understood. */
export interface CaseSentence {
  text: string;
  origin: 'history' | 'description';
  symptom: string | null;
  /** The facts read from it (understood ones, then the verbatim one if any). */
  factIds: string[];
  /** Its words that no understood fact says: the patient says them only in the author's words. */
  unread: string[];
}

export function caseSentences(
  input: Pick<CaseInput, 'medicalHistory' | 'symptoms'>,
  facts: readonly Fact[],
): CaseSentence[] {
  const understood = facts.filter(understoodFact);
  return caseClauses(input).map((c) => {
    const own = factsOfClause(c, facts);
    const stems = new Set(uncarriedWords(c, understood));
    // The author's own words for what was not understood, not their stems.
    const unread = c.source.split(/\s+/).filter((w) => contentWords(w).some((s) => stems.has(s)));
    return { text: c.source, origin: c.origin, symptom: c.symptom, factIds: own.map((f) => f.id), unread };
  });
}
