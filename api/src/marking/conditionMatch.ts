import {
  type ConditionRow,
  conditions,
  diagnosisSynonymPatterns,
  normalize,
  opposedQualifiers,
  otherLanguageNames,
  qualifierWords,
  shortNames,
} from '@anamnesis/clinical';
import type { DiagnosisVerdict } from '../assignments/assignments.table.js';
import { findNames, fold, longest, type NameIndex, nameIndex, namePattern } from './names.js';
import { keyWords, presentIn } from './text.js';

// What one candidate diagnosis says of the expected one, by meaning (docs/marking.md#the-rubric): the
// conditions of packages/clinical (lexicon/conditions.ts) with their other names and neighbours, the
// short and other-language names of lexicon/abbreviations.ts, and the guard's other names.

/** How a candidate relates to the expected diagnosis (before it is set aside or left empty). */
export type Verdict = Exclude<DiagnosisVerdict, 'negated' | 'empty'>;

/** What each verdict earns of the diagnosis marks (before a differential halves it). */
export const verdictCredit: Record<Verdict, number> = {
  exact: 1,
  synonym: 1,
  lay: 1,
  formal: 1,
  abbreviation: 1,
  'other language': 1,
  // The right condition said more precisely is the right diagnosis.
  narrower: 1,
  // Right but less specific, or a neighbour a clinician accepts as a near miss: half.
  broader: 0.5,
  related: 0.5,
  contradicted: 0,
  none: 0,
};

export interface Judgement {
  verdict: Verdict;
  /** Which row or rule decided, for the teacher (it may name the key). */
  rule: string;
  /** Where in the candidate (folded) the deciding words begin: what comes before may set it aside. */
  at?: number;
}

type NameKind = 'name' | 'synonym' | 'lay' | 'formal';
type Relation = 'same' | 'narrower' | 'broader' | 'related' | 'contradicted' | 'other';

const selfNames = (row: ConditionRow): [string, NameKind][] => [
  [row.name, 'name'],
  ...(row.synonyms ?? []).map((n): [string, NameKind] => [n, 'synonym']),
  ...(row.lay ?? []).map((n): [string, NameKind] => [n, 'lay']),
  ...(row.formal ?? []).map((n): [string, NameKind] => [n, 'formal']),
];

let selfIndex: NameIndex<{ row: ConditionRow; kind: NameKind }> | null = null;
/** Every condition's own names, compiled once. */
function conditionNames() {
  selfIndex ??= nameIndex(conditions.flatMap((row) => selfNames(row).map(([n, kind]) => [n, { row, kind }])));
  return selfIndex;
}

const shortPatterns = shortNames
  .filter((s) => s.kind === 'diagnosis')
  .map((s) => ({ re: namePattern(s.short), long: fold(s.long) }));
const foreignPatterns = otherLanguageNames.map((o) => ({ re: namePattern(o.name), long: fold(o.long) }));

/** Short forms written out ("CAP" → "community acquired pneumonia"), or names in other languages in English. */
const writeOut = (folded: string, table: { re: RegExp; long: string }[]) =>
  table.reduce((t, { re, long }) => t.replace(re, long), folded);

const qualifiers = new Set(qualifierWords);
const coreWords = (folded: string) => keyWords(folded, qualifiers);

/** A name the key's row lists (narrower, broader, …), which may have no row of its own ("lacunar stroke"). */
interface Listed {
  relation: Relation;
  row: ConditionRow;
}

/** The expected diagnosis, read once: its conditions, key words and how every other condition stands to it. */
export interface KeyProfile {
  expected: string;
  rows: ConditionRow[];
  core: string[];
  folded: string;
  relationOf: Map<ConditionRow, Relation>;
  listed: NameIndex<Listed>;
}

const relationLists = ['opposite', 'narrower', 'broader', 'related'] as const;
type RelationList = (typeof relationLists)[number];

let foldedRows: Map<ConditionRow, { self: Set<string>; lists: Record<RelationList, Set<string>> }> | null =
  null;
