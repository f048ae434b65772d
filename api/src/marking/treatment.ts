import { type CaseFacts, families } from '@anamnesis/clinical';
import { rubric } from '@anamnesis/rules';
import type { MarkingEvidence, TreatmentCredit, TreatmentWhy } from '../assignments/assignments.table.js';
import { contraindicated, contraindicatedMax } from './allergies.js';
import { presentIn } from './text.js';
import { type Concept, partialClass, type Reading, readItem, shareConcept } from './treatmentConcepts.js';

// The treatment part of a mark (docs/marking.md#the-rubric): the key's items matched one by one, each of
// the student's items crediting at most one, and only when it means the same (drug or class, route,
// test or action); capped when the patient's recorded allergies rule a suggestion out (allergies.ts).

export { contraindicatedMax };

/** Dropped from a key item: a note in brackets ("(penicillin allergy)") says when, not what. */
const bracketed = /\([^)]*\)|\[[^\]]*\]/g;
const bullet = /^\s*(?:[-*•]|\d+[.)])\s+/;

/** The key items of the predefined treatments: comma, semicolon or line separated; notes in brackets dropped. */
export function treatmentItems(text: string): string[] {
  return text
    .replace(bracketed, ' ')
    .split(/[,;\n]+/)
    .map((s) => s.replace(bullet, '').replace(/\s+/g, ' ').trim())
    .filter((s) => readItem(s).words.length > 0 || readItem(s).concepts.length > 0);
}

interface Part {
  said: string;
  /** Alternatives ("doxycycline or clarithromycin"), each read; a route said once holds for all. */
  readings: Reading[];
}

/** Pieces of `text` between separators, as written, with the reading of each. */
function pieces(text: string, separator: RegExp): { said: string; reading: Reading }[] {
  return text
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((said) => ({ said, reading: readItem(said) }));
}

/**
 * Splits where each side names something of its own ("IV fluids and antibiotics"), and keeps words that
 * only make sense together whole ("annual eye and foot checks", "diet and exercise").
 */
function grouped(text: string, separator: RegExp, joiner: string): { said: string; reading: Reading }[] {
  const out: { said: string; reading: Reading }[] = [];
  for (const p of pieces(text, separator)) {
    const last = out[out.length - 1];
    const distinct =
      last &&
      last.reading.concepts.length > 0 &&
      p.reading.concepts.length > 0 &&
      !shareConcept(last.reading, p.reading);
    if (!last || distinct) out.push(p);
    else {
      const said = `${last.said}${joiner}${p.said}`;
      out[out.length - 1] = { said, reading: readItem(said) };
    }
  }
  return out;
}

function partsOf(item: string): Part[] {
  return grouped(item, /\s+(?:and|plus|&|\+)\s+/i, ' and ').map(({ said, reading }) => {
    const alternatives = grouped(said, /\s+or\s+|\s*\/\s*/i, ' or ').map((a) => a.reading);
    const readings = alternatives.map((a) => (a.routes.size ? a : { ...a, routes: reading.routes }));
    return { said, readings };
  });
}

/** The student's items as written: their lines and commas, then "and" between two treatments. */
function studentItems(given: string): Part[] {
  return given
    .split(/[,;\n]+/)
    .map((s) => s.replace(bullet, '').trim())
    .filter(Boolean)
    .flatMap(partsOf);
}

interface Credit {
  credit: number;
  why: TreatmentWhy;
}

const medicine = (c: Concept) => c.kind !== 'care';

/** What a student's concept earns against a key's concept; `routed`: the two name different routes. */
function conceptCredit(k: Concept, s: Concept, routed: boolean): Credit | null {
  const by = (credit: number, why: TreatmentWhy, offRoute: number): Credit | null =>
    routed ? (offRoute > 0 ? { credit: offRoute, why: 'route' } : null) : { credit, why };
  if (k.kind === s.kind && k.id === s.id) return by(1, 'same', 0.5);
  if (k.kind === 'care' || s.kind === 'care') return null;
  // The key names a class, the student a drug of it (or a narrower class).
  if (k.kind === 'class' && s.classes.includes(k.id)) return by(1, 'member', 0.5);
  // The student names the class of the key's drug, not the drug.
  if (k.classes.includes(s.id) && s.kind === 'class') return by(0.5, 'class', 0);
  // Another drug of a class whose drugs stand in for each other.
  if (
    k.kind === 'drug' &&
    s.kind === 'drug' &&
    k.classes.some((c) => s.classes.includes(c) && partialClass(c))
  )
    return by(0.5, 'near', 0);
  return null;
}

/** The word families (lexicon/families.ts) that name one thing, as stems: "beer" and "alcohol" are one. */
const sameFamilies = families.filter((f) => f.same).map((f) => f.words.map((w) => w.toLowerCase()));
/** A word of a family: the word itself, or one it begins with when that is four letters or more. */
const inFamily = (word: string, family: readonly string[]) =>
  family.some((w) => word === w || (w.length >= 4 && !w.includes(' ') && word.startsWith(w)));
