import { clauseShapes, ownClause, prepositionState, statePattern } from './lexicon/clauseShapes.js';
import { irregularFormRows } from './lexicon/irregularForms.js';
import { othersClause } from './otherPeople.js';
/**
 * A note's clause as the patient says it: the first person, a verb where the note left one out, a
 * recorded denial, and a parent's telling of a child's history.
 */
import { firstPerson, timeLast, verbs, withArticle } from './phrasing.js';

/** "this morning vomited blood", "for the past 4 days I have had fevers": the time goes last. */
const leadingTime =
  /^((?:since )?(?:this morning|this afternoon|this evening|last night|yesterday(?: morning| afternoon| evening)?|today|overnight|this week|(?:about )?(?:\d+|a few|a couple of) (?:hours?|days?|weeks?|months?|years?) ago))\s+(.+)$/;
const leadingSpan =
  /^((?:for|over) (?:the (?:past|last) )?(?:about )?(?:\d+|few|a few|couple of|a couple of) (?:minutes?|hours?|days?|weeks?|months?|years?)|by (?:breakfast|lunch|dinner|the evening|the morning|the afternoon|now|then|bedtime))\s+(.+)$/;

/** "urine cloudy", "stools pale since Monday": what the body passes or shows, and how it is. */
const bodyProduct =
  /^(?:my )?(urine|stools?|poo|skin|eyes|sputum|phlegm|vomit|wee) (?:is |are |was |were |has been |have been )?([a-z ]+?)((?: since| for| over| this| today| yesterday).*)?$/;

/** "girlfriend also itchy": a relative, with the verb the note left out ("husband Frank died" has its own). */
const irregularPast = irregularFormRows
  .flatMap((r) => r.forms.split(' '))
  .filter((w) => !/(?:s|ing)$/.test(w))
  .join('|');
const kinWithoutVerb = new RegExp(
  `^(?:my )?(wife|husband|partner|girlfriend|boyfriend|son|daughter|mother|father|mum|dad|brother|sister|friend|flatmate|housemate|children|kids)\\s+(?!(?:is|are|was|were|has|have|had|also (?:has|had|is)|and|or|did|went|came|can|could|cannot|will|would|may|might|must|should|${irregularPast}|\\w+s|\\w+ed)\\b|[a-z]+ (?:died|did|went|came|${irregularPast}|\\w+ed|\\w+s)\\b)(also |too )?([a-z].*)$`,
);

/** "left calf swollen and painful": a part of the body, with the verb the note left out. */
const partWithoutVerb =
  /^((?:(?:left|right|both|lower|upper|big) )*(?:calf|calves|leg|legs|arm|arms|knee|knees|ankle|ankles|foot|feet|toe|toes|hand|hands|finger|fingers|wrist|wrists|eye|eyes|face|lips|tongue|neck|throat|chest|back|tummy|belly|skin|joints?|hip|hips|shoulder|shoulders|elbow|elbows|head|nose|ear|ears|gums|breast|breasts|testicles?|scrotum))\s+(?!is\b|are\b|has\b|have\b|feels?\b|looks?\b|hurts?\b|aches?\b|was\b|were\b|pain\b|ache\b|swelling\b|rash\b|discomfort\b|tenderness\b|stiffness\b|cramps?\b)([a-z].*)$/;

/** "neck feels stiff": a part of the body and how it feels. */
const partFeels =
  /^((left|right|both) )?(neck|back|chest|head|throat|skin|leg|arm|knee|foot|hand|eye|tummy|joints?)s? (feels?|looks?|hurts?|aches?)\b/;

/** Words in -ing that tell of no ongoing change: things, times, a pain's character, "during". */
const notAChange =
  /^(nothing|something|morning|evening|thing|fleeting|passing|recurring|increasing|worsening|ongoing|burning|stabbing|throbbing|aching|shooting|crushing|gnawing|pounding|during)\b/;

/** "tired all day", "hot and shivery": how the patient has been. */

/** "flew back from Lagos": something the patient did, in the past tense. */
const thingsIDid =
  /^(flew|went|came|got|ate|fell|took|saw|grew|ran|drank|left|made|told|said|thought|bought|wore|began|slept|sat|stood|lay|tripped|travelled|traveled|returned|visited|stayed|moved|worked|played|lifted|injured|twisted|landed|arrived|developed|noticed|passed|vomited|coughed)\b/;

