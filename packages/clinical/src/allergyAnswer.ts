/**
 * An allergy question asked of one medicine ("Are you allergic to amoxicillin?", "What happens when you
 * take codeine?"): answered from what the note says of that medicine or of its class
 * (lexicon/treatments.ts), and "not to that" when the note names another allergy only.
 */
import { drugClasses } from './lexicon/treatments.js';
import { namedMedicines } from './medicines.js';
import { normalize } from './text.js';
import type { Fact } from './types.js';

const names = (d: string | readonly string[]) => (typeof d === 'string' ? [d] : [...d]);

/** A medicine's names and those of every class it is in, with the class's other drugs. */
function kin(medicine: string): string[] {
  const out = new Set([medicine]);
  for (const row of drugClasses) {
    const all = [...row.names, ...row.members.flatMap(names), ...(row.crossReacts ?? [])].map((n) =>
      normalize(n),
    );
    // ("antibiotic" is a class with no drugs listed: naming it says nothing of which.)
    if (row.members.length && all.includes(medicine)) for (const n of all) out.add(n);
  }
  return [...out];
}

/** The allergy facts that speak to the medicines the question names, and whether it names one unrecorded. */
export function focusAllergy(question: string, found: readonly Fact[]): { facts: Fact[]; notThat: boolean } {
  const asked = namedMedicines(question);
  const present = found.filter((f) => f.polarity === 'present');
  // ("No drug allergies, but peanuts give him hives": what he is allergic to first, no "No" before it.)
  const allergiesFirst = [...present, ...found.filter((f) => f.polarity !== 'present')];
  if (!asked.length || !present.length) return { facts: allergiesFirst, notThat: false };
  const words = asked.flatMap(kin);
  const says = (f: Fact) => {
    const text = normalize(`${f.source} ${f.phrase}`);
    return words.some((w) => new RegExp(`\\b${w}s?\\b`).test(text));
  };
  const of = present.filter(says);
  return of.length ? { facts: of, notThat: false } : { facts: present, notThat: true };
}
