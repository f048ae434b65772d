/**
 * Clauses of the illness that record something absent or normal: "bowels normal", "no fever, cough or
 * vomiting", "no pain at rest", "no plans or intent", "no previous episodes", "hasn't injured it".
 */
import { type Draft, draft, startsNegative } from '../draft.js';
import type { Clause } from '../history.js';
import { witnessRows } from '../lexicon/negation.js';
import { circumstance, impliedConcepts } from '../lexicon/symptomConcepts.js';
import { deniedSpoken, spoken } from '../spoken.js';
import { denialPhrase } from '../symptoms.js';
import type { IllnessClause } from './clause.js';

/** Body functions recorded as normal: "bowels normal", "appetite fine". */
const normalFunctions: [RegExp, string, string[]][] = [
  [
    /^(bowels?|bowel habit|stools?)\b/,
    'My bowels have been normal',
    ['diarrhoea', 'constipation', 'rectal bleeding', 'black stools'],
  ],
  [
    /^(urine|waterworks|micturition|urinary)\b/,
    'My waterworks have been normal',
    ['dysuria', 'urinary frequency', 'haematuria'],
  ],
  [/^appetite\b/, 'My appetite has been normal', ['appetite']],
  [/^sleep\b/, "I've been sleeping normally", ['sleep']],
  [/^weight\b/, "My weight's been steady", ['weight loss', 'weight gain']],
  [/^mood\b/, 'My mood has been fine', ['low mood']],
  [/^periods?\b|^menses\b/, 'My periods have been normal', ['periods']],
];

/** The words that record a body function as it should be. */
const normalWords = /\b(normal|fine|ok|okay|unremarkable|unchanged|stable|good|nad|regular|as usual)\b/;

/** "Bowels normal": the function's symptoms recorded as absent. */
export function normalFunction(c: Clause): Draft | null {
  for (const [re, phrase, ids] of normalFunctions)
    if (re.test(c.text) && normalWords.test(c.text))
      return draft('associated', c.source, phrase, { polarity: 'absent', concepts: ids });
  return null;
}

/** The verbs a note denies with, after its subject: "she denies", "has never", "didn't". */
const denyingVerb =
  /^(?:and |but )?(she|he|patient)? ?(denies|has no|had no|has never|had never|reports no|hasn't|has not|hadn't|didn't|did not|doesn't|does not|isn't|is not|wasn't)\b/;

/** "Jean did not notice any drooping": someone (at most three words) who did not see the thing. */
const witnessDenial = new RegExp(
  `^(?:and |but )?(?:[a-z'-]+ ){1,3}(?:did not|didn't|has not|hasn't|have not|haven't|had not|hadn't|never) (?:${witnessRows
    .flatMap((r) => r.words.split(' '))
    .join('|')})\\b`,
);

/** A clause that denies what it names. */
/** "Not eased by rest or by Gaviscon": what did not help, told by the relief reader, not a denial. */
const reliefDenied =
  /^(?:and |but )?(?:not|no|nothing|never) (?:relieved|eased|helped|better|improved|relief)\b/;

/** "She has not been herself for 10 days": being unwell, said with "not". */
const notHerself =
  /\bnot (?:been )?(?:quite )?(?:him|her|my|them)self\b|\bnot (?:been )?(?:right|(?:his|her|my) usual self)\b/;

export const isDenial = (c: Clause) =>
  !reliefDenied.test(c.text) &&
  !notHerself.test(c.text) &&
  (startsNegative(c.text) || denyingVerb.test(c.text) || witnessDenial.test(c.text));

/** "No similar episodes", "never had this before": a denial of previous episodes. */
const noPrevious = /\b(previous|prior|similar)\b|\b(like this|like it|happened|had this|had it) before\b/;

/** "No fever, cough or vomiting": each named concept recorded as absent. */
export function denials(x: IllnessClause): Draft[] {
  const { c, t, r, concepts } = x;
  const out: Draft[] = [];
  // "No pain at rest" is not "no pain": the circumstance stays in what the patient says.
  const when = t.match(circumstance)?.[0];
  // "No haemoptysis" denies the blood, not the cough or the phlegm its words imply.
  const implied = new Set(concepts.flatMap((f) => impliedConcepts[f.concept] ?? []));
  for (const found of concepts) {
    if (implied.has(found.concept)) continue;
    const k = r.known.find((y) => y.concept === found.concept);
    const denial =
      found.concept === 'suicidal thoughts' ? suicideDenial(t) : denialPhrase(found.concept, found.site);
    out.push(
      draft('associated', c.source, when ? `${denial} ${when}` : denial, {
        polarity: 'absent',
        symptom: k?.symptom.name ?? null,
        concepts: [found.concept],
      }),
    );
  }
  if (!concepts.length && noPrevious.test(t))
    out.push(
      draft('previous', c.source, 'No, nothing like this has happened before', { polarity: 'absent' }),
    );
  else if (!concepts.length) {
    const said = deniedSpoken(c.text) ?? (witnessDenial.test(c.text) ? `No, ${spoken(c.text)}` : null);
    if (said) out.push(draft('other', c.source, said, { polarity: 'absent' }));
  }
  return out;
}

/**
 * "No plans or intent, has never self-harmed": a denial of what the note denies. The thoughts may be
 * recorded beside it ("fleeting thoughts … but no plans"), so "no thoughts like that" would contradict them.
 */
function suicideDenial(clause: string): string {
  if (/\b(thoughts?|ideation|ideas?)\b/.test(clause)) return denialPhrase('suicidal thoughts', null);
  const parts = [
    /\b(plans?|planned|intent\w*)\b/.test(clause) ? "I haven't made any plans to end my life" : null,
    /\bself ?harm\w*|\bharm\w* (him|her|my|your|them)sel(f|ves)|\bcut (him|her|my)self\b/.test(clause)
      ? "I've never harmed myself"
      : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? `No, ${parts.join(', and ')}` : denialPhrase('suicidal thoughts', null);
}
