/**
 * A note's clause as the patient says it: the first person, a verb where the note left one out, a
 * recorded denial, and a parent's telling of a child's history.
 */
import { firstPerson, verbs, withArticle } from './phrasing.js';

/** "nearly fainted in the bathroom" → "I nearly fainted in the bathroom": a note's clause, spoken. */
export function spoken(text: string): string {
  let t = firstPerson(text)
    .replace(/^(?:and|but|with|plus|then|so)\s+/, '')
    .replace(/^(c\/o|complains of|reports|describes|notes|with|associated|assoc|also|says|said)\s+/, '')
    .replace(/^'(.*)'$/, '$1');
  // "this morning vomited blood" → "vomited blood this morning".
  const lead = t.match(
    /^((?:since )?(?:this morning|this afternoon|this evening|last night|yesterday(?: morning| afternoon| evening)?|today|overnight|this week))\s+(.+)$/,
  );
  if (lead) t = `${lead[2]} ${lead[1]}`;
  // "for the past 4 days I have had fevers", "by breakfast it was red": the time goes last.
  const span = t.match(
    /^((?:for|over) (?:the (?:past|last) )?(?:about )?(?:\d+|few|a few|couple of|a couple of) (?:minutes?|hours?|days?|weeks?|months?|years?)|by (?:breakfast|lunch|dinner|the evening|the morning|the afternoon|now|then|bedtime))\s+(.+)$/,
  );
  if (span) t = `${span[2]} ${span[1]}`;
  const product = t.match(
    /^(?:my )?(urine|stools?|poo|skin|eyes|sputum|phlegm|vomit|wee) (?:is |are |was |were |has been |have been )?([a-z ]+?)((?: since| for| over| this| today| yesterday).*)?$/,
  );
  // "urine smells strong and looks cloudy": a sentence of its own already.
  if (product && /^(smells?|looks?|feels?|tastes?|seems?|is|are|was|were|has|have)\b/.test(product[2] ?? ''))
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
  t = t.replace(/^no longer (\w+?)s\b/, 'I no longer $1');
  // "girlfriend also itchy" → "my girlfriend is also itchy": a relative, with the verb the note left out.
  const kin = t.match(
    /^(?:my )?(wife|husband|partner|girlfriend|boyfriend|son|daughter|mother|father|mum|dad|brother|sister|friend|flatmate|housemate|children|kids)\s+(?!(?:is|are|was|were|has|have|had|also (?:has|had|is)|and|or|\w+s|\w+ed)\b)(also |too )?([a-z].*)$/,
  );
  if (kin) return `My ${kin[1]} ${/s$/.test(kin[1] ?? '') ? 'are' : 'is'} ${kin[2] ?? ''}${kin[3]}`;
  if (/^(I|my|it|there|nothing|no|she|he|nobody|no one|someone|everyone)\b/i.test(t)) return t;
  // "bright light hurts my eyes": a sentence of its own already.
  if (/^[a-z]+(?: [a-z]+)? (hurts|makes|keeps|gives|stops|wakes|helps|bothers) (my|me)\b/.test(t)) return t;
  // "like being hit on the head", "at its worst within seconds": what it is or was like.
  if (/^like\b/.test(t)) return `It's ${t}`;
  if (/^at (its|their) (worst|peak|best)\b/.test(t)) return `It was ${t}`;
  // "worse at night and when hungry": the symptom's trigger, said of it.
  if (/^(worse|better|eased|relieved|helped)\b/.test(t)) return `It's ${t}`;
  // "itch worse at night" → "The itch is worse at night".
  const state = t.match(/^([a-z]+) (worse|better|bad|constant|intermittent)\b(.*)$/);
  if (state) return `The ${state[1]} is ${state[2]}${state[3]}`;
  // "last period 7 weeks ago" → "My last period was 7 weeks ago".
  const last = t.match(/^last (period|meal|drink|bowel movement|menstrual period)\b(.*)$/);
  if (last) return `My last ${last[1]} was${last[2]}`;
  // "left calf swollen and painful" → "My left calf is swollen and painful".
  const part = t.match(
    /^((?:(?:left|right|both|lower|upper|big) )*(?:calf|calves|leg|legs|arm|arms|knee|knees|ankle|ankles|foot|feet|toe|toes|hand|hands|finger|fingers|wrist|wrists|eye|eyes|face|lips|tongue|neck|throat|chest|back|tummy|belly|skin|joints?|hip|hips|shoulder|shoulders|elbow|elbows|head|nose|ear|ears|gums|breast|breasts|testicles?|scrotum))\s+(?!is\b|are\b|has\b|have\b|feels?\b|looks?\b|hurts?\b|aches?\b|was\b|were\b)([a-z].*)$/,
  );
  if (part) return `My ${part[1]} ${/s$/.test(part[1] ?? '') ? 'are' : 'is'} ${part[2]}`;
  // "neck feels stiff" → "My neck feels stiff".
  if (
    /^((left|right|both) )?(neck|back|chest|head|throat|skin|leg|arm|knee|foot|hand|eye|tummy|joints?)s? (feels?|looks?|hurts?|aches?)\b/.test(
      t,
    )
  )
    return `My ${t}`;
  // "between fingers, wrists": where it is.
  if (/^(between|around|across|over|under|behind|on|in|all over)\b/.test(t)) return `It's ${t}`;
  // "eating less", "struggling to concentrate": an ongoing change.
  if (
    /^(still )?[a-z]+ing\b/.test(t) &&
    !/^(nothing|something|morning|evening|thing|fleeting|passing|recurring|increasing|worsening|ongoing|burning|stabbing|throbbing|aching|shooting|crushing|gnawing|pounding|during)\b/.test(
      t,
    )
  )
    return `I've been ${t}`;
  // "tired all day", "hot and shivery": how the patient has been.
  if (
    /^(very |really |quite |more |less |a bit |increasingly )?(tired|weak|unwell|flat|tearful|low|sad|anxious|hot|cold|sweaty|shivery|confused|drowsy|sleepy|thirsty|hungry|dizzy|breathless|itchy|off colour|irritable|restless|pale|clammy|lethargic|exhausted|worried|stressed)\b/.test(
      t,
    )
  )
    return `I've been ${t}`;
  // "flew back from Lagos": something the patient did.
  if (
    /^(flew|went|came|got|ate|fell|took|saw|grew|ran|drank|left|made|told|said|thought|bought|wore|began|slept|sat|stood|lay|tripped|travelled|traveled|returned|visited|stayed|moved|worked|played|lifted|injured|twisted|landed|arrived|developed|noticed|passed|vomited|coughed)\b/.test(
      t,
    )
  )
    return `I ${t}`;
  if (
    /^(feels|felt|feel|has|had|is|was|gets|got|vomited|vomits|coughed|coughs|woke|wakes|noticed|notices|nearly|almost|unable|can't|cannot|keeps|kept|passed|passes|took|takes|tried|used|lost|gained|finds|found|needs|needed|became|becomes|started|stopped|went|goes)\b/.test(
      t,
    )
  )
    return `I ${t
      .replace(/^feels\b/, 'feel')
      .replace(/^has\b/, 'have')
      .replace(/^is\b/, 'am')
      .replace(/^gets\b/, 'get')
      .replace(/^keeps\b/, 'keep')
      .replace(/^finds\b/, 'find')
      .replace(/^needs\b/, 'need')
      .replace(/^takes\b/, 'take')
      .replace(/^passes\b/, 'pass')
      .replace(/^goes\b/, 'go')
      .replace(/^becomes\b/, 'become')
      .replace(/^notices\b/, 'notice')
      .replace(/^vomits\b/, 'vomit')
      .replace(/^coughs\b/, 'cough')
      .replace(/^wakes\b/, 'wake')}`.replace(/^I am\b/, "I'm");
  // "the pain is 8 out of 10", "light and noise make it worse", "ibuprofen takes the edge off": a
  // sentence already, its subject named.
  if (
    /^(?:(?:the|each|every|this|these|those|they|both|all) (?:[a-z]+ ){0,3}?|[a-z]+ (?:and [a-z]+ )?)(?:is|are|was|were|helps?|make|makes|takes?|starts?|comes?|lasts?|brings?|goes|causes?|eases?|stops?|wakes?|keeps?|gives?|happens?|occurs?|begins?|seems?|settles?|improves?)\b/.test(
      t,
    )
  )
    return t;
  // "now after 20 yards", "now most days": how it is now.
  if (/^now\b/.test(t)) return `It's ${t}`;
  // "long haul flight from Sydney a week ago": something that happened.
  if (/\bago\b/.test(t)) return `I had ${withArticle(t)}`.replace(/, settled\b/, ', and it settled');
  return `I've had ${withArticle(t)}`;
}