/** "feels sick", "has a cough", "passed out": a verb of the patient's whose subject the note left out. */
const myVerbs =
  /^(feels|felt|feel|has|had|is|was|gets|got|vomited|vomits|coughed|coughs|woke|wakes|noticed|notices|nearly|almost|unable|can't|cannot|keeps|kept|passed|passes|took|takes|tried|used|lost|gained|finds|found|needs|needed|became|becomes|started|stopped|went|goes)\b/;

/** Those verbs in the third person and their first (the rest read the same after "I"). */
const firstPersonOf = new Map([
  ['feels', 'feel'],
  ['has', 'have'],
  ['is', 'am'],
  ['gets', 'get'],
  ['keeps', 'keep'],
  ['finds', 'find'],
  ['needs', 'need'],
  ['takes', 'take'],
  ['passes', 'pass'],
  ['goes', 'go'],
  ['becomes', 'become'],
  ['notices', 'notice'],
  ['vomits', 'vomit'],
  ['coughs', 'cough'],
  ['wakes', 'wake'],
]);

/**
 * "the pain is 8 out of 10", "light and noise make it worse", "ibuprofen takes the edge off": a
 * sentence already, its subject named.
 */
const namedSubjectVerb =
  /^(?:(?:the|each|every|this|these|those|they|both|all) (?:[a-z]+ ){0,4}?|[a-z]+ (?:and [a-z]+ )?)(?:is|are|was|were|helps?|make|makes|takes?|starts?|comes?|lasts?|brings?|goes|causes?|eases?|stops?|wakes?|keeps?|gives?|happens?|occurs?|begins?|seems?|settles?|improves?|has given|gave|has tried|tried|noticed|found|says|said|thinks|thought|started|stopped|prescribed|advised|told|changed|increased|reduced|swapped)\b/;

/** "dave fills my pill box", "jean sorts my tablets": someone named doing something for the patient. */
const doesForPatient = new RegExp(
  `^[a-z]+ (?:also |usually |now |still |often )?(?:[a-z]+s|[a-z]+ed|${irregularPast}|felt) (?:my|his|her|their|the|me|him|all|everything|lumps?|a|an|some)\\b`,
);

/** "nearly fainted in the bathroom" → "I nearly fainted in the bathroom": a note's clause, spoken. */
export function spoken(text: string): string {
  // "and she now sleeps in the spare room": someone else's clause, said as it is.
  if (othersClause.test(text)) return firstPerson(text.replace(/^(?:and|but|so)\s+/i, ''));
  const t = clauseOfNote(text);
  return spokenByItsStart(t) ?? spokenWithVerb(t.replace(/^no longer (\w+?)s\b/, 'I no longer $1'));
}

/** The clause in the first person, without the note's lead words, its time last. */
function clauseOfNote(text: string): string {
  // "…a retired bus driver who comes with his son": the patient.
  let t = firstPerson(text.replace(/^who (?=(?:also |now |still )?[a-z]+s\b)/i, 'he '))
    .replace(/^(?:and|but|with|plus|then|so)\s+/, '')
    // "…a retired librarian who presents with 3 days of pain": the patient's complaint.
    .replace(
      /^(?:I |and )?(?:presents|presented|presenting|present|is presenting|has presented) with /,
      "I've had ",
    )
    .replace(/^(c\/o|complains of|reports|describes|notes|with|associated|assoc|also|says|said)\s+/, '')
    .replace(/^'(.*)'$/, '$1');
  const lead = t.match(leadingTime);
  if (lead) t = `${lead[2]} ${lead[1]}`;
  const span = t.match(leadingSpan);
  if (span) t = `${span[2]} ${span[1]}`;
  return timeLast(t);
}

/** A clause whose first words say how to speak it: what the body passes, a height, a verb of the note. */
function spokenByItsStart(t: string): string | null {
  const product = t.match(bodyProduct);
  // "urine smells strong and looks cloudy": a sentence of its own already.
  if (
    product &&
    /^(smells?|smelt|looks?|looked|feels?|felt|tastes?|seems?|seemed|is|are|was|were|has|have|had|turned|went|became|got)\b/.test(
      product[2] ?? '',
    )
  )
    return `My ${t.replace(/^my /, '')}`;
  if (product)
    return `My ${product[1]} ${/s$/.test(product[1] ?? '') && product[1] !== 'eyes' ? 'have' : product[1] === 'eyes' ? 'have' : 'has'} been ${product[2]}${product[3] ?? ''}`;
  if (/^(woke|wakes|kept|keeps|stops|stopped|made|makes) me\b/.test(t)) return `It ${t}`;
  const height = t.match(/^(\d+ ?(?:ft|feet|foot|cm|m)(?: ?\d+)?)\b(.*)$/);
  if (height) return `I'm ${height[1]}${height[2] ?? ''}`.replace(/ ft /, ' foot ');
  // "usually gets mild headaches" → "I usually get mild headaches".
  const often = t.match(/^(usually|normally|often|sometimes|occasionally|always|rarely|still) (\w+)\b(.*)$/);
  if (often?.[2] && verbs[often[2]]) return `I ${often[1]} ${verbs[often[2]]}${often[3]}`;
  // "drinks 'not much water'" → "I drink 'not much water'".
  const verb = t.match(/^(\w+)\b(.*)$/);
  if (verb?.[1] && verbs[verb[1]]) return `I ${verbs[verb[1]]}${verb[2]}`;
  return null;
}

/** The clause with the subject or the verb the note left out, or as it is when it has both. */
function spokenWithVerb(t: string): string {
  const kin = t.match(kinWithoutVerb);
  if (kin) return `My ${kin[1]} ${/s$/.test(kin[1] ?? '') ? 'are' : 'is'} ${kin[2] ?? ''}${kin[3]}`;
  if (/^(I|my|it|there|nothing|no|she|he|nobody|no one|someone|everyone)\b/i.test(t)) return t;
  // "bright light hurts my eyes": a sentence of its own already.
  if (/^[a-z]+(?: [a-z]+)? (hurts|makes|keeps|gives|stops|wakes|helps|bothers) (my|me)\b/.test(t)) return t;
  // "like being hit on the head", "at its worst within seconds": what it is or was like.
  if (/^like\b/.test(t)) return `It's ${t}`;
  if (/^at (its|their) (worst|peak|best)\b/.test(t)) return `It was ${t}`;
  // "came on gradually after a weekend of constipation": the symptom's course, said of it ("started
  // vomiting" is the patient's own).
  if (
    /^(?:came on|comes on|got worse|gets worse|worsened|settled|(?:started|began)(?! [a-z]+ing\b))\b/.test(t)
  )
    return `It ${t}`;
  // "worse at night and when hungry": the symptom's trigger, said of it.
  if (/^(worse|better|eased|relieved|helped)\b/.test(t)) return `It's ${t}`;
  // "itch worse at night" → "The itch is worse at night".
  const state = t.match(/^([a-z]+) (worse|better|bad|constant|intermittent)\b(.*)$/);
  if (state) return `The ${state[1]} is ${state[2]}${state[3]}`;
  // "last period 7 weeks ago" → "My last period was 7 weeks ago".
  const last = t.match(/^last (period|meal|drink|bowel movement|menstrual period)\b(.*)$/);
  if (last) return `My last ${last[1]} was${last[2]}`;
  const part = t.match(partWithoutVerb);
  if (part) return `My ${part[1]} ${/s$/.test(part[1] ?? '') ? 'are' : 'is'} ${part[2]}`;
  if (partFeels.test(t)) return `My ${t}`;
  // "between attacks I'm pain-free": a phrase before a clause with its own subject.
  if (
    /^(?:between|around|across|over|under|behind|on|in|at|after|before|during|since)\b[a-z0-9 ,]*? I(?:'m|'ve|'d)?\b/.test(
      t,
    )
  )
    return t;
  // "between fingers, wrists": where it is.
  if (/^(between|around|across|over|under|behind|on|in|all over)\b/.test(t) && !prepositionState.test(t))
    return `It's ${t}`;
  return spokenOfPatient(t);
}

/** A clause of what the patient has been, did or has, else of something they had. */
function spokenOfPatient(t: string): string {
  // "eating less", "struggling to concentrate": an ongoing change.
  if (/^(still )?[a-z]+ing\b/.test(t) && !notAChange.test(t)) return `I've been ${t}`;
  if (statePattern.test(t)) return `I've been ${t}`;
  if (thingsIDid.test(t)) return `I ${t}`;
  if (myVerbs.test(t))
    return `I ${t.replace(/^\w+\b/, (w) => firstPersonOf.get(w) ?? w)}`.replace(/^I am\b/, "I'm");
  if (namedSubjectVerb.test(t) || doesForPatient.test(t)) return t;
  // "now after 20 yards", "now most days": how it is now.
  if (/^now\b/.test(t)) return `It's ${t}`;
  // "long haul flight from Sydney a week ago": something that happened.
  if (/\bago\b/.test(t) && !ownClause.test(t))
    return `I had ${withArticle(t)}`.replace(/, settled\b/, ', and it settled');
  const shaped = clauseShapes.find((s) => s.shape.test(t));
  return shaped ? shaped.say(t) : `I've had ${withArticle(t)}`;
}

/**
 * A recorded denial's start and how the patient says it, applied in order: the note's joining word and
 * subject go first, then its negated verb becomes the patient's.
 */
const denialStarts: readonly [RegExp, string][] = [
  [/^(?:and|but)\s+/, ''],
  [/^(?:she|he|I|patient)\s+/, ''],
  [/^(?:hasn't|has not|haven't|have not)\b/, "I haven't"],
  [/^(?:has|have) no\b/, 'I have no'],
  [/^(?:has|have|had) never\b/, "I've never"],
  [/^(?:hadn't|had not)\b/, "I hadn't"],
  [/^(?:didn't|did not)\b/, "I didn't"],
  [/^(?:doesn't|does not)\b/, "I don't"],
  [/^(?:isn't|is not)\b/, "I'm not"],
  [/^(?:wasn't|was not)\b/, "I wasn't"],
  [/^denies\s+/, "I haven't had "],
  [/^never\b/, "I've never"],
  [/^no (?!longer\b)(.+)$/, "I haven't had $1"],
];

/** "hasn't injured it" → "No, I haven't injured it": a recorded denial no symptom concept names. */
export function deniedSpoken(text: string): string | null {
  const t = denialStarts.reduce((said, [re, to]) => said.replace(re, to), firstPerson(text));
  if (!/^I\b/.test(t) || t.split(' ').length < 3) return null;
  return `No, ${t}`;
}

/** A verb's third person from its first ("walk" → "walks"), from the note's own verbs (`phrasing.ts`). */
const thirdPerson: Record<string, string> = Object.fromEntries([
  ...Object.entries(verbs)
    .filter(([third, first]) => third.startsWith(first.slice(0, 3)) && third !== first)
    .map(([third, first]) => [first, third]),
  ['see', 'sees'],
  ['carry', 'carries'],
  ['try', 'tries'],
  ['worry', 'worries'],
  ['seem', 'seems'],
  // The irregular verbs' bases (lexicon/irregularForms.ts) and a child's common doings.
  ...irregularFormRows.map((r) => [r.base, /(?:sh|ch|ss|x|o)$/.test(r.base) ? `${r.base}es` : `${r.base}s`]),
  ...'make cough cry breathe settle vomit wheeze scream play sweat choke gag wee pee poo'
    .split(' ')
    .map((v) => [v, `${v}s`]),
]);

/** "I've been sick" → "She's been sick": a parent speaking of their child. */
export function aboutChild(phrase: string, pronoun: 'she' | 'he'): string {
  const P = pronoun === 'she' ? 'She' : 'He';
  const poss = pronoun === 'she' ? 'her' : 'his';
  const obj = pronoun === 'she' ? 'her' : 'him';
  const subj = (s: string) => (s === 'I' ? P : pronoun);
  // "that I know of" stays the parent's own knowledge.
  return (
    phrase
      .replace(/\bthat I know of\b/g, 'that PARENT_SELF know of')
      .replace(/\bI've\b/g, `${P}'s`)
      .replace(/\bI'm\b/g, `${P}'s`)
      .replace(/\bI haven't\b/g, `${P} hasn't`)
      .replace(/\bI don't\b/g, `${P} doesn't`)
      .replace(/\bI have\b/g, `${P} has`)
      .replace(/\bI do\b/g, `${P} does`)
      .replace(/\bI was\b/g, `${P} was`)
      // "I walk or cough" → "He walks or coughs": each verb of the child's, in the third person.
      .replace(
        /\bI ((?:often|usually|sometimes|always|still|also|just|then|now|never) )?(\w+)(?: (or|and) (\w+))?\b/g,
        (m, adverb: string | undefined, v: string, joined?: string, w?: string) => {
          if (!thirdPerson[v]) return m;
          const second = joined && w ? ` ${joined} ${thirdPerson[w] ?? w}` : '';
          return `${P} ${adverb ?? ''}${thirdPerson[v]}${second}`;
        },
      )
      .replace(/\bI\b/g, subj('I'))
      .replace(/\bmy\b/g, poss)
      .replace(/\bMy\b/g, poss.charAt(0).toUpperCase() + poss.slice(1))
      .replace(/\bme\b/g, obj)
      .replace(/\bmyself\b/g, `${obj}self`)
      // "He's taking half his bottles and have had 3 wet nappies" (or "but have"): a joined verb agrees
      // with the child.
      .replace(
        /\b(He|She|he|she)\b((?:(?!\b(?:I|you|we|they|who|which|that)\b)[^.;])*?) (and|but) (\w+)\b/g,
        (m, who: string, between: string, joined: string, v: string) => {
          const agreed = { have: 'has', do: 'does', are: 'is', were: 'was' }[v] ?? thirdPerson[v];
          return agreed ? `${who}${between} ${joined} ${agreed}` : m;
        },
      )
      .replace(/PARENT_SELF_REFLEXIVE/g, 'myself')
      .replace(/PARENT_SELF/g, 'I')
      .replace(/PARENT_MY/g, 'my')
      .replace(/PARENT_ME/g, 'me')
      .replace(/^(she|he)\b/, P)
      .replace(/([^.!?]\s)(He|She)\b/g, (_m, before: string, who: string) => `${before}${who.toLowerCase()}`)
  );
}
