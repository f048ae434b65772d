/**
 * Lists whose items share the verb of the first ("She takes amlodipine, solifenacin and paracetamol";
 * "No rash, diarrhoea or burning"): each row is a lead that a list's first clause can open with, so
 * the clauses after it that have no verb of their own are read with it (docs/patient.md#case-facts).
 * `items` says which clauses belong to the list: any clause without a verb, or only one that names the
 * same kind of thing as the first item (a condition, a symptom), where a clause without a verb could
 * as well describe the first item ("osteoarthritis, worse on walking"), or only one that opens with
 * a verb of the lead's subject ("presses on the flap", "chews").
 */
export interface ListLeadRow {
  id: string;
  /** The lead, captured as group 1; the first item follows it. */
  lead: RegExp;
  items: 'any' | 'same-kind' | 'verbs';
  /** The background topic the lead itself names ("takes": the medicines), where its words name none. */
  topic?: string;
  /** Its items are people ("lives with his mum, his stepdad…"); in other lists a relative starts a clause. */
  people?: true;
  reason: string;
}

const subject = '(?:he|she|they|i|[a-z]+)';

export const listLeads: readonly ListLeadRow[] = [
  {
    id: 'takes',
    lead: new RegExp(
      String.raw`^(${subject} (?:takes|is taking|has been taking|was taking|is on|was on|uses|has been on)(?: regular| daily)?)\s(?!no\b|nothing\b)`,
    ),
    items: 'any',
    topic: 'medication',
    reason: 'a list of medicines shares its verb: "she takes A, B and C"',
  },
  {
    id: 'denies',
    lead: new RegExp(
      String.raw`^((?:${subject} )?(?:has had no|had no|has no|have no|had not had any|has not had any|hasn't had any|denies(?: any)?|reports no)|no|nil|never)\s`,
    ),
    items: 'any',
    reason: 'a denial holds for each item of its list: "no rash, diarrhoea or burning"',
  },
  {
    id: 'given',
    lead: new RegExp(
      String.raw`^(${subject} (?:has given|have given|gave|has had|had|has taken|took|has tried|tried|has used|used))\s(?!no|nothing|never)`,
    ),
    items: 'same-kind',
    reason:
      'what was given or taken goes on after a comma: "has given Calpol 5 ml every 6 hours, and one dose of ibuprofen"',
  },
  {
    id: 'allergic-to',
    lead: new RegExp(
      String.raw`^((?:${subject} (?:is|was|reports|has) )?(?:allergic to|an allergy to|allergy to|allergies)):?\s`,
    ),
    items: 'any',
    topic: 'allergy',
    reason: 'each allergy of a list: "allergic to amoxicillin (hives) and ibuprofen (wheeze)"',
  },
  {
    id: 'lives-with',
    lead: new RegExp(String.raw`^((?:${subject} )?(?:lives|is living|living|lived) with)\s`),
    items: 'any',
    people: true,
    reason: 'the people the patient lives with: "lives with his mum, his stepdad and his sister"',
  },
  {
    id: 'has-had',
    lead: new RegExp(
      String.raw`^(${subject} (?:has had|has|had|has a history of|suffers from|was diagnosed with|has been diagnosed with|also has))\s(?!no\b|never\b|not\b)`,
    ),
    items: 'same-kind',
    reason:
      'a list of conditions shares its verb: "she has had arthritis for 6 years, high blood pressure and…"',
  },
  {
    id: 'worse-when',
    lead: /^(.*?\b(?:worse|better|brought on|eased|hurts|comes on|starts) (?:when|if|as|whenever) (?:he|she|i|they))\s(?=[a-z]+(?:s|es)\b)/,
    items: 'verbs',
    reason:
      'each thing that brings it on after "when he": "worse when he pulls on the lobe, presses on the flap, chews or lies on that side"',
  },
  {
    id: 'predicate',
    lead: /^((?:(?:his|her|my|the|their|its|both) )?(?:[a-z]+ ){0,2}[a-z]+ (?:has become|have become|became|is|are|was|were|looks|look|feels|feel|seems|seem|has been|have been|had been|got|went|turned|has gone|have gone|appears|appear))\s(?!no\b|not\b|never\b|a\b|an\b|the\b|\d)/,
    items: 'any',
    reason: 'what a thing is like goes on after a comma: "her knee has become hot, swollen and painful"',
  },
];
