import { drugClasses } from '@anamnesis/clinical';
import type { Contraindication } from '../assignments/assignments.table.js';
import { fold, namePattern } from './names.js';
import { readItem } from './treatmentConcepts.js';

// A treatment the patient's recorded allergies rule out (docs/marking.md#the-rubric): a drug of the
// allergen's class (lexicon/treatments.ts rows marked `allergy`) or the allergen itself.

/** A contraindicated treatment earns at most this much of the treatment part. */
export const contraindicatedMax = 2;

const drugNames = (member: string | readonly string[]) =>
  typeof member === 'string' ? [member] : [...member];

/** The classes (by first name) an allergy to this text rules out, and the single drugs it names. */
function ruledOut(allergen: string): { classes: Set<string>; names: string[] } {
  const classes = new Set<string>();
  const names: string[] = [];
  for (const c of readItem(allergen).concepts) {
    if (c.kind === 'care') continue;
    const narrowest = c.classes[0] ?? c.id;
    const row = drugClasses.find((r) => r.names[0] === narrowest);
    if (c.kind === 'class' || row?.allergy) classes.add(c.kind === 'class' ? c.id : narrowest);
    else names.push(c.id);
  }
  const out = new Set(classes);
  // A class rules out the classes within it, and the drugs its row says cross-react.
  for (const row of drugClasses) if (row.within && out.has(row.within)) out.add(row.names[0] ?? '');
  for (const row of drugClasses)
    if (out.has(row.names[0] ?? '')) {
      names.push(...row.names, ...row.members.flatMap(drugNames), ...(row.crossReacts ?? []));
    }
  return { classes: out, names };
}

/**
 * The student's text for matching drug names: lower case, hyphens and dashes as spaces, one character for
 * one so that a match's place is the place of the words as written ("co-amoxiclav", not "co amoxiclav").
 */
const forMatching = (text: string) => text.toLowerCase().replace(/[-\u2010-\u2015]/g, ' ');

/** What the student suggested that the patient's recorded allergies rule out, in the student's words. */
export function contraindicated(allergens: readonly string[], given: string): Contraindication[] {
  const said = forMatching(given);
  const asWritten = (at: number, length: number) =>
    given.length === said.length ? given.slice(at, at + length) : said.slice(at, at + length);
  const out: Contraindication[] = [];
  const add = (c: Contraindication) => {
    if (!out.some((o) => o.said === c.said && o.allergen === c.allergen)) out.push(c);
  };
  for (const allergen of allergens) {
    const { classes, names } = ruledOut(allergen);
    for (const name of names)
      for (const m of said.matchAll(namePattern(name)))
        add({ said: asWritten(m.index, m[0].length), allergen });
    // An allergen the lexicon does not know (latex, a plaster) is ruled out by its own words.
    const own = fold(allergen);
    if (!classes.size && !names.length && own.length > 3)
      for (const m of said.matchAll(namePattern(own)))
        add({ said: asWritten(m.index, m[0].length), allergen });
  }
  return out;
}