/** Each row's own names and lists, folded once for comparing. */
function folds() {
  foldedRows ??= new Map(
    conditions.map((row) => [
      row,
      {
        self: new Set(selfNames(row).map(([n]) => fold(n))),
        lists: Object.fromEntries(relationLists.map((l) => [l, new Set((row[l] ?? []).map(fold))])) as Record<
          RelationList,
          Set<string>
        >,
      },
    ]),
  );
  return foldedRows;
}

/** Whether `row` lists (in `list`) one of the names of `others`. */
function lists(row: ConditionRow, list: RelationList, others: readonly ConditionRow[]): boolean {
  const f = folds();
  const mine = f.get(row)?.lists[list];
  return !!mine && others.some((o) => [...(f.get(o)?.self ?? [])].some((n) => mine.has(n)));
}

/** How another condition stands to the key's, by what either row lists. */
function relationOf(row: ConditionRow, keyRows: ConditionRow[]): Relation {
  if (keyRows.includes(row)) return 'same';
  const either = (fromKey: RelationList, fromRow: RelationList) =>
    keyRows.some((k) => lists(k, fromKey, [row])) || lists(row, fromRow, keyRows);
  if (either('opposite', 'opposite')) return 'contradicted';
  if (either('narrower', 'broader')) return 'narrower';
  if (either('broader', 'narrower')) return 'broader';
  if (either('related', 'related')) return 'related';
  return 'other';
}

const profiles = new Map<string, KeyProfile>();

export function keyProfile(expected: string): KeyProfile {
  const cached = profiles.get(expected);
  if (cached) return cached;
  const folded = writeOut(fold(expected), shortPatterns);
  const rows = [...new Set(findNames(conditionNames(), folded).map((h) => h.value.row))];
  const pairs: [string, Listed][] = [];
  for (const row of rows)
    for (const [relation, list] of [
      ['narrower', row.narrower],
      ['broader', row.broader],
      ['related', row.related],
      ['contradicted', row.opposite],
    ] as const)
      for (const n of list ?? []) pairs.push([n, { relation, row }]);
  const profile: KeyProfile = {
    expected,
    rows,
    core: coreWords(folded),
    folded,
    relationOf: new Map(conditions.map((row) => [row, relationOf(row, rows)])),
    listed: nameIndex(pairs),
  };
  // A school marks a few hundred cases: their keys are read once each.
  if (profiles.size > 500) profiles.clear();
  profiles.set(expected, profile);
  return profile;
}

const rank: Record<Relation, number> = {
  same: 5,
  narrower: 4,
  broader: 3,
  related: 2,
  contradicted: 1,
  other: 0,
};
const sameKind: Record<NameKind, Verdict> = {
  name: 'synonym',
  synonym: 'synonym',
  lay: 'lay',
  formal: 'formal',
};
/** Initials as the lexicon writes them ("MI", "T2DM"). */
const initials = (name: string) => /^[A-Z0-9&]{2,6}$/.test(name);

/** What the lexicon's conditions say of a folded candidate, or null when they do not know it. */
function byConditions(key: KeyProfile, folded: string): Judgement | null {
  const own = findNames(conditionNames(), folded).map((h) => ({
    ...h,
    value: {
      row: h.value.row,
      kind: h.value.kind as NameKind | null,
      relation: key.relationOf.get(h.value.row) ?? 'other',
    },
  }));
  const listed = findNames(key.listed, folded).map((h) => ({ ...h, value: { ...h.value, kind: null } }));
  const best = longest([...own, ...listed]).sort(
    (a, b) => rank[b.value.relation] - rank[a.value.relation],
  )[0];
  if (!best || best.value.relation === 'other') return null;
  const { relation, row, kind } = best.value;
  const quoted = `"${best.name}"`;
  const at = best.at;
  switch (relation) {
    case 'same': {
      const verdict = initials(best.name) ? 'abbreviation' : sameKind[kind ?? 'synonym'];
      return { verdict, rule: `conditions: ${quoted} names ${row.name} (${row.reason})`, at };
    }
    case 'narrower':
      return {
        verdict: 'narrower',
        rule: `conditions: ${quoted} is a more specific form of ${key.expected}`,
        at,
      };
    case 'broader':
      return { verdict: 'broader', rule: `conditions: ${quoted} is a broader form of ${key.expected}`, at };
    case 'related':
      return {
        verdict: 'related',
        rule: `conditions: ${quoted} is a neighbour of ${key.expected} a clinician gives half marks for`,
        at,
      };
    default:
      return { verdict: 'contradicted', rule: `conditions: ${quoted} contradicts ${key.expected}`, at };
  }
}

