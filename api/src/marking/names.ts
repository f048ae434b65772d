import { normalize } from '@anamnesis/clinical';

// Finding the lexicon's names (packages/clinical/src/lexicon) in what a student wrote: conditions,
// drugs, classes, tests. Shared by diagnosis.ts and treatment.ts.

/**
 * Text as names are compared: the package's normalising (case, accents, hyphens as spaces), apostrophes
 * dropped ("Crohn's" → "crohns") and anything but letters, digits, "&" and "/" as a space.
 */
export const fold = (text: string): string =>
  normalize(text)
    .replace(/'/g, '')
    .replace(/[^a-z0-9&/]+/g, ' ')
    .trim();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as a pattern on folded text: whole words, each maybe plural or possessive ("gallstones"). */
export function namePattern(name: string): RegExp {
  const words = fold(name).split(' ').filter(Boolean);
  const body = words.map((w) =>
    /^[a-z]+$/.test(w) && w.length > 1 ? `${escapeRegExp(w)}(?:s|es)?` : escapeRegExp(w),
  );
  return new RegExp(`(?<![a-z0-9])${body.join(' ')}(?![a-z0-9])`, 'g');
}

/** One name found in a text: where, and what it stands for. */
export interface Hit<T> {
  at: number;
  end: number;
  /** The name as the lexicon writes it. */
  name: string;
  value: T;
}

/** A compiled list of names, each standing for a value. */
export interface NameIndex<T> {
  entries: { name: string; re: RegExp; value: T }[];
}

export function nameIndex<T>(pairs: Iterable<[string, T]>): NameIndex<T> {
  const entries = [...pairs]
    .filter(([name]) => fold(name).length > 0)
    .map(([name, value]) => ({ name, re: namePattern(name), value }));
  return { entries };
}

/**
 * The names of an index in a folded text, longest first: a name inside a longer one found at the same
 * place is dropped ("stroke" inside "haemorrhagic stroke", "review" inside "surgical review"); the same
 * span may stand for several values.
 */
export function findNames<T>(index: NameIndex<T>, folded: string): Hit<T>[] {
  const all: Hit<T>[] = [];
  for (const e of index.entries)
    for (const m of folded.matchAll(e.re))
      all.push({ at: m.index, end: m.index + m[0].length, name: e.name, value: e.value });
  return longest(all);
}

/** Hits that no longer hit covers, in order of place. */
export function longest<T>(all: readonly Hit<T>[]): Hit<T>[] {
  const inside = (a: Hit<T>, b: Hit<T>) => b.at <= a.at && a.end <= b.end && b.end - b.at > a.end - a.at;
  return all
    .filter((h) => !all.some((o) => inside(h, o)))
    .sort((a, b) => a.at - b.at || b.end - b.at - (a.end - a.at));
}
