/**
 * Allergies as a note writes them (docs/patient.md#case-facts): each allergen of a list with its own
 * reaction ("penicillin (rash), trimethoprim (facial swelling)"), an allergen named before the word
 * ("a peanut allergy"), and the reaction said as the patient would ("it makes me wheezy").
 */
import { namesMedicine } from './medicines.js';
import { expand, firstPerson, lay, withArticle } from './phrasing.js';
import { normalize } from './text.js';

const reactions: [RegExp, string][] = [
  [/\b(vomit\w*|sick|nausea)\b/, 'it makes me sick'],
  [/\banaphyla\w*/, "I had a severe reaction — I couldn't breathe"],
  [/\b(swell\w*|angioedema)\b/, 'it makes me swell up'],
  [/\b(wheez\w*|breathless\w*|bronchospasm)\b/, 'it makes me wheezy'],
  [/\b(diarrh\w*)\b/, 'it gives me diarrhoea'],
];

/** A reaction told of what causes it, with no word of allergy ("eggs make her lips swell"). */
export const reactionTold =
  /^(?!(?:it|this|that|he|she|they|which|walking|moving|movement|exercise|eating|lying|standing|bending|coughing)\b)[a-z][a-z ]{1,30}? (?:make|makes|made|bring|brings|brought) (?:(?:my|his|her|their) (?:lips?|face|eyes?|tongue|skin|mouth|throat) (?:swell|swells|swelled|itch|itchy|puffy|come up)|(?:me|him|her|them) (?:out in|come out in|come up in) (?:hives|a rash|spots|blotches|welts))\b/;

/** Words of a reaction, not of an allergen ("penicillin - rash, itching and swelling"). */
export const reactionWords =
  /^(?:an? )?(?:(?:widespread|itchy|severe|mild|facial|lip|red|raised) )*(?:rash|itch\w*|swell\w*|hives|wheez\w*|vomit\w*|sickness|nausea|diarrh\w*|anaphyla\w*|blister\w*|breathless\w*|urticaria|angioedema|redness|soreness|collapse|shock)\b/;

/**
 * "penicillin (rash), trimethoprim (facial swelling) and plasters": each allergy of a list with its
 * reaction, as its own "allergic to …" (one item when the clause names one).
 */
export function allergyItems(source: string): string[] {
  const lead = source.match(/^.*?\b(?:allergic to|allergy to|allergies?)\b:?\s*/i);
  const body = lead ? source.slice(lead[0].length) : source;
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  for (const piece of body.split(/(\(|\)|[,;]\s*|\s+and\s+)/)) {
    if (piece === '(') depth++;
    if (piece === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && /^(?:[,;]\s*|\s+and\s+)$/.test(piece)) {
      parts.push(cur);
      cur = '';
    } else cur += piece;
  }
  parts.push(cur);
  const items: string[] = [];
  for (const raw of parts.map((x) => x.trim()).filter(Boolean)) {
    const part = raw.replace(/^(?:(?:and|to)\s+)+/i, '');
    const prev = items.length - 1;
    // "…, which gave her a rash and swollen eyes": the reaction's list goes on, unless "and to X".
    const telling = prev >= 0 && /\b(?:which|that|it)\b/i.test(items[prev] ?? '');
    if (telling && !/^(?:and\s+)?to\s/i.test(raw) && !namesMedicine(part)) {
      items[prev] += ` and ${part}`;
      continue;
    }
    // "…and carries an adrenaline pen": what the patient does about the allergy before it.
    if (
      prev >= 0 &&
      /^(?:carries|has|uses|keeps|needs|wears|avoids|had|was|is|reacts|came|gets|got)\b/i.test(part)
    ) {
      items[prev] += ` and ${part}`;
      continue;
    }
    // "…, which made her vomit", "…, itching": what the allergy before it does.
    if (
      prev >= 0 &&
      (/^(?:which|that|it|causing|giving|with|who)\b/i.test(part) || reactionWords.test(part.toLowerCase()))
    )
      items[prev] += `, ${part}`;
    else items.push(part);
  }
  return items.length > 1 ? items.map((x) => `allergic to ${x}`) : [source];
}