/** Where the first of `keys` stands in a folded text (word by word, as `presentIn` compares). */
function firstAt(keys: readonly string[], folded: string): number {
  for (const m of folded.matchAll(/[a-z0-9]+/g)) if (presentIn(keys, m[0]).length) return m.index;
  return 0;
}

/** A qualifier of the candidate that excludes one of the key's ("left" for "right"), as a rule. */
function opposedQualifier(key: KeyProfile, folded: string): string | null {
  const has = (text: string, w: string) => namePattern(w).test(text);
  for (const row of opposedQualifiers) {
    const keyHas = row.words.filter((w) => has(key.folded, w));
    const saidHas = row.words.filter((w) => has(folded, w));
    if (keyHas.length && saidHas.length && !saidHas.some((w) => keyHas.includes(w)))
      return `${saidHas[0]} where the key has ${keyHas[0]} (${row.reason})`;
  }
  return null;
}

/** Where the guard's other names of the key (guard.ts) stand in a folded candidate, if they do. */
function guardNameIn(expected: string, folded: string): number | null {
  const text = normalize(folded);
  for (const re of diagnosisSynonymPatterns(expected)) {
    const m = re.exec(text);
    if (m) return m.index;
  }
  return null;
}

/** A folded candidate read one way: the key's words, the conditions, the guard's names, shared words. */
function judgeFolded(key: KeyProfile, folded: string): Judgement {
  const said = coreWords(folded);
  const overlap = presentIn(key.core, said.join(' '));
  if (key.core.length > 0 && overlap.length === key.core.length)
    return {
      verdict: 'exact',
      rule: `every key word of ${key.expected} given`,
      at: firstAt(overlap, folded),
    };
  const known = byConditions(key, folded);
  if (known) return known;
  // A key no row knows: the guard's other names for it (lexicon/abbreviations.ts), unless its own words differ.
  const guardName = key.rows.length || overlap.length ? null : guardNameIn(key.expected, folded);
  if (guardName !== null)
    return { verdict: 'synonym', rule: `another name of ${key.expected} in the guard's list`, at: guardName };
  if (overlap.length > 0 && overlap.length * 2 >= key.core.length)
    return {
      verdict: 'related',
      rule: `shares the key words ${overlap.join(', ')}`,
      at: firstAt(overlap, folded),
    };
  return { verdict: 'none', rule: 'names nothing of the expected diagnosis' };
}

/**
 * One candidate against the key: as written, with short forms written out, and with other-language
 * names in English (each labelled so); the best reading decides. A qualifier that excludes the key's
 * ("type 1" for type 2, left for right) keeps it to half marks.
 */
export function judgeCandidate(key: KeyProfile, candidate: string): Judgement {
  const folded = fold(candidate);
  const readings: [string, Verdict | null][] = [
    [folded, null],
    [writeOut(folded, shortPatterns), 'abbreviation'],
    [writeOut(folded, foreignPatterns), 'other language'],
  ];
  let best: Judgement = { verdict: 'none', rule: 'names nothing of the expected diagnosis' };
  for (const [text, via] of readings) {
    if (via && text === folded) continue;
    const j = judgeFolded(key, text);
    const credit = verdictCredit[j.verdict];
    if (credit <= verdictCredit[best.verdict] && !(best.verdict === 'none' && j.verdict !== 'none')) continue;
    const renamed = via && credit === 1 && j.verdict !== 'narrower' ? via : j.verdict;
    best = { ...j, verdict: renamed, rule: via ? `${j.rule}, read as ${via}` : j.rule };
  }
  const opposed = verdictCredit[best.verdict] > 0.5 ? opposedQualifier(key, folded) : null;
  return opposed ? { verdict: 'related', rule: `${best.rule}, but ${opposed}` } : best;
}