/** "hasn't injured it" → "No, I haven't injured it": a recorded denial no symptom concept names. */
export function deniedSpoken(text: string): string | null {
  const t = firstPerson(text)
    .replace(/^(?:and|but)\s+/, '')
    .replace(/^(?:she|he|I|patient)\s+/, '')
    .replace(/^(?:hasn't|has not|haven't|have not)\b/, "I haven't")
    .replace(/^(?:has|have) no\b/, 'I have no')
    .replace(/^(?:has|have|had) never\b/, "I've never")
    .replace(/^(?:hadn't|had not)\b/, "I hadn't")
    .replace(/^(?:didn't|did not)\b/, "I didn't")
    .replace(/^(?:doesn't|does not)\b/, "I don't")
    .replace(/^(?:isn't|is not)\b/, "I'm not")
    .replace(/^(?:wasn't|was not)\b/, "I wasn't")
    .replace(/^denies\s+/, "I haven't had ")
    .replace(/^never\b/, "I've never")
    .replace(/^no (?!longer\b)(.+)$/, "I haven't had $1");
  if (!/^I\b/.test(t) || t.split(' ').length < 3) return null;
  return `No, ${t}`;
}

/** "I've been sick" → "She's been sick": a parent speaking of their child. */
/** A verb's third person from its first ("walk" → "walks"), from the note's own verbs (`phrasing.ts`). */
const thirdPerson: Record<string, string> = Object.fromEntries([
  ...Object.entries(verbs)
    .filter(([third, first]) => third.startsWith(first.slice(0, 3)) && third !== first)
    .map(([third, first]) => [first, third]),
  ['see', 'sees'],
]);

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
      .replace(/\bI (\w+)(?: (or|and) (\w+))?\b/g, (m, v: string, joined?: string, w?: string) => {
        if (!thirdPerson[v]) return m;
        const second = joined && w ? ` ${joined} ${thirdPerson[w] ?? w}` : '';
        return `${P} ${thirdPerson[v]}${second}`;
      })
      .replace(/\bI\b/g, subj('I'))
      .replace(/\bmy\b/g, poss)
      .replace(/\bMy\b/g, poss.charAt(0).toUpperCase() + poss.slice(1))
      .replace(/\bme\b/g, obj)
      .replace(/\bmyself\b/g, `${obj}self`)
      .replace(/PARENT_SELF/g, 'I')
      .replace(/^(she|he)\b/, P)
      .replace(/([^.!?]\s)(He|She)\b/g, (_m, before: string, who: string) => `${before}${who.toLowerCase()}`)
  );
}
