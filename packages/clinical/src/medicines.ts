/**
 * Medicines by what they are for (lexicon/indications.ts): the indication a question asks about ("Are
 * you on anything for your blood pressure?", "Do you take a blood thinner?") and whether a recorded
 * medicine treats it, by its name, its class's ending, or the record's own "for my blood pressure".
 */
import { type IndicationRow, indications, medicineKinds } from './lexicon/indications.js';
import { normalize } from './text.js';
import type { Fact } from './types.js';

const phrasePattern = (words: readonly string[]) =>
  new RegExp(`\\b(?:${words.map((w) => normalize(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`);

// Each row's patterns, built once: the question's words, the drugs' names, "for my <condition>".
const rows = indications.map((row) => {
  const asks = phrasePattern(row.for);
  const names = [
    phrasePattern(row.drugs).source,
    ...(row.endings ?? []).map((e) => `\\b[a-z]{2,}${e}\\b`),
  ].join('|');
  return {
    row,
    asks,
    names: new RegExp(names),
    allNames: new RegExp(names, 'g'),
    forIt: new RegExp(`\\bfor (?:my|his|her|the) (?:${asks.source})`),
  };
});

/** "for your blood pressure", "a blood thinner": what the question asks medicines for, if anything. */
export function askedIndication(question: string): IndicationRow | null {
  const q = normalize(question);
  // The longest phrase wins ("blood thinner" over "blood pressure" is no contest; "the pain" over "pain").
  let best: { row: IndicationRow; length: number } | null = null;
  for (const r of rows) {
    const m = q.match(r.asks);
    if (m && (!best || m[0].length > best.length)) best = { row: r.row, length: m[0].length };
  }
  return best?.row ?? null;
}

/** A recorded medicine that treats what the question asks about. */
export function treats(row: IndicationRow, f: Fact): boolean {
  const r = rows.find((x) => x.row === row);
  if (!r) return false;
  const said = normalize(`${f.source} ${f.phrase}`);
  // "used his blue inhaler 6 times": a medicine called by what the question calls it.
  const calledSo = said.match(r.asks)?.[0];
  const aMedicine =
    !!calledSo &&
    /\b(?:inhalers?|preventers?|relievers?|pills?|tablets?|creams?|sprays?|patch(?:es)?)\b/.test(calledSo);
  return r.names.test(said) || r.forIt.test(said) || aMedicine;
}

/** A question that names a medicine or a kind of medicine by what it is for ("a blood thinner"). */
export function namesMedicine(question: string): boolean {
  const q = normalize(question);
  return rows.some((r) => r.names.test(q)) || medicineKinds.test(q);
}

/** The medicines a question names ("has she had any ibuprofen?"), as the words that name them. */
export function namedMedicines(question: string): string[] {
  const q = normalize(question);
  const names = new Set<string>();
  for (const r of rows) for (const m of q.matchAll(r.allNames)) names.add(m[0]);
  return [...names];
}

/** A fact that tells of a medicine given or taken for this illness, not only of a regular one. */
export function tellsMedicine(f: Fact): boolean {
  return namesMedicine(`${f.source} ${f.phrase}`);
}

/** "Have you started any new medicines recently?": a question of a change to the medicines. */
const asksChange =
  /\b(?:new|recent(?:ly)?|start(?:ed)?|chang(?:e|es|ed)|increas(?:e|ed)|reduc(?:e|ed)|stop(?:ped)?|switch(?:ed)?)\b/;
/** A medicine fact that tells of a change: started, stopped, changed, new, or when. */
const tellsChange =
  /\b(?:started|starting|stopped|increased|reduced|changed|switched|new|recently|replacing|came off|added|\d+ (?:days?|weeks?|months?) ago|last (?:week|month))\b/;

/** Of the medicine facts, those that tell of a change, when the question asks of one. */
export function ofChange(question: string, found: readonly Fact[]): Fact[] | null {
  if (!asksChange.test(normalize(question))) return null;
  const changed = found.filter((f) => tellsChange.test(normalize(`${f.phrase} ${f.source}`)));
  return changed.length && changed.length < found.length ? changed : null;
}

/** "Have you been buying any tablets from the shops?": a question of medicines bought, not prescribed. */
const asksBought =
  /\b(?:buy|buying|bought|from the (?:shops?|chemist|pharmacy|supermarket)|over the counter|otc|without a prescription)\b/;
const tellsBought =
  /\b(?:buy|buys|buying|bought|from the (?:shops?|chemist|pharmacy|supermarket)|over the counter|otc)\b/;

/** Of the medicine facts, those bought, when the question asks of them (all of them when none were). */
export function ofBought(question: string, facts: readonly Fact[]): Fact[] | null {
  if (!asksBought.test(normalize(question))) return null;
  const bought = facts.filter(
    (f) =>
      f.polarity === 'present' && tellsMedicine(f) && tellsBought.test(normalize(`${f.phrase} ${f.source}`)),
  );
  return bought.length ? bought : null;
}

/** "Any calcium or vitamin D tablets?" with Adcal-D3 recorded: the medicines of the same kind (lexicon/indications.ts). */
export function sameKind(named: readonly string[], facts: readonly Fact[]): Fact[] {
  const kinds = rows.filter((r) => named.some((d) => r.names.test(d)));
  return facts.filter((f) => f.polarity === 'present' && kinds.some((r) => treats(r.row, f)));
}
