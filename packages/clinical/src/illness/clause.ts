/**
 * Which symptom a clause of the presenting illness speaks of: the concepts it names, the case's
 * symptoms among them, and, when it names none, the symptom told of before it.
 */
import type { Reading } from '../draft.js';
import type { Clause } from '../history.js';
import { lay } from '../phrasing.js';
import { conceptsIn, type KnownSymptom, mentions, painConcepts } from '../symptoms.js';
import { contentWords } from '../text.js';

/** A concept a clause names, with its site when it is a pain. */
type Named = ReturnType<typeof conceptsIn>[number];

/** A clause of the illness and what it names. */
export interface IllnessClause {
  c: Clause;
  /** The clause in the patient's lay words. */
  t: string;
  r: Reading;
  concepts: Named[];
  /** The case's symptoms it names. */
  named: KnownSymptom[];
}

/** The clause with the symptom its facts belong to. */
export interface LinkedClause extends IllnessClause {
  /** The case's symptom the clause names first. */
  explicit: KnownSymptom | null;
  /** The symptom it speaks of: the one it names, else the one before it. */
  linked: KnownSymptom | null;
  conceptIds: string[];
  /** The clause's verb tells of the symptom gone on about, its subject left in the clause before. */
  continues: boolean;
  /** What each fact of the clause is about. */
  at: { symptom: string | null; concepts: string[] };
}

// "worse on deep breath", "worse when he walks or coughs" name triggers: the words after a trigger
// verb name no symptom.
const own = (x: string) =>
  x
    .replace(/\b(worse|better(?! off\b)|relieved|eased|brought on|triggered|aggravated)\b.*$/, '')
    .replace(
      /\b(?:when|on|with) (?:(?:he|she|i) )?(?:takes? a deep breath|breath(?:es|ing)? in|deep breath\w*)\b.*$/,
      '',
    );

/** The concepts and the case's symptoms a clause names. */
export function readClause(c: Clause, r: Reading): IllnessClause {
  const t = lay(c.text);
  // The lay words as well as the note's: "PV bleeding" is vaginal bleeding.
  const inLay = conceptsIn(own(t));
  const inNote = conceptsIn(own(c.text));
  const concepts = inLay.some((x) => r.known.some((k) => k.concept === x.concept && x.concept !== 'pain'))
    ? inLay
    : inNote.length
      ? inNote
      : inLay;
  const pains = r.known.filter((k) => k.concept === 'pain');
  const named = r.known.filter(
    (k) =>
      mentions(k, own(c.text)) ||
      mentions(k, own(t)) ||
      // "She feels sick" names the case's "Nausea" by its concept.
      (k.concept !== 'pain' &&
        concepts.some((x) => x.concept === k.concept || k.joined.includes(x.concept))) ||
      // The only pain of the case: "pain in his big toe" is its "joint pain" whatever the site.
      (k.concept === 'pain' && pains.length === 1 && conceptsIn(own(t)).some((x) => x.concept === 'pain')),
  );
  // "The pain is 8 out of 10" in the history of a headache: a pain named nowhere on the body is the
  // case's one aching symptom, when the case lists no pain of its own.
  const barePain = concepts.length === 1 && concepts[0]?.concept === 'pain' && !concepts[0].site;
  const aching = r.known.filter((k) => painConcepts.has(k.concept));
  if (barePain && !named.length && !pains.length && aching.length === 1 && aching[0]) named.push(aching[0]);
  return { c, t, r, concepts, named };
}

/** Words of a description too common to tell one symptom from another. */
const commonWords = new Set(
  'day week month year hour minute time night morning evening afternoon today yesterday tonight last ago since every once twice left right side both bad much more usual only about half'.split(
    ' ',
  ),
);

/**
 * "She told Karen the lights had a yellow-green tinge": a clause that names no symptom but shares two or
 * more words with one symptom's catalogue description (and fewer with any other) tells of that symptom.
 */
function describedBy(x: IllnessClause): KnownSymptom | null {
  const words = new Set(contentWords(x.c.text));
  const scored = x.r.known
    .map((k) => ({
      k,
      n: new Set(
        contentWords(k.symptom.description ?? '').filter(
          (w) => words.has(w) && !commonWords.has(w) && !/^\d/.test(w),
        ),
      ).size,
    }))
    .sort((a, b) => b.n - a.n);
  const [best, next] = scored;
  return best && best.n >= 2 && (!next || next.n < best.n) ? best.k : null;
}

/**
 * People other than the patient a clause may tell of: "Her husband noticed her face drooping" goes on
 * about no symptom it does not name.
 */
const otherPeople = [
  'husband',
  'wife',
  'partner',
  'boyfriend',
  'girlfriend',
  'mother',
  'father',
  'mum',
  'dad',
  'son',
  'daughter',
  'brother',
  'sister',
  'friend',
  'parents?',
];
const othersDoing = new RegExp(`^(?:my |his |her |the )?(?:${otherPeople.join('|')})\\b`);

/** The clause tied to its symptom: a clause that names none ("constant, 7/10") goes on about `focus`. */
/**
 * "…and came on gradually after a weekend of constipation": a clause that opens with a verb of the
 * symptom gone on about names another only as a circumstance of it.
 */
const tellsOfFocus =
  /^(?:and |but |which |that )?(?:came on|comes on|started|starts|began|begins|developed|got worse|gets worse|worsened|eased|eases|settled)\b|^(?:and |but )?[a-z ]+? (?:makes?|made) (?:it|him|her|me|them) (?:much |a lot |even )?(?:worse|more [a-z]+)\b/;

export function linkSymptom(x: IllnessClause, focus: KnownSymptom | null): LinkedClause {
  const explicit = x.named[0] ?? null;
  const continues = !explicit && !!focus && tellsOfFocus.test(x.t);
  const described = explicit || x.concepts.length ? null : describedBy(x);
  const linked =
    explicit ?? described ?? ((x.concepts.length && !continues) || othersDoing.test(x.t) ? null : focus);
  const symptom = linked?.symptom.name ?? null;
  const conceptIds = linked ? [linked.concept] : x.concepts.map((y) => y.concept);
  return { ...x, explicit, linked, conceptIds, continues, at: { symptom, concepts: conceptIds } };
}
