import type { CaseFacts } from '@anamnesis/clinical';
import { rubric } from '@anamnesis/rules';
import type { Contraindication, MarkingEvidence } from '../assignments/assignments.table.js';
import { keyWords, normalize, presentIn } from './text.js';

// The treatment part of a mark (docs/marking.md#the-rubric): the predefined treatments' key items
// matched by meaning, capped when the patient's recorded allergies rule a suggestion out.

/** Route, timing and urgency words: a treatment item is about its drug or action, not these. */
const treatmentFiller = new Set(
  'urgent urgently primary oral orally iv intravenous sublingual chewed daily twice once annual regular immediate immediately start give consider if mg g mcg ml kg hours hour days day'.split(
    ' ',
  ),
);

/** The key items of the predefined treatments: comma, semicolon or line separated; notes in brackets dropped. */
export function treatmentItems(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((s) =>
      s
        .replace(/\([^)]*\)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => itemKeys(s).length > 0);
}

const itemKeys = (s: string) => keyWords(s, treatmentFiller).filter((w) => !/^\d+$/.test(w));

/** Shorthand clinicians write for tests and treatments, and the words of the item it stands for. */
const shorthand: [RegExp, string][] = [
  [/\blfts?\b/g, 'lfts liver function'],
  [/\bfbc\b/g, 'fbc full blood count'],
  [/\bu\s?&\s?es?\b|\bues\b/g, 'ues urea electrolytes'],
  [/\bcxr\b/g, 'cxr chest x ray'],
  [/\becg\b|\bekg\b/g, 'ecg electrocardiogram'],
  [/\babx\b/g, 'antibiotics'],
  [/\bppis?\b/g, 'ppi proton pump inhibitor'],
  [/\bgtn\b/g, 'gtn nitroglycerin'],
  [/\bnbm\b/g, 'nil by mouth'],
  [/\bivf\b/g, 'iv fluids'],
  [/\bhba1c\b/g, 'hba1c glucose'],
];
/** Words an item shares with many others: alone they do not show which item was meant. */
const genericCare = new Set(
  'blood bloods test tests check checks including incl eg such review advice plus and'.split(' '),
);

const expandShorthand = (text: string) =>
  shorthand.reduce((t, [re, to]) => t.replace(re, to), normalize(text));

/**
 * An item is covered when, for one of its 'or' alternatives, at least half of its key words appear,
 * or one of its distinctive words does ("LFTs" for "bloods incl. LFTs").
 */
function itemCovered(item: string, given: string): boolean {
  const said = expandShorthand(given);
  return expandShorthand(item)
    .split(/\bor\b|\//i)
    .map(itemKeys)
    .filter((keys) => keys.length > 0)
    .some((keys) => {
      const found = presentIn(keys, said);
      const distinctive = keys.filter((k) => !genericCare.has(k) && k.length >= 3);
      return (
        found.length * 2 >= keys.length ||
        (distinctive.length > 1 && found.some((f) => distinctive.includes(f)))
      );
    });
}

/** Drug classes a recorded allergy rules out: the allergen's class and its members. */
const drugClasses: [RegExp, RegExp][] = [
  [
    /penicillin|amoxicillin|flucloxacillin|co ?amoxiclav/,
    /\b\w*cillin\b|\bco ?amoxiclav\b|\baugmentin\b|\btazocin\b|\bpenicillin\b/,
  ],
  [/cephalosporin|cef\w+|ceph\w+/, /\bcef\w+|\bceph\w+/],
  [
    /sulfa|sulpha|sulphonamide|sulfonamide|co ?trimoxazole/,
    /\bsulf\w+|\bsulph\w+|\bco ?trimoxazole\b|\bseptrin\b/,
  ],
  [
    /nsaid|ibuprofen|naproxen|diclofenac|aspirin|anti ?inflammator/,
    /\bibuprofen\b|\bnaproxen\b|\bdiclofenac\b|\baspirin\b|\bnsaids?\b|\bcelecoxib\b|\bketorolac\b/,
  ],
  [
    /codeine|morphine|opiate|opioid|tramadol|oxycodone/,
    /\bcodeine\b|\bmorphine\b|\btramadol\b|\boxycodone\b|\bopioids?\b|\bopiates?\b|\bco ?codamol\b|\bdihydrocodeine\b/,
  ],
  [/macrolide|erythromycin|clarithromycin|azithromycin/, /\b\w+thromycin\b|\berythromycin\b/],
  [/tetracycline|doxycycline/, /\b\w*cycline\b/],
  [/quinolone|ciprofloxacin|levofloxacin/, /\b\w+floxacin\b/],
  [/latex/, /\blatex\b/],
];

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
    const a = normalize(allergen);
    for (const [when, members] of drugClasses) {
      if (!when.test(a)) continue;
      const hit = members.exec(said);
      if (hit) add({ said: asWritten(hit.index, hit[0].length), allergen });
    }
    const at = said.indexOf(a);
    if (!drugClasses.some(([when]) => when.test(a)) && a.length > 3 && at >= 0)
      add({ said: asWritten(at, a.length), allergen });
  }
  return out;
}

/** A contraindicated treatment earns at most this much of the treatment part. */
export const contraindicatedMax = 2;

export function compareTreatment(
  expected: string,
  given: string,
  allergens: readonly string[] = [],
): MarkingEvidence['treatment'] & { score: number } {
  const items = treatmentItems(expected);
  const matched = given.trim() ? items.filter((i) => itemCovered(i, given)) : [];
  const missed = items.filter((i) => !matched.includes(i));
  // With no predefined treatment there is nothing to miss: any suggestion earns the marks.
  const fraction = items.length ? matched.length / items.length : given.trim() ? 1 : 0;
  const unsafe = contraindicated(allergens, given);
  const score = Math.round(rubric.treatment * fraction);
  return {
    expected,
    given,
    matched,
    missed,
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
