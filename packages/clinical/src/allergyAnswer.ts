/**
 * An allergy question asked of one medicine ("Are you allergic to amoxicillin?", "What happens when you
 * take codeine?"): answered from what the note says of that medicine or of its class
 * (lexicon/treatments.ts), and "not to that" when the note names another allergy only.
 */
import { drugClasses } from './lexicon/treatments.js';
import { namedMedicines, tellsMedicine } from './medicines.js';
import { normalize } from './text.js';
import type { Fact } from './types.js';

const names = (d: string | readonly string[]) => (typeof d === 'string' ? [d] : [...d]);

/** Each drug's names with those of every class it is in and the class's other drugs: built once. */
const kinOf = new Map<string, Set<string>>();
for (const row of drugClasses) {
  // ("antibiotic" is a class with no drugs listed: naming it says nothing of which.)
  if (!row.members.length) continue;
  const all = [...row.names, ...row.members.flatMap(names), ...(row.crossReacts ?? [])].map((n) =>
    normalize(n),
  );
  for (const n of all) kinOf.set(n, new Set([...(kinOf.get(n) ?? []), ...all]));
}
const kin = (medicine: string): string[] => [medicine, ...(kinOf.get(medicine) ?? [])];

/** The allergy facts that speak to the medicines the question names, and whether it names one unrecorded. */
/** Medicines as a kind: asked of ("any medicines?") or denied ("no allergies to medicines"). */
const asksOfMedicines = /\b(?:medicines?|medications?|drugs?|tablets?|antibiotics?)\b/;

export function focusAllergy(question: string, found: readonly Fact[]): { facts: Fact[]; notThat: boolean } {
  const asked = namedMedicines(question);
  const present = found.filter((f) => f.polarity === 'present');
  // ("No drug allergies, but peanuts give him hives": what he is allergic to first, no "No" before it.)
  const allergiesFirst = [...present, ...found.filter((f) => f.polarity !== 'present')];
  // "Are you allergic to any medicines?" with none to medicines but one to plasters: the denial first.
  const toMedicines = found.find((f) => f.polarity === 'absent' && asksOfMedicines.test(normalize(f.phrase)));
  if (
    !asked.length &&
    toMedicines &&
    asksOfMedicines.test(normalize(question)) &&
    !present.some(tellsMedicine)
  )
    return { facts: [toMedicines, ...found.filter((f) => f !== toMedicines)], notThat: false };
  if (!asked.length || !present.length) return { facts: allergiesFirst, notThat: false };
  const words = asked.flatMap(kin);
  const says = (f: Fact) => {
    const text = normalize(`${f.source} ${f.phrase}`);
    return words.some((w) => new RegExp(`\\b${w}s?\\b`).test(text));
  };
  const of = present.filter(says);
  return of.length ? { facts: of, notThat: false } : { facts: present, notThat: true };
}