const sameFamily = (a: string, b: string) => sameFamilies.some((f) => inFamily(a, f) && inFamily(b, f));

/** Words an item shares with many others: alone they do not show which item was meant. */
const generic = /^(blood|bloods|test|tests|check|checks|incl|including|review|advice|and)$/;

/**
 * The words of a key item the lexicon does not know ("LFTs" for "bloods incl. LFTs", "eye" in "annual
 * eye and foot checks"): half its words, or one of its distinctive words outside the names the lexicon
 * read in it. Never for a medicine, which only its drug, class and route decide.
 */
function wordsCredit(k: Reading, s: Reading): Credit | null {
  if (k.concepts.some(medicine) || !k.words.length) return null;
  const found = k.words.filter(
    (w) => presentIn([w], s.words.join(' ')).length || s.words.some((o) => sameFamily(w, o)),
  );
  const distinctive = k.loose.filter((w) => w.length >= 3 && !generic.test(w));
  const looseFound = found.filter((f) => distinctive.includes(f));
  const enough =
    (found.length * 2 >= k.words.length && (k.concepts.length === 0 || looseFound.length > 0)) ||
    (distinctive.length > 1 && looseFound.length > 0);
  return enough ? { credit: 1, why: 'words' } : null;
}

/** What a student's item earns against one part of a key item: the best of its alternatives' readings. */
function pairCredit(k: Part, s: Part): Credit | null {
  let best: Credit | null = null;
  for (const kr of k.readings)
    for (const sr of s.readings) {
      const routed =
        kr.routes.size > 0 && sr.routes.size > 0 && ![...kr.routes].some((r) => sr.routes.has(r));
      const options = [
        ...kr.concepts.flatMap((kc) => sr.concepts.map((sc) => conceptCredit(kc, sc, routed))),
        wordsCredit(kr, sr),
      ];
      for (const c of options) if (c && (!best || c.credit > best.credit)) best = c;
    }
  return best;
}

/**
 * Each key part credited by at most one student item, and each student item crediting at most one key
 * part: the best pairs first, a pair with fewer alternatives before one with more.
 */
function assign(keyParts: Part[][], mine: Part[]): Map<Part, { by: Part } & Credit> {
  const flat = keyParts.flat();
  const pairs = flat.flatMap((k) =>
    mine
      .map((s) => ({ k, s, c: pairCredit(k, s) }))
      .filter((p): p is { k: Part; s: Part; c: Credit } => !!p.c),
  );
  const options = (x: Part) => pairs.filter((p) => p.k === x || p.s === x).length;
  pairs.sort(
    (a, b) => b.c.credit - a.c.credit || options(a.s) + options(a.k) - (options(b.s) + options(b.k)),
  );
  const out = new Map<Part, { by: Part } & Credit>();
  const used = new Set<Part>();
  for (const p of pairs) {
    if (out.has(p.k) || used.has(p.s)) continue;
    out.set(p.k, { by: p.s, ...p.c });
    used.add(p.s);
  }
  return out;
}

export function compareTreatment(
  expected: string,
  given: string,
  allergens: readonly string[] = [],
): MarkingEvidence['treatment'] & { score: number } {
  const items = treatmentItems(expected);
  const keyParts = items.map(partsOf);
  const assigned = given.trim() ? assign(keyParts, studentItems(given)) : new Map();
  const credited: TreatmentCredit[] = [];
  const itemCredit = keyParts.map((parts, i) => {
    let sum = 0;
    for (const p of parts) {
      const a = assigned.get(p);
      if (!a) continue;
      sum += a.credit;
      credited.push({ said: a.by.said, item: items[i] ?? '', credit: a.credit, why: a.why });
    }
    // A key item of several parts ("urgent ECG and primary PCI") is shared among them.
    return parts.length ? sum / parts.length : 0;
  });
  const matched = items.filter((_, i) => (itemCredit[i] ?? 0) > 0);
  const missed = items.filter((_, i) => !((itemCredit[i] ?? 0) > 0));
  // With no predefined treatment there is nothing to miss: any suggestion earns the marks.
  const total = itemCredit.reduce((a, b) => a + b, 0);
  const fraction = items.length ? total / items.length : given.trim() ? 1 : 0;
  const unsafe = contraindicated(allergens, given);
  const score = Math.round(rubric.treatment * fraction);
  return {
    expected,
    given,
    matched,
    missed,
    credited,
    ...(unsafe.length ? { contraindicated: unsafe } : {}),
    score: unsafe.length ? Math.min(score, contraindicatedMax) : score,
  };
}

/** The allergens the case records as present, as the treatment check names them. */
export function recordedAllergens(facts: CaseFacts): string[] {
  return facts.facts
    .filter((f) => f.topic === 'allergy' && f.polarity === 'present')
    .map((f) => f.phrase.replace(/^I'm allergic to /, '').replace(/\s+[—-].*$/, ''));
}
