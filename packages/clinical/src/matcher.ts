/**
 * Which facts of a case a patient's line reveals, and which it denies: the disclosure ledger of a
 * chat model's reply, a stored conversation without one, the grader's evidence and the case check.
 */
import { expand, lay } from './phrasing.js';
import { conceptsIn, type KnownSymptom, knowSymptom, mentions } from './symptoms.js';
import { contentWords, normalize } from './text.js';
import type { CaseFacts, Fact } from './types.js';
import { conceptById } from './vocabulary.js';

const canonical: Record<string, string> = {
  began: 'start',
  begun: 'start',
  begin: 'start',
  start: 'start',
  came: 'start',
  sick: 'sick',
  vomit: 'sick',
  throw: 'sick',
  spread: 'go',
  radiat: 'go',
  travel: 'go',
  goe: 'go',
  go: 'go',
  tummy: 'tummy',
  stomach: 'tummy',
  belly: 'tummy',
  abdomen: 'tummy',
  dad: 'father',
  mum: 'mother',
  mom: 'mother',
};
const generic = new Set([
  'it',
  "it'",
  "i'v",
  'ive',
  "i'm",
  'im',
  'yes',
  'doctor',
  'quit',
  'really',
  'been',
  'having',
  'had',
]);

function words(text: string): Set<string> {
  return new Set(
    contentWords(lay(expand(text)))
      .map((w) => canonical[w] ?? w)
      .filter((w) => !generic.has(w)),
  );
}

const knownCache = new WeakMap<CaseFacts, KnownSymptom[]>();
function knownOf(cf: CaseFacts): KnownSymptom[] {
  let k = knownCache.get(cf);
  if (!k) {
    k = cf.symptoms.map(knowSymptom);
    knownCache.set(cf, k);
  }
  return k;
}

const negation =
  /\b(no|not|never|nor|neither|haven'?t|hasn'?t|didn'?t|don'?t|doesn'?t|isn'?t|wasn'?t|aren'?t|without|none|denies|nothing)\b/;

/** Whether the words before a concept in its clause deny it ("No, I haven't been sick"). */
function deniedAt(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at);
  const clause = before.split(/[,;:—–]|\bbut\b|\bthough\b|\balthough\b/).pop() ?? before;
  if (negation.test(clause)) return true;
  // "No. ..." or "No, ..." at the start of a short answer denies what follows in it.
  return /^\s*no\b/.test(sentence) && !/\bbut\b|\bthough\b|\byes\b/.test(before.slice(3));
}

export interface Utterance {
  revealed: string[];
  /** Present facts this line denied: a contradiction of the case. */
  denied: string[];
}

function presenceFacts(cf: CaseFacts): Fact[] {
  return cf.facts.filter((f) => f.topic === 'presenting' || f.topic === 'associated');
}

/** The facts a patient's line reveals (and denies), by symptom concept and by content words. */
export function readUtterance(text: string, cf: CaseFacts): Utterance {
  const revealed = new Set<string>();
  const denied = new Set<string>();
  const known = knownOf(cf);
  for (const raw of text.split(/(?<=[.!?])\s+|\n+/)) {
    const s = lay(expand(raw));
    if (!s) continue;
    for (const found of conceptsIn(s)) {
      const m = s.match(found.concept === 'pain' ? /\bpain\w*|\bache\w*|\bhurt\w*|\bsore\b/ : /./);
      const at = found.concept === 'pain' ? (m?.index ?? 0) : indexOfConcept(s, found.concept);
      const isDenied = deniedAt(s, at);
      for (const f of presenceFacts(cf)) {
        if (!f.concepts.includes(found.concept)) continue;
        if (found.concept === 'pain' && f.symptom) {
          const k = known.find((x) => x.symptom.name === f.symptom);
          if (k && !mentions(k, s)) continue;
        }
        if (f.polarity === 'present') (isDenied ? denied : revealed).add(f.id);
        else if (isDenied) revealed.add(f.id);
      }
    }
    // A symptom no concept names ("skin redness") is told when its name's words all are.
    const stems = new Set(contentWords(s));
    for (const f of presenceFacts(cf)) {
      if (f.origin !== 'symptom' || !f.symptom || revealed.has(f.id)) continue;
      const name = contentWords(lay(expand(f.symptom)));
      if (!name.length || !name.every((w) => stems.has(w))) continue;
      const at = s.indexOf(name[0] ?? '');
      if (f.polarity === 'present') (deniedAt(s, Math.max(0, at)) ? denied : revealed).add(f.id);
    }
    const said = words(raw);
    for (const f of cf.facts) {
      if (f.topic === 'presenting' || f.topic === 'associated' || f.origin === 'severity') continue;
      const want = words(f.phrase);
      if (!want.size) continue;
      let overlap = 0;
      for (const w of want) if (said.has(w)) overlap++;
      const numbers = [...want].filter((w) => /^\d/.test(w));
      if (numbers.some((n) => !said.has(n))) continue;
      // One common word ("time") is not enough to say a fact was told; a number or a rare word is.
      const single = [...want][0] ?? '';
      const enough =
        want.size === 1
          ? overlap === 1 && (/^\d/.test(single) || single.length >= 6)
          : want.size === 2
            ? overlap === 2
            : overlap / want.size >= 0.6;
      if (enough && overlap > 0) revealed.add(f.id);
    }
  }
  // A line that says a fact's own words ("I can no longer lie flat…") tells it, whatever "no" it holds.
  const said = normalize(text);
  for (const f of cf.facts)
    if (denied.has(f.id) && f.phrase.length > 12 && said.includes(normalize(f.phrase))) {
      denied.delete(f.id);
      revealed.add(f.id);
    }
  for (const id of denied) revealed.delete(id);
  return { revealed: [...revealed], denied: [...denied] };
}

function indexOfConcept(s: string, concept: string): number {
  return s.match(conceptById.get(concept)?.match ?? /$^/)?.index ?? 0;
}

/** The ledger of a patient's line: the facts it revealed. */
export function matchFacts(text: string, cf: CaseFacts): string[] {
  return readUtterance(text, cf).revealed;
}