/** Allergens said in the plural when named bare ("a peanut allergy": allergic to peanuts). */
const pluralAllergens = /^(?:(?:tree |pea)?nut|cat|dog|egg|bee|wasp|horse|strawberr(?:y)|sesame seed|prawn)$/;

export function allergyPhrase(source: string): string {
  // "Ibuprofen - wheeze": the dash between the drug and the reaction, kept through normalize (which
  // reads dashes as spaces).
  const t = lay(
    normalize(source.replace(/\s[-–—]\s/g, ' DASH '))
      .replace(/\bdash\b/g, ' - ')
      .replace(/\s+/g, ' '),
  )
    // "He has a peanut allergy", "Known latex allergy": the allergen named before the word.
    .replace(
      /^(?:(?:he|she|i|they) (?:has|have|had) )?(?:(?:an?|known|severe|mild|a known|a severe) )*((?:[a-z]+ ){0,2}?[a-z]+) allerg(?:y|ies)\b(?! to)/,
      (all, allergen: string) =>
        /\b(drug|no|nil|any)\b/.test(allergen)
          ? all
          : `allergic to ${pluralAllergens.test(allergen) ? `${allergen.replace(/y$/, 'ie')}s` : allergen}`,
    )
    .replace(/^.*?\b(allergic to|allergy to|allergies?|drug allergy to|allergy):?\s*/, '')
    .replace(
      /,? which (gave|gives|caused|causes|made|makes|brings?|brought) (him|her|them|me) (out in )?/,
      ' - ',
    )
    .replace(/\s+allergy$/, '');
  // "trimethoprim, which made his face swell up": the reaction told of a part of the patient.
  const ofPart = t.match(
    /^(.+?),? which (made|makes|make|caused|causes|cause|left|leaves) ((?:his|her|their|my) .+)$/,
  );
  if (ofPart)
    return `I'm allergic to ${lay(expand(ofPart[1] ?? ''))} — it ${ofPart[2]?.replace(/^(make|cause)$/, '$1s')} ${firstPerson(ofPart[3] ?? '')}`;
  // "peanut and carries an EpiPen": the allergy, then what the patient does about it.
  const andDoes = t.match(/^(.+?) and ((?:carries|has|uses|keeps|needs|wears|avoids)\b.*)$/);
  if (andDoes)
    return `I'm allergic to ${lay(expand(andDoes[1] ?? ''))} — ${firstPerson(`he ${andDoes[2] ?? ''}`)}`;
  const m =
    t.match(/^(.+?)\s*\(([^)]+)\)$/) ??
    t.match(
      /^(.+?)\s*(?:[-–—:]|\bcauses\b|\bcaused\b|\bgives\b|\bgave\b|\bleads to\b|\bwith\b|\b->)\s*(.+)$/,
    );
  const what = (m ? (m[1] ?? '') : t).trim().replace(/\s*(allergy|allergic)$/, '');
  if (!m) return `I'm allergic to ${lay(expand(what))}`;
  // "penicillin: she came out in an itchy rash": the reaction told as a sentence of its own.
  const told = (m[2] ?? '').trim();
  if (/^(?:he|she|i|they) [a-z]+/.test(told))
    return `I'm allergic to ${lay(expand(what))} — ${firstPerson(told)}`;
  const reaction = told
    .replace(/^(got|get|gets|causes?|caused|gives?|gave|had|develops?|developed|reaction:?)\s+/, '')
    .replace(/^an? /, '');
  const what2 = lay(expand(what));
  for (const [re, said] of reactions) if (re.test(reaction)) return `I'm allergic to ${what2} — ${said}`;
  // "which gave her a rash as a baby": told in the past, the article with the reaction, not its time.
  const gave = /\b(?:gave|caused|brought)\b/.test(normalize(source)) ? 'gave' : 'gives';
  const [head, ...when] = lay(expand(reaction)).split(
    /\s(?=(?:as|in|on|at|after|when|aged|during|last|this|yesterday|\d)\b)/,
  );
  return `I'm allergic to ${what2} — it ${gave} me ${[withArticle(head ?? ''), ...when].join(' ')}`;
}
