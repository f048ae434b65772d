import {
  care,
  type DrugClassRow,
  drugClasses,
  families,
  type RouteRow,
  routes,
  shortNames,
} from '@anamnesis/clinical';
import { findNames, fold, type NameIndex, nameIndex } from './names.js';
import { keyWords } from './text.js';

// What a treatment item names, read through packages/clinical's lexicon (lexicon/treatments.ts: drug
// classes, routes, tests and care; lexicon/abbreviations.ts: drugs' short and brand names;
// lexicon/families.ts: lay names of a class): the grader compares items by these concepts
// (docs/marking.md#the-rubric).

/** A drug (by its generic name), a class (by its first name) or a test or piece of care (by its first name). */
export type Concept =
  | { kind: 'drug'; id: string; classes: readonly string[] }
  | { kind: 'class'; id: string; classes: readonly string[] }
  | { kind: 'care'; id: string };

export type Route = RouteRow['route'];

export interface Reading {
  concepts: Concept[];
  routes: Set<Route>;
  /** Its meaningful words, for an item the lexicon does not know ("annual eye and foot checks"). */
  words: string[];
  /** Those of its words outside every name the lexicon knows in it ("annual eye" beside "foot checks"). */
  loose: string[];
}

const classById = new Map(drugClasses.map((c) => [c.names[0] ?? '', c]));
/** A class and the classes it belongs to, narrowest first. */
function chain(row: DrugClassRow): string[] {
  const out = [row.names[0] ?? ''];
  let up = row.within;
  while (up && !out.includes(up)) {
    out.push(up);
    up = classById.get(up)?.within;
  }
  return out;
}

/** Whether members of this class stand in for each other at half marks. */
export const partialClass = (id: string) => classById.get(id)?.partial === true;

const drugNames = (): [string, Concept][] => {
  const out: [string, Concept][] = [];
  for (const row of drugClasses)
    for (const member of row.members) {
      const names = typeof member === 'string' ? [member] : [...member];
      const drug: Concept = { kind: 'drug', id: names[0] ?? '', classes: chain(row) };
      for (const n of names) out.push([n, drug]);
      // Short and brand names (abbreviations.ts) of this drug: "amox", "Augmentin".
      for (const s of shortNames)
        if (s.kind === 'medicine' && names.some((n) => fold(n) === fold(s.long))) out.push([s.short, drug]);
    }
  return out;
};

const classNames = (): [string, Concept][] => {
  const out: [string, Concept][] = [];
  for (const row of drugClasses) {
    const cls: Concept = { kind: 'class', id: row.names[0] ?? '', classes: chain(row) };
    for (const n of row.names) out.push([n, cls]);
    // A word family of families.ts that names the class ("anticoagul") gives its lay phrases ("thin the blood").
    const stems = row.names.map(fold);
    for (const family of families) {
      if (!family.same || !family.words.some((w) => stems.some((s) => s.startsWith(fold(w))))) continue;
      for (const w of family.words) if (w.includes(' ') && !stems.includes(fold(w))) out.push([w, cls]);
    }
  }
  return out;
};

let concepts: NameIndex<Concept> | null = null;
let routeIndex: NameIndex<Route> | null = null;
function indexes() {
  concepts ??= nameIndex<Concept>([
    ...drugNames(),
    ...classNames(),
    ...care.flatMap((row) =>
      row.names.map((n): [string, Concept] => [n, { kind: 'care', id: row.names[0] ?? '' }]),
    ),
  ]);
  routeIndex ??= nameIndex(routes.flatMap((r) => r.words.map((w): [string, Route] => [w, r.route])));
  return { concepts, routeIndex };
}

/** Doses, timings and urgency: an item is about its drug or action, not these. */
const filler = new Set(
  'urgent urgently primary start give consider if daily twice once annual regular immediate immediately mg g mcg ml kg hours hour days day stat dose'.split(
    ' ',
  ),
);
const routeWords = new Set(routes.flatMap((r) => r.words.flatMap((w) => fold(w).split(' '))));

/** A condition on an item ("if saturation below 94%", "unless allergic") says when, not what. */
const condition = /\b(if|unless|when|except)\b.*$/;

const meaningful = (text: string) =>
  keyWords(text, filler).filter((w) => !/^\d+$/.test(w) && !routeWords.has(w));

/** What an item names: its drugs, classes, tests and care; its routes; its meaningful words. */
export function readItem(text: string): Reading {
  const folded = fold(text).replace(condition, '').trim();
  const { concepts: index, routeIndex: ri } = indexes();
  const hits = findNames(index, folded);
  const found = hits.map((h) => h.value);
  const unique = found.filter((c, i) => found.findIndex((o) => o.kind === c.kind && o.id === c.id) === i);
  let outside = folded;
  for (const h of hits)
    outside = `${outside.slice(0, h.at)}${' '.repeat(h.end - h.at)}${outside.slice(h.end)}`;
  return {
    concepts: unique,
    routes: new Set(findNames(ri, folded).map((h) => h.value)),
    words: meaningful(folded),
    loose: meaningful(outside),
  };
}

/** Whether two readings share a concept (by kind and id). */
export const shareConcept = (a: Reading, b: Reading) =>
  a.concepts.some((c) => b.concepts.some((d) => c.kind === d.kind && c.id === d.id));
