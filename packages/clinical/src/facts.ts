/**
 * A case as its author wrote it, read into atomic facts: each with a topic of the history-taking
 * taxonomy, the symptom it belongs to, a polarity, the verbatim source and what the patient says.
 * Pure and deterministic: the same case text gives the same facts with the same ids.
 */

import { type Clause, clausesOf } from './history.js';
import { presentingOrder } from './order.js';
import {
  countIn,
  expand,
  firstPerson,
  lay,
  onsetSentence,
  placeIn,
  tidy,
  timeIn,
  withArticle,
} from './phrasing.js';
import {
  conceptsIn,
  denialPhrase,
  type KnownSymptom,
  knowSymptom,
  mentions,
  presencePhrase,
  severityPhrase,
} from './symptoms.js';
import { joinAnd, normalize, shortHash } from './text.js';
import type { CaseFacts, CaseInput, Fact, Topic } from './types.js';
import { conceptById, impliedConcepts, negationPattern, relativePattern, siteIn } from './vocabulary.js';

type Draft = Omit<Fact, 'id'>;

interface Reading {
  known: KnownSymptom[];
  /** A parent tells a child's history: the patient speaks of "she"/"he". */
  child: { pronoun: 'she' | 'he'; narrator: string } | null;
}

const occupations =
  /\b(teacher|nurse|doctor|builder|driver|lorry driver|taxi driver|bus driver|accountant|engineer|electrician|plumber|farmer|cleaner|chef|cook|waiter|waitress|shop assistant|cashier|student|secretary|receptionist|lawyer|solicitor|police officer|firefighter|soldier|mechanic|carpenter|painter|decorator|hairdresser|banker|manager|office worker|administrator|programmer|developer|designer|journalist|writer|artist|musician|labourer|factory worker|warehouse worker|miner|postman|postwoman|care worker|carer|social worker|pharmacist|dentist|vet|scientist|librarian|retired|unemployed|housewife|homemaker|salesman|saleswoman|sales|estate agent|gardener|joiner|welder|roofer|bricklayer|porter|security guard|shop owner|business owner|consultant|civil servant|midwife|paramedic|pilot|athlete|footballer|personal trainer)\b/;
const drugLike =
  /\b\d+(\.\d+)? ?(mg|mcg|micrograms?|g|units|ml)\b|\b(tablets?|pills?|inhalers?|insulin|injections?|patch|cream|drops|capsules?)\b|\w+(olol|pril|sartan|statin|formin|azole|cillin|mycin|cycline|floxacin|dipine|prazole|tidine|lukast|sone|olone|parin|xaban|gatran|farin|amide|ide|azide|thiazide|ine|pam|lam|oxetine|aline|pine|one|ate|ol)\b/;
const surgeryWords =
  /\b\w+ectomy\b|\b\w+otomy\b|\b\w+plasty\b|\boperations?\b|\bsurger(y|ies)\b|\bremoved\b|\b(appendix|tonsils|gallbladder|womb) out\b|\brepair\b|\breplacement\b|\bbypass\b|\bcaesarean\b|\bstent\w*\b|\bcabg\b|\bamputation\b/;
const conditionWords =
  /\b(hypertension|high blood pressure|diabet\w*|asthma\w*|copd|angina|cholesterol|epilep\w*|depress\w*|anxiety|arthritis|migraines?|eczema|psoriasis|kidney disease|heart (failure|disease|attack)|atrial fibrillation|stroke|mini stroke|cancer|thyroid|reflux|ulcer|gout|obes\w*|overweight|anaemia|anemia|gallstones?|hernia|irritable bowel|crohn\w*|colitis|coeliac|hepatitis|hiv|tuberculosis|osteoporosis|dementia|parkinson\w*|sclerosis|lupus|sickle|thalassa?emia|bipolar|schizophreni\w*|ptsd|adhd|autism|pcos|endometriosis|fibroids|glaucoma|cataracts?|sleep apnoea|blood clot|dvt|infections?|pneumonia|bronchitis|stones?)\b/;
const characterWords =
  /\b(sharp|dull|crushing|burning|stabbing|throbbing|colicky|cramping|crampy|tight|tightness|pressure|heavy|heaviness|aching|gnawing|squeezing|pounding|shooting|tearing|ripping|band like|dry|productive|pleuritic|griping|knife like|electric)\b/;

const id = (d: Draft) => `${d.topic}.${shortHash(`${d.symptom ?? ''}|${d.origin}|${d.source}|${d.phrase}`)}`;

function draft(
  topic: Topic,
  source: string,
  phrase: string,
  rest: Partial<Pick<Draft, 'symptom' | 'polarity' | 'origin' | 'concepts'>> = {},
): Draft {
  return {
    topic,
    symptom: rest.symptom ?? null,
    polarity: rest.polarity ?? 'present',
    source,
    origin: rest.origin ?? 'history',
    phrase: tidy(phrase),
    concepts: rest.concepts ?? [],
  };
}

const startsNegative = (t: string) =>
  // "no longer enjoys running" tells of a change, not an absence.
  /^(no|nil|none|not|never|denies|denied|without|negative|non|nkda|no known)\b(?! longer\b| more than\b| less than\b)/.test(
    t,
  ) || /^nil\b|^none\b/.test(t);

// ---------------------------------------------------------------------------------------------------
// Past history, medicines, allergies, family and social history

function conditionPhrase(text: string): string {
  let t = firstPerson(text.replace(/^(pmh|pmhx|past medical history|background)\s*:?\s*/, ''))
    .replace(/^I (?:also )?(?:have|had|'ve had|suffer from)\s+|^I've (?:also )?had\s+/, '')
    .replace(
      /^(known|history of|a history of|previous|past|background of|diagnosed with|has|have|had|I have|I've had)\s+/,
      '',
    )
    .replace(/^(a|an)\s+/, '')
    .replace(
      / (both|left|right) (knees?|hips?|hands?|shoulders?|ankles?|feet|wrists?|elbows?|legs?|arms?|eyes?|ears?)$/,
      ' in $1 $2',
    );
  const since = t.match(/\s*(?:diagnosed |for |since )?(\d+ (?:years?|months?))(?: ago)?$/);
  const year = t.match(/\s*(?:diagnosed |since |in )?((?:19|20)\d\d)$/);
  if (/^(overweight|obes)/.test(t)) return "I'm overweight";
  if (since) {
    t = t.slice(0, since.index).trim();
    return `I've had ${withArticle(t)} for ${since[1]}`;
  }
  if (year) {
    t = t.slice(0, year.index).trim();
    return `I've had ${withArticle(t)} since ${year[1]}`;
  }
  return `I have ${withArticle(t)}`;
}

function surgeryPhrase(text: string): string {
  let t = firstPerson(text).replace(/^(previous|past|history of|had|I had|s\/p|post)\s+/, '');
  let when = '';
  const aged = t.match(/\s*,?\s*(?:aged?|at age|at|when)\s+(\d{1,3})(?: years?)?(?: old)?$/);
  const year = t.match(/\s*,?\s*(?:in )?((?:19|20)\d\d)$/);
  const ago = t.match(/\s*,?\s*(\d+ (?:years?|months?) ago)$/);
  if (aged) {
    when = `, when I was ${aged[1]}`;
    t = t.slice(0, aged.index);
  } else if (year) {
    when = ` in ${year[1]}`;
    t = t.slice(0, year.index);
  } else if (ago) {
    when = ` ${ago[1]}`;
    t = t.slice(0, ago.index);
  }
  t = t.trim();
  if (/^(appendix|gallbladder|tonsils|womb|my )/.test(t))
    return `I had ${t.startsWith('my ') ? t : `my ${t}`}${when}`;
  const np =
    /^(a|an|the|my|some|\d)\b/.test(t) || /s$/.test(t) ? t : `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}`;
  return `I had ${np}${when}`;
}

function medicationPhrase(text: string, reason = ''): string {
  // "(admits she doesn't always take it)" → ", but I don't always take it".
  let note = '';
  const aside = text.match(/\s*\((?:admits|says|reports|but)\s+(?:she |he |that she |that he )?(.+?)\)\s*$/);
  if (aside) {
    note = `, but ${firstPerson(`he ${aside[1]}`).replace(/^I /, 'I ')}`;
    text = text.slice(0, aside.index);
  }
  return medicationCore(text) + reason + note;
}

function medicationCore(text: string): string {
  let t = firstPerson(text).replace(
    /^(takes|taking|on|uses|using|currently on|regular|I take|I'm on)\s+/,
    '',
  );
  let reason = '';
  const forWhat = t.match(
    /\s+for (?:my )?((?!(?:the )?(?:last |past )?(?:about )?\d+ (?:days?|weeks?|months?|years?))[a-z][a-z ]*)$/,
  );
  if (forWhat) {
    reason = ` for my ${forWhat[1]}`;
    t = t.slice(0, forWhat.index);
  }
  const span = t.match(/\s+for (?:the (?:last|past) )?(\d+ (?:days?|weeks?|months?|years?))$/);
  if (span) {
    reason = `, for the last ${span[1]}${reason ? `,${reason}` : ''}`;
    t = t.slice(0, span.index);
  }
  if (/inhaler|cream|drops|patch|spray/.test(t))
    return `I use ${withArticle(t.replace(/^an? /, 'a '))}${reason}`.replace(
      /I use (\w+) inhaler/,
      'I use a $1 inhaler',
    );
  if (/^insulin\b/.test(t)) return `I'm on ${t}${reason}`;
  return `I take ${t}${reason}`;
}

const reactions: [RegExp, string][] = [
  [/\b(vomit\w*|sick|nausea)\b/, 'it makes me sick'],
  [/\banaphyla\w*/, "I had a severe reaction — I couldn't breathe"],
  [/\b(swell\w*|angioedema)\b/, 'it makes me swell up'],
  [/\b(wheez\w*|breathless\w*|bronchospasm)\b/, 'it makes me wheezy'],
  [/\b(diarrh\w*)\b/, 'it gives me diarrhoea'],
];

function allergyPhrase(source: string): string {
  const t = lay(normalize(source).replace(/[-–—]/g, ' - '))
    .replace(/^.*?\b(allergic to|allergy to|allergies?:?|drug allergy to|allergy)\s*/, '')
    .replace(/,? which (gave|gives|caused|causes|made|makes) (him|her|them|me) /, ' - ')
    .replace(/\s+allergy$/, '');
  const m =
    t.match(/^(.+?)\s*\(([^)]+)\)$/) ??
    t.match(
      /^(.+?)\s*(?:[-–—:]|\bcauses\b|\bcaused\b|\bgives\b|\bgave\b|\bleads to\b|\bwith\b|\b->)\s*(.+)$/,
    );
  const what = (m ? (m[1] ?? '') : t).trim().replace(/\s*(allergy|allergic)$/, '');
  if (!m) return `I'm allergic to ${lay(expand(what))}`;
  const reaction = (m[2] ?? '')
    .trim()
    .replace(/^(got|get|gets|causes?|caused|gives?|gave|had|develops?|developed|reaction:?)\s+/, '')
    .replace(/^an? /, '');
  const what2 = lay(expand(what));
  for (const [re, said] of reactions) if (re.test(reaction)) return `I'm allergic to ${what2} — ${said}`;
  return `I'm allergic to ${what2} — it gives me ${withArticle(lay(expand(reaction)))}`;
}

function familyPhrase(text: string, child: Reading['child']): string {
  let t = firstPerson(text).replace(/^(family history of|fh of|fh)\s+/, '');
  if (/^family history/.test(text) || !relativePattern.test(t) || /^(strong )?family history/.test(t)) {
    const what = t.replace(/^(strong |positive )?(family history|fh) (of )?/, '');
    return `${what.charAt(0).toUpperCase()}${what.slice(1)} runs in my family`;
  }
  t = t.replace(/^(my|his|her|the)\s+/, '');
  // "father MI at 60" → "father had a heart attack at 60": a verb where the note left one out.
  const rel = t.match(
    /^((?:paternal |maternal |older |younger |twin |late )?(?:father|mother|dad|mum|mom|brother|sister|siblings?|parents?|grand(?:father|mother|parents?|ma|pa)|uncle|aunt(?:ie)?|son|daughter|cousin)s?)\b\s*(.*)$/,
  );
  if (rel) {
    const who = rel[1] ?? '';
    let what = (rel[2] ?? '').replace(/^(with|-|:)\s*/, '');
    if (
      !/^(has|had|have|died|is|was|suffers?|suffered|developed|passed|got|needed|takes|took|also)\b/.test(
        what,
      )
    ) {
      const event =
        /\b(attack|stroke|clot|died|surgery|operation|removed|out|at \d+|aged \d+|in (his|her) \d+s)\b/.test(
          what,
        );
      what = `${event ? 'had' : 'has'} ${what}`;
    }
    what = what.replace(/\b(had|has|died of|from) (heart attack|stroke|mini stroke|blood clot)/, '$1 a $2');
    what = what.replace(/\b(?:aged|at age)\s+(\d+)/, 'at $1');
    if (child && who === child.narrator) return `I ${what.replace(/^has\b/, 'have')} myself`;
    return `my ${who} ${what}`;
  }
  return t;
}

function smokingFact(c: Clause): Draft {
  const t = c.text;
  if (
    /\b(non ?smoker|never smoked|does not smoke|doesn't smoke|no smoking|nobody smokes|no one smokes|no smokers|not smok\w*|nonsmoker|never a smoker|denies smoking|smoking nil|nil smoking)\b/.test(
      t,
    )
  )
    return draft('smoking', c.source, "No, I don't smoke", { polarity: 'absent' });
  const packYears = t.match(/(\d+) pack years?/);
  const perDay = t.match(/(\d+) (?:cigarettes? |cigs? |roll ups? )?(?:a|per|\/) ?day/);
  const years = t.match(/for (\d+ years)/) ?? t.match(/\b(\d+ years)\b(?! ago)/);
  if (/\b(ex ?smoker|ex smoker|former smoker|stopped smoking|quit|gave up|used to smoke|stopped)\b/.test(t)) {
    const when = t.match(
      /\b(?:stopped|quit|gave up)(?: smoking)? ((?:about )?\d+ (?:years?|months?) ago|after [a-z ]+?|in (?:19|20)\d\d)(?=$|,| and )/,
    );
    const amount = perDay ? ` ${perDay[1]} a day` : '';
    const extra = packYears ? ` — about ${packYears[1]} pack-years` : '';
    const stopped = when ? ` ${firstPerson(when[1] ?? '').replace(/\bafter the\b/, 'after my')}` : '';
    return draft(
      'smoking',
      c.source,
      `I used to smoke${amount}${years ? ` for ${years[1]}` : ''}, but I stopped${stopped}${extra}`,
    );
  }
  if (/vap(e|es|ing)|e cig/.test(t)) return draft('smoking', c.source, 'I vape');
  if (packYears)
    return draft(
      'smoking',
      c.source,
      `Yes, I smoke${perDay ? ` about ${perDay[1]} a day` : ''} — about ${packYears[1]} pack-years`,
    );
  if (perDay)
    return draft(
      'smoking',
      c.source,
      `Yes, I smoke about ${perDay[1]} a day${years ? `, for ${years[1]}` : ''}`,
    );
  const what = t.match(/\bsmokes? (.+?)(?=$| and | but |,| \+ )/);
  return draft('smoking', c.source, what ? `Yes, I smoke ${firstPerson(what[1] ?? '')}` : 'Yes, I smoke');
}

function alcoholFact(c: Clause): Draft {
  const t = c.text;
  if (
    /\b(no alcohol|teetotal|teetotaller|does not drink|doesn't drink|never drinks|abstinent|tee total|alcohol nil|nil alcohol|denies alcohol|not drink|no etoh)\b/.test(
      t,
    )
  )
    return draft('alcohol', c.source, "No, I don't drink", { polarity: 'absent' });
  const units = t.match(/(\d+(?:\s?[-–]\s?\d+)?) units?(?: (?:a|per) (week|day))?/);
  if (units) return draft('alcohol', c.source, `I drink about ${units[1]} units a ${units[2] ?? 'week'}`);
  if (/\b(occasional|socially|social drinker|rarely)\b/.test(t))
    return draft('alcohol', c.source, 'I only drink now and then, socially');
  const phrase = firstPerson(t)
    .replace(/^(drinks|drinking)\b/, 'I drink')
    .replace(/^alcohol:?\s*/, 'I drink ');
  return draft('alcohol', c.source, /^I\b/.test(phrase) ? phrase : `I drink ${phrase}`);
}

function drugsFact(c: Clause): Draft {
  if (startsNegative(c.text) || /\b(denies|no|never)\b/.test(c.text))
    return draft('drugs', c.source, "No, I don't take any recreational drugs", { polarity: 'absent' });
  const what = firstPerson(c.text).replace(/^(uses|using|takes|taking|smokes|recreational drugs?:?)\s*/, '');
  return draft('drugs', c.source, `I use ${what}`);
}

function homeFact(c: Clause, child: Reading['child']): Draft {
  let t = firstPerson(c.text)
    .replace(/^(lives|living) alone since\b/, "I've lived alone since")
    .replace(/^(lives|living)\b/, 'I live')
    .replace(
      /^I live with (?!my\b)(?=(wife|husband|partner|son|daughter|children|kids|parents?|mother|father|mum|dad|brother|sister|family|boyfriend|girlfriend|two|three|2|3)\b)/,
      'I live with my ',
    );
  if (child) t = t.replace(/\bmy (parents|mum and dad|mother and father)\b/, 'us');
  if (!/^I\b/.test(t)) t = `I live ${t.replace(/^(at|in) /, '$1 ')}`;
  return draft('home', c.source, t);
}

function occupationFact(c: Clause, text = c.text): Draft {
  const t = firstPerson(text)
    .replace(/^(works|working|employed) as (an? )?/, '')
    .replace(/^(occupation|job):?\s*/, '')
    .replace(/^I work as (an? )?/, '');
  if (/^unemployed|^not (working|employed)|^out of work/.test(t))
    return draft('occupation', c.source, "I'm not working at the moment");
  if (/^retired\b/.test(t))
    return draft(
      'occupation',
      c.source,
      `I'm ${withArticle(`a ${t}`).replace(/^a retired$/, 'retired')}`.replace(
        /^I'm a retired$/,
        "I'm retired",
      ),
    );
  if (/^(at|goes to|attends) (school|nursery|college|university)/.test(t))
    return draft('occupation', c.source, `I go to ${t.replace(/^(at|goes to|attends) /, '')}`);
  return draft(
    'occupation',
    c.source,
    `I'm ${/^(an?|the)\b/.test(t) ? t : /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`}`,
  );
}

// ---------------------------------------------------------------------------------------------------
// The presenting illness

/** "nearly fainted in the bathroom" → "I nearly fainted in the bathroom": a note's clause, spoken. */
export function spoken(text: string): string {
  let t = firstPerson(text).replace(
    /^(c\/o|complains of|reports|describes|notes|with|associated|assoc|also)\s+/,
    '',
  );
  // "this morning vomited blood" → "vomited blood this morning".
  const lead = t.match(
    /^(this morning|this afternoon|this evening|last night|yesterday|today|overnight|this week)\s+(.+)$/,
  );
  if (lead) t = `${lead[2]} ${lead[1]}`;
  const product = t.match(
    /^(?:my )?(urine|stools?|poo|skin|eyes|sputum|phlegm|vomit|wee) (?:is |are |was |were |has been |have been )?([a-z ]+?)((?: since| for| over| this| today| yesterday).*)?$/,
  );
  if (product)
    return `My ${product[1]} ${/s$/.test(product[1] ?? '') && product[1] !== 'eyes' ? 'have' : product[1] === 'eyes' ? 'have' : 'has'} been ${product[2]}${product[3] ?? ''}`;
  if (/^(woke|wakes|kept|keeps|stops|stopped|made|makes) me\b/.test(t)) return `It ${t}`;
  const height = t.match(/^(\d+ ?(?:ft|feet|foot|cm|m)(?: ?\d+)?)\b(.*)$/);
  if (height) return `I'm ${height[1]}${height[2] ?? ''}`.replace(/ ft /, ' foot ');
  t = t.replace(/^(?:and|but|with|plus|then|so)\s+/, '').replace(/^no longer (\w+?)s\b/, 'I no longer $1');
  if (/^(I|my|it|there|nothing|no|she|he|nobody|no one|someone|everyone)\b/i.test(t)) return t;
  // "girlfriend also itchy" → "my girlfriend is also itchy": a relative, with the verb the note left out.
  const kin = t.match(
    /^(?:my )?(wife|husband|partner|girlfriend|boyfriend|son|daughter|mother|father|mum|dad|brother|sister|friend|flatmate|housemate|children|kids)\s+(?!(?:is|are|was|were|has|have|had|also (?:has|had|is))\b)(also |too )?([a-z].*)$/,
  );
  if (kin)
    return `My ${kin[1]} ${/s$/.test(kin[1] ?? '') && kin[1] !== 'boss' ? 'are' : 'is'} ${kin[2] ?? ''}${kin[3]}`;
  // "left calf swollen and painful" → "My left calf is swollen and painful".
  const part = t.match(
    /^((?:(?:left|right|both|lower|upper|big) )*(?:calf|calves|leg|legs|arm|arms|knee|knees|ankle|ankles|foot|feet|toe|toes|hand|hands|finger|fingers|wrist|wrists|eye|eyes|face|lips|tongue|neck|throat|chest|back|tummy|belly|skin|joints?|hip|hips|shoulder|shoulders|elbow|elbows|head|nose|ear|ears|gums|breast|breasts|testicles?|scrotum))\s+(?!is\b|are\b|has\b|have\b)([a-z].*)$/,
  );
  if (part) return `My ${part[1]} ${/s$/.test(part[1] ?? '') ? 'are' : 'is'} ${part[2]}`;
  // "between fingers, wrists": where it is.
  if (/^(between|around|across|over|under|behind|on|in|all over)\b/.test(t)) return `It's ${t}`;
  // "eating less", "struggling to concentrate": an ongoing change.
  if (/^(still )?[a-z]+ing\b/.test(t) && !/^(nothing|something|morning|evening|thing)\b/.test(t))
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
    /^(flew|went|came|got|ate|fell|took|saw|grew|ran|drank|left|made|told|said|thought|bought|wore|began|slept|sat|stood|lay|tripped|travelled|traveled|returned|visited|stayed|moved|worked|played|lifted|injured|twisted|landed|arrived)\b/.test(
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
  return `I've had ${t}`;
}

/** "hasn't injured it" → "No, I haven't injured it": a recorded denial no symptom concept names. */
function deniedSpoken(text: string): string | null {
  const t = firstPerson(text)
    .replace(/^(?:she|he|I|patient)\s+/, '')
    .replace(/^(?:hasn't|has not|haven't|have not)\b/, "I haven't")
    .replace(/^(?:hadn't|had not)\b/, "I hadn't")
    .replace(/^(?:didn't|did not)\b/, "I didn't")
    .replace(/^(?:doesn't|does not)\b/, "I don't")
    .replace(/^(?:isn't|is not)\b/, "I'm not")
    .replace(/^(?:wasn't|was not)\b/, "I wasn't")
    .replace(/^denies\s+/, "I haven't had ")
    .replace(/^never\b/, "I've never");
  if (!/^I\b/.test(t) || t.split(' ').length < 3) return null;
  return `No, ${t}`;
}

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

const onsetVerb =
  /\b(started|starting|starts|began|begun|begin|came on|come on|onset|since|ago|woke|woken|developed|first noticed|noticed)\b/;

/** Topic facts of one clause about the illness (onset, character, radiation, ...). */
function illnessFacts(
  c: Clause,
  r: Reading,
  focus: KnownSymptom | null,
  detail = true,
): { drafts: Draft[]; linked: KnownSymptom | null } {
  const t = lay(c.text);
  const out: Draft[] = [];
  const concepts = conceptsIn(c.text);
  // "worse on deep breath" names breathing as a trigger: the words after a trigger verb name no symptom.
  const own = (x: string) =>
    x.replace(/\b(worse|better|relieved|eased|brought on|triggered|aggravated)\b.*$/, '');
  const pains = r.known.filter((k) => k.concept === 'pain');
  const named = r.known.filter(
    (k) =>
      mentions(k, own(c.text)) ||
      mentions(k, own(t)) ||
      // The only pain of the case: "pain in his big toe" is its "joint pain" whatever the site.
      (k.concept === 'pain' && pains.length === 1 && conceptsIn(own(t)).some((x) => x.concept === 'pain')),
  );
  const negative =
    startsNegative(c.text) ||
    /^(she|he|patient)? ?(denies|has no|had no|reports no|hasn't|has not|hadn't|didn't|did not|doesn't|does not|isn't|is not|wasn't)\b/.test(
      c.text,
    );

  for (const [re, phrase, ids] of normalFunctions)
    if (
      re.test(c.text) &&
      /\b(normal|fine|ok|okay|unremarkable|unchanged|stable|good|nad|regular|as usual)\b/.test(c.text)
    )
      return {
        drafts: [draft('associated', c.source, phrase, { polarity: 'absent', concepts: ids })],
        linked: null,
      };

  // "No fever, cough or vomiting": each named concept recorded as absent.
  if (negative) {
    for (const found of concepts) {
      const k = r.known.find((x) => x.concept === found.concept);
      out.push(
        draft('associated', c.source, denialPhrase(found.concept, found.site), {
          polarity: 'absent',
          symptom: k?.symptom.name ?? null,
          concepts: [found.concept],
        }),
      );
    }
    if (
      !concepts.length &&
      /\b(previous|prior|similar)\b|\b(like this|like it|happened|had this|had it) before\b/.test(t)
    )
      out.push(
        draft('previous', c.source, 'No, nothing like this has happened before', { polarity: 'absent' }),
      );
    else if (!concepts.length) {
      const said = deniedSpoken(c.text);
      if (said) out.push(draft('other', c.source, said, { polarity: 'absent' }));
    }
    return { drafts: out, linked: null };
  }

  const explicit = named[0] ?? null;
  // A clause that names no symptom ("constant, 7/10") goes on about the one before it.
  const linked = explicit ?? (concepts.length ? null : focus);
  const symptom = linked?.symptom.name ?? null;
  const conceptIds = linked ? [linked.concept] : concepts.map((x) => x.concept);
  const at = { symptom, concepts: conceptIds };

  // Symptoms the case does not list but the history tells of ("nearly fainted"): associated features.
  const impliedHere = concepts.flatMap((x) => impliedConcepts[x.concept] ?? []);
  for (const found of concepts) {
    if (
      r.known.some(
        (k) =>
          k.concept === found.concept &&
          (found.concept !== 'pain' || mentions(k, c.text) || named.includes(k)),
      )
    )
      continue;
    if (impliedHere.includes(found.concept)) continue;
    if (found.concept === 'pain' && linked) continue;
    out.push(
      draft('associated', c.source, spoken(c.text), {
        concepts: [found.concept, ...(impliedConcepts[found.concept] ?? [])],
      }),
    );
    return { drafts: out, linked: explicit ?? linked };
  }

  const temperature = t.match(
    /\btemperature (?:of |was |up to |reading |spiking to |peaked at )?(\d\d(?:\.\d)?)/,
  );
  if (temperature)
    out.push(
      draft(
        'character',
        c.source,
        `My temperature was ${temperature[1]}${/\bat home\b/.test(t) ? ' at home' : ''}`,
        at,
      ),
    );
  const count = countIn(c.text);
  if (count && linked && linked.concept !== 'pain' && !/\bpack|units?\b/.test(t))
    out.push(
      draft(
        'timing',
        c.source,
        `${presenceBase(linked)} ${count}${/\bin the last\b|\bsince\b|\btoday\b|\bthis morning\b/.test(t) ? ` ${timeIn(c.text) ?? ''}` : ''}`,
        at,
      ),
    );

  const spread = t.match(
    /\b(?:radiat\w*|spread\w*|goes|going|go|travels?|travell?ing|shoots?|shooting|moves?|moved|moving|extends?|extending|passes?)\s+(?:in)?(?:to|through to|through|down|up|round|around|across|into)\s+(?:the |his |her |my )?(.+?)(?=$|,| but | worse| better| and (?:is|it)\b)/,
  );
  if (spread) {
    const dest = firstPerson(`to the ${spread[1]}`).replace(/^to /, '');
    const moved = /\bmov(e|ed|es|ing)\b/.test(t);
    const from = moved
      ? t.match(
          /\b(?:started|began|initially|at first)\s+(?:around|in|at|near)\s+(?:the |his |her )?(.+?)\s+(?:and|then|before|,)/,
        )
      : null;
    const hedge = /\b(may|can|sometimes|occasionally|often)\b/.test(t) ? 'sometimes ' : '';
    const phrase = moved
      ? `${from ? `It started ${firstPerson(`around the ${from[1]}`)}, then it` : 'It'} moved to ${dest}`
      : `It ${hedge}goes through to ${dest}`;
    out.push(draft('radiation', c.source, phrase, at));
  }

  const character = t.match(new RegExp(characterWords.source, 'g'));
  if (character && (linked || /\b(pain|ache|cough)\b/.test(t))) {
    const words = [...new Set(character)].map((w) =>
      w === 'tightness'
        ? 'tight'
        : w === 'heaviness'
          ? 'heavy'
          : w === 'pressure'
            ? 'like a pressure'
            : w === 'colicky' || w === 'cramping'
              ? 'crampy, coming in waves'
              : w === 'pleuritic'
                ? 'sharp when I breathe in'
                : w === 'band like'
                  ? 'like a tight band'
                  : w,
    );
    const isCough = linked?.concept === 'cough' || (!linked && /\bcough\b/.test(t));
    out.push(
      draft(
        'character',
        c.source,
        isCough ? `It's a ${joinAnd(words)} cough` : `It feels ${joinAnd(words)}`,
        at,
      ),
    );
  }
  const sputum = t.match(
    /\b(green|yellow|white|clear|rusty|brown|blood stained|bloody)\b[a-z ]*\b(sputum|phlegm)\b/,
  );
  if (sputum)
    out.push(
      draft('character', c.source, `I'm coughing up ${sputum[1]} phlegm`, {
        ...at,
        concepts: [...conceptIds, 'sputum'],
      }),
    );

  const score = t.match(/\b(\d+(?:\.\d+)?) out of 10\b/);
  if (score) out.push(draft('severity', c.source, `About ${score[1]} out of 10`, at));
  else if (
    /\b(worst (pain|headache) (of|in) (my|his|her) life|worst ever|excruciating|unbearable|agonising|thunderclap)\b/.test(
      t,
    )
  )
    out.push(draft('severity', c.source, "It's the worst I've ever had", at));

  const worse = t.match(
    /\b(?:worse|worsens|worsened|aggravated|exacerbated|brought on|precipitated|triggered|provoked)\s+(?:(by|with|on|after|when|if|at|in|during|from)\b)?\s*(.+?)(?=$|,| and (?:better|relieved|eased)| but )/,
  );
  const bareTrigger =
    !worse &&
    t.match(
      /\b(on|when|with) (standing|standing up|exertion|exercise|walking|lying down|lying flat|bending|coughing|breathing in|deep breaths?|eating|moving|sitting up)\b/,
    );
  if (worse && worse[2] && !/^(over|since)\b/.test(worse[2]))
    out.push(draft('aggravating', c.source, `It's worse ${worse[1] ?? 'with'} ${firstPerson(worse[2])}`, at));
  else if (bareTrigger)
    out.push(draft('aggravating', c.source, `It's worse ${bareTrigger[1]} ${bareTrigger[2]}`, at));
  const notBetter =
    t.match(
      /\b(?:not|no|nothing|never)\s+(?:relieved|eased|helped|help|better|improved|relief)\s*(?:by|with|from)?\s*(.+?)(?=$|,)/,
    ) ?? t.match(/\b(.+?) (?:did not|didn't|does not|doesn't|has not|hasn't) (?:help|relieve|ease|work)/);
  const better = t.match(
    /\b(?:better|relieved|eased|improves|improved|helped|settles|settled|eases)\s+(?:briefly |slightly |a bit |a little |somewhat |temporarily |partially |partly )?(?:(by|with|on|after|when|if|at|from)\b)?\s*(.+?)(?=$|,| and (?:worse)| but )/,
  );
  if (notBetter) {
    const what = firstPerson(notBetter[1] ?? '').replace(/^(tried|taking|took)\s+/, '');
    out.push(
      draft(
        'relieving',
        c.source,
        what ? `${what.charAt(0).toUpperCase()}${what.slice(1)} hasn't helped` : 'Nothing seems to help',
        at,
      ),
    );
  } else if (
    better &&
    better[2] &&
    !/^(within|after|over) |^(itself|by itself|on its own|spontaneously)\b/.test(better[2]) &&
    !/\b(similar|previous)\b/.test(t)
  ) {
    const what = firstPerson(better[2]);
    out.push(
      draft(
        'relieving',
        c.source,
        better[1] === 'by' || better[1] === 'with' || !better[1]
          ? `${what.charAt(0).toUpperCase()}${what.slice(1)} helps`
          : `It's better ${better[1]} ${what}`,
        at,
      ),
    );
  }

  if (/\b(constant|continuous|persistent|all the time|there all the time)\b/.test(t))
    out.push(draft('timing', c.source, "It's there all the time", at));
  else if (/\b(intermittent|comes and goes|on and off|episodic|in bouts|in waves)\b/.test(t))
    out.push(draft('timing', c.source, 'It comes and goes', at));
  if (/\b(getting worse|worsening|progressive|progressively|increasing|increasingly|more and more)\b/.test(t))
    out.push(draft('timing', c.source, "It's been getting worse", at));
  else if (/\b(improving|getting better|settling)\b/.test(t))
    out.push(draft('timing', c.source, "It's been getting better", at));
  const lasting = t.match(
    /\b(?:lasts?|lasting|each lasting)\s+(?:about |around |up to )?(\d+ (?:seconds?|minutes?|hours?|days?))/,
  );
  if (lasting) out.push(draft('timing', c.source, `Each time it lasts about ${lasting[1]}`, at));

  const previous =
    /\b(similar|previous|prior|recurrent|before)\b.*\b(episodes?|attacks?|pains?|before|similar|bouts?)\b|\b(episodes?|attacks?) (before|previously)\b/.test(
      t,
    );
  if (previous && !/\b(first|never)\b/.test(t)) out.push(draft('previous', c.source, spoken(t), at));
  else if (/\b(first (episode|time)|never (had|happened))\b/.test(t))
    out.push(draft('previous', c.source, 'No, this is the first time', { ...at, polarity: 'absent' }));

  const time = timeIn(c.text);
  const manner = /\bsudden(ly)?\b|\bacute onset\b|\babrupt\w*|\bthunderclap\b/.test(t)
    ? 'suddenly'
    : /\bgradual(ly)?\b|\binsidious\w*|\bslowly\b/.test(t)
      ? 'gradually'
      : null;
  const trigger = t.match(/\b(while|whilst) ([a-z]+ing\b.*?)(?=$| and | but )/);
  const otherTopic = out.some((d) => d.topic !== 'timing' || !count);
  const duration =
    !!time &&
    (/^(for|since|the last|the past|last|past) |ago$| of$| history$/.test(time) ||
      /^\d+ (minutes?|hours?|days?|weeks?|months?|years?)$/.test(time));
  // "Long-haul flight from Sydney a week ago": the time of another event, not the symptom's onset.
  const eventWords = (time ? t.replace(time, ' ') : t)
    .split(' ')
    .filter((w) => w.length > 3 && /^[a-z]+$/.test(w))
    .filter(
      (w) =>
        !/^(started|starting|starts|began|begun|begin|came|come|onset|since|developed|first|noticed|sudden|suddenly|gradual|gradually|woke|woken|with|from|about|around|while|whilst|this|that|then|days?|weeks?|months?|years?|hours?|ago|last|past|night|morning|evening|afternoon|today|yesterday|tonight)$/.test(
          w,
        ),
    )
    .filter((w) => !(linked?.words ?? []).some((k) => w.startsWith(k) || k.startsWith(w)));
  const otherEvent = !explicit && !concepts.length && eventWords.length >= 2 && !out.length;
  if (
    !previous &&
    !otherEvent &&
    (onsetVerb.test(t) ||
      manner ||
      (duration && (explicit || !otherTopic)) ||
      ((time || trigger) && !otherTopic))
  ) {
    if (time || manner || trigger) {
      let phrase = time ? onsetSentence(time) : 'It came on';
      if (manner)
        phrase = /^It started/.test(phrase)
          ? phrase.replace(/^It started/, `It came on ${manner}`)
          : /^It came on$/.test(phrase)
            ? `It came on ${manner}`
            : `${phrase} — it came on ${manner}`;
      if (trigger) phrase += `, while I was ${firstPerson(trigger[2] ?? '')}`;
      out.push(draft('onset', c.source, phrase, at));
    }
  }

  const site = linked?.concept === 'pain' ? siteIn(t) : null;
  const side = t.match(/\b(left|right)\b/)?.[1];
  // Where the note places it, in its own words ("in my right big toe", "between my fingers").
  const found = !spread && linked ? placeIn(t) : null;
  const head = found?.match(/(\w+)$/)?.[1] ?? '';
  // The note's own words when they say more than the vocabulary's site ("big toe", not "foot").
  const place =
    found && !/^(to|into|through)\b/.test(found) && !/^(side|body|sides)$/.test(head)
      ? site && sided(site.where, side).includes(head)
        ? null
        : found
      : null;
  if (place && linked) {
    for (const k of named.length ? named : [linked])
      out.push(draft('site', c.source, `It's ${place}`, { symptom: k.symptom.name, concepts: [k.concept] }));
  } else if (site && !spread && (site.id !== linked?.site?.id || side))
    out.push(draft('site', c.source, `It's ${sided(site.where, side)}`, at));

  // A clause that tells something of a symptom no topic above covers ("about a cupful each time").
  // What is left once the symptom, times, counts and topic words are taken out: a detail of its own.
  const leftover = t
    .replace(time ?? '\u0000', ' ')
    .replace(/\b\d+ times\b|\bonce\b|\btwice\b/g, ' ')
    .split(' ')
    .filter(
      (w) =>
        w.length > 2 &&
        !/^(and|the|with|for|was|has|had|his|her|since|this|that|from|about|at|in|on|of|to|is|are|pain|feels?|felt|onset|sided|side|episodes?|started|began|acute|history|associated|symptoms?|features|noted|reports|complains|ago|hours?|days?|weeks?|months?|years?|minutes?|sudden|suddenly)$/.test(
          w,
        ),
    )
    .filter((w) => !(explicit?.words ?? []).some((k) => w.startsWith(k) || k.startsWith(w)))
    .filter((w) => !out.some((d) => normalize(d.phrase).includes(w)));
  if (detail && leftover.length >= 2)
    out.push(draft(linked ? 'character' : 'other', c.source, spoken(t), at));
  return { drafts: out, linked: explicit ?? linked };
}

/** "in my chest" on the right: "on the right side of my chest". */
function sided(where: string, side: string | undefined): string {
  if (!side || where.includes(side)) return where;
  const whole = where.match(/^in my (chest|tummy|head|back|neck|throat)$/);
  if (whole) return `on the ${side} side of my ${whole[1]}`;
  return where.replace(/\bmy /, `my ${side} `);
}

function presenceBase(k: KnownSymptom): string {
  const c = conceptById.get(k.concept);
  return c ? c.affirm(null) : `I've had ${lay(expand(k.symptom.name))}`;
}

// ---------------------------------------------------------------------------------------------------
// One clause

const ageAt = /\b(\d{1,3}) ?(?:year|yr|month|week)s? old\b/;

function ageFacts(
  c: Clause,
  r: Reading,
  focus: KnownSymptom | null,
): { drafts: Draft[]; linked: KnownSymptom | null } {
  const t = c.text;
  const age = t.match(ageAt) ?? t.match(/^aged? (\d{1,3})\b/);
  const out: Draft[] = [];
  const n = age?.[1] ?? '';
  const unit = /week/.test(age?.[0] ?? '') ? 'weeks' : /month/.test(age?.[0] ?? '') ? 'months' : null;
  out.push(draft('age', c.source, unit ? `I'm ${n} ${unit} old` : `I'm ${n}`));
  if (/\b(man|male|gentleman|boy|father|husband|he)\b/.test(t)) out.push(draft('sex', c.source, "I'm a man"));
  else if (/\b(woman|female|lady|girl|mother|wife|she)\b/.test(t))
    out.push(draft('sex', c.source, "I'm a woman"));
  const rest = t
    .replace(/^.*?\b\d{1,3} ?(?:year|yr|month|week)s? old\s*/, '')
    .replace(/^aged? \d{1,3}\s*/, '')
    .replace(/^(man|male|gentleman|boy|woman|female|lady|girl|child|baby|infant|toddler)\b\s*/, '')
    .trim();
  const who = rest.match(/^(.*?)\s+(?:who|with|presenting|presents|has|is|was|complaining)\b\s*(.*)$/);
  if (who && occupations.test(who[1] ?? '') && (who[1] ?? '').split(' ').length <= 5) {
    out.push(occupationFact(c, (who[1] ?? '').replace(/^(a|an)\s+/, '')));
    const more = illnessFacts({ ...c, text: who[2] ?? '' }, r, focus);
    return { drafts: [...out, ...more.drafts], linked: more.linked };
  }
  const presents = rest.match(
    /^(?:who )?(?:presents?|presenting|comes?|attends?|brought in|with)(?: (?:to [a-z ]+?|in))? ?(?:with )?(.+)$/,
  );
  if (presents) {
    const more = illnessFacts({ ...c, text: presents[1] ?? '' }, r, focus);
    return { drafts: [...out, ...more.drafts], linked: more.linked };
  }
  if (rest && occupations.test(rest) && rest.split(' ').length <= 5)
    out.push(occupationFact(c, rest.replace(/^(a|an)\s+/, '')));
  return { drafts: out, linked: null };
}

function readClause(
  c: Clause,
  r: Reading,
  focus: KnownSymptom | null,
): { drafts: Draft[]; linked: KnownSymptom | null } {
  const t = c.text;
  const one = (...drafts: Draft[]) => ({ drafts, linked: null });
  const neg = startsNegative(t) || /^(nil|none|nad|n\/a)$/.test(t);
  // "his five-year-old sister has a cold": a relative's age, not the patient's.
  if (new RegExp(`${ageAt.source} ${relativePattern.source}`).test(t))
    return one(draft('home', c.source, spoken(t)));
  if (ageAt.test(t) || (c.section === null && /^aged? \d{1,3}\b/.test(t))) return ageFacts(c, r, focus);
  const isAge = t.match(
    /^(?:he|she|i) (?:is|'s|am) (?:now )?(\d{1,3})\b(?! ?(kg|cm|units|times|out|%|mg|a day|ft|feet))(?: years?(?: old)?)?\s*(?:and |, )?(.*)$/,
  );
  if (isAge) {
    const rest = isAge[3] ?? '';
    const more = rest
      ? readClause({ ...c, text: rest.replace(/^(?!he |she )/, 'he ') }, r, focus)
      : { drafts: [], linked: null };
    return { drafts: [draft('age', c.source, `I'm ${isAge[1]}`), ...more.drafts], linked: more.linked };
  }
  const job = t.match(/^(?:he|she|i)(?:'s| is| am) (?:a |an )(.+)$/);
  if (job && occupations.test(job[1] ?? '') && (job[1] ?? '').split(' ').length <= 4)
    return one(occupationFact(c, job[1]));
  if (/^(name|called)\b/.test(t)) return one();
  // "6 ft 4, slim": the patient's build.
  if (/^\d+ ?(ft|feet|foot|cm|m)\b|^(height|weight|bmi)\b/.test(t))
    return one(draft('other', c.source, spoken(t)));
  const section = c.section;
  if (
    section === 'fh' ||
    (relativePattern.test(t) &&
      !/^(lives|living)\b|lives with|\bbrought\b|\baccompanied\b|\b(visit\w*|see|seeing|stay\w*) (to |with )?(his |her |the )?family\b/.test(
        t,
      ) &&
      section !== 'pmh' &&
      section !== 'dh' &&
      section !== 'allergy' &&
      section !== 'sh')
  ) {
    if (
      neg ||
      /\b(no|nil) (significant |relevant |known )?(family history|fh)\b|\b(family history|fh) (nil|unremarkable|negative|none|nad|nothing)\b/.test(
        t,
      )
    )
      return one(
        draft('family', c.source, 'No, nothing runs in my family that I know of', { polarity: 'absent' }),
      );
    return one(draft('family', c.source, familyPhrase(t, r.child)));
  }
  if (section === 'allergy' || /allerg|\bno known drug allergies\b/.test(t)) {
    if (neg || /no known|\b(no|nil|denies|without) (known |drug )*allerg/.test(t))
      return one(
        draft('allergy', c.source, "I don't have any allergies that I know of", { polarity: 'absent' }),
      );
    return one(draft('allergy', c.source, allergyPhrase(c.source)));
  }
  if (/smok|cigar|tobacco|pack years?|\bvap(e|es|ing)\b/.test(t)) {
    const drug = t.match(/\b(cannabis|marijuana|weed|cocaine|heroin|ecstasy|mdma)\b.*$/);
    return drug
      ? one(smokingFact(c), draft('drugs', c.source, `I use ${firstPerson(drug[0])}`))
      : one(smokingFact(c));
  }
  if (
    /alcohol|\bunits?\b|teetotal|\bdrinks? (socially|occasionally|beer|wine|spirits|alcohol)|\bwine\b|\bbeer\b|\blager\b|\bbitter\b|\bpints?\b|\bspirits\b|\bwhisky\b|\bvodka\b|^drinks\b|\bdrinker\b/.test(
      t,
    ) &&
    !/\bdrinks? (water|fluids?|tea|coffee)|not much water/.test(t)
  )
    return one(alcoholFact(c));
  if (
    /\brecreational|\billicit|cannabis|marijuana|cocaine|heroin|\bstreet drugs|ecstasy|mdma|injects drugs|\bivdu\b|\bdrug use\b|^(no|nil|denies|never used|never taken) (recreational |illicit )?drugs\b/.test(
      t,
    )
  )
    return one(drugsFact(c));
  if (
    /^(lives|living)\b|\blives (alone|with|in|on)\b|\bliving (alone|with)\b|\bcare home\b|\bnursing home\b/.test(
      t,
    )
  )
    return one(homeFact(c, r.child));
  if (
    (/^(works|working|employed|occupation|job)\b|\bworks as\b|^retired\b|^unemployed\b|^(a |an )?(retired )?[a-z ]{0,24}$/.test(
      t.replace(/\s*\([^)]*\)/g, ''),
    ) &&
      occupations.test(t) &&
      !conditionWords.test(t)) ||
    (section === 'sh' && /^(works|working|job|occupation)\b/.test(t))
  )
    return one(occupationFact(c));
  const tried = t.match(
    /^(?:took|tried|has taken|had|taken) (.+?),? (?:with )?(?:no|little|minimal|not much) (?:help|relief|effect|benefit|difference)$/,
  );
  if (tried)
    return one(
      draft('relieving', c.source, `I took ${firstPerson(tried[1] ?? '')}, but it didn't help`, {
        symptom: focus?.symptom.name ?? null,
      }),
    );
  const deniesAct =
    /^(?:she |he |i |patient )?(?:did not|didn't|has not|hasn't|does not|doesn't|never)\b/.test(t);
  if (deniesAct) return illnessFacts(c, r, focus);
  const onDrug =
    /^on (?:the )?(?:hrt|hormone|pill|contraceptive|insulin|[a-z]+(?:olol|pril|sartan|statin|formin|prazole|xaban|farin))\b/.test(
      t,
    );
  if (
    section === 'dh' ||
    onDrug ||
    /\b(takes|taking|on regular|regular (medications?|meds)|medications?|meds|tablets|prescribed|uses an? \w+ inhaler)\b/.test(
      t,
    )
  ) {
    if (
      neg ||
      /\b(no|nil|none) (regular )?(medic\w*|meds|tablets|drugs)\b|takes no\b|not on any|^nil regular\b/.test(
        t,
      )
    )
      return one(draft('medication', c.source, "I don't take any regular medicines", { polarity: 'absent' }));
    if (section === 'dh' || onDrug || drugLike.test(t))
      return one(draft('medication', c.source, medicationPhrase(t)));
  }
  if (
    /\b(similar|previous|prior|recurrent)\b.*\b(episodes?|attacks?|pains?|bouts?|symptoms?)\b/.test(t) &&
    !neg
  )
    return illnessFacts(c, r, focus);
  if (section === 'psh' || surgeryWords.test(t)) {
    if (neg)
      return one(draft('surgery', c.source, "No, I've never had an operation", { polarity: 'absent' }));
    const said = surgeryPhrase(t);
    // "had a heart attack and two stents": an illness as well as an operation.
    return conditionWords.test(t)
      ? one(draft('surgery', c.source, said), draft('pmh', c.source, said))
      : one(draft('surgery', c.source, said));
  }
  const wellWords =
    /\b(otherwise|previously|usually|normally|generally) (well|healthy|fit)|\bfit and well\b|\bno (significant |other |previous |past )*(medical|past) (history|problems|illnesses)|\bno (past |previous )?illnesses\b|\bpmh (nil|unremarkable)\b|^nil$|^none$/;
  if (
    section === 'pmh' ||
    wellWords.test(t) ||
    /\b(history of|known|diagnosed with|background of)\b/.test(t) ||
    (section !== 'hpc' && section !== 'pc' && conditionWords.test(t) && !conceptsIn(t).length)
  ) {
    if (neg || wellWords.test(t))
      return one(
        draft('pmh', c.source, "No, I'm usually fit and well — nothing I see a doctor about", {
          polarity: 'absent',
        }),
      );
    const treated =
      t.match(/^(.*?)\s*(?:,\s*)?(?:treated|controlled|managed) (?:with|by) (.+)$/) ??
      t.match(/^(.*?)\s+on (.+)$/) ??
      // "HTN - amlodipine 5 mg OD": a condition, then the medicine for it.
      t.match(
        /^(.*?)\s+([a-z]+(?:olol|pril|sartan|statin|formin|dipine|prazole|xaban|farin|thiazide|semide|thyroxine|zide)\b.*)$/,
      );
    if (treated?.[1] && treated[2] && drugLike.test(treated[2])) {
      const condition = conditionPhrase(treated[1]);
      const name = condition.replace(/^I(?: have|'ve had|'m) (?:an? )?/, '').replace(/ (for|since) .+$/, '');
      return one(
        draft('pmh', c.source, condition),
        draft('medication', c.source, medicationPhrase(treated[2], ` for my ${name}`)),
      );
    }
    return one(draft('pmh', c.source, conditionPhrase(t)));
  }
  if (section === 'sh' && occupations.test(t)) return one(occupationFact(c));
  return illnessFacts(c, r, focus);
}

// ---------------------------------------------------------------------------------------------------
// The whole case

/** "I've been sick" → "She's been sick": a parent speaking of their child. */
function aboutChild(phrase: string, pronoun: 'she' | 'he'): string {
  const P = pronoun === 'she' ? 'She' : 'He';
  const poss = pronoun === 'she' ? 'her' : 'his';
  const obj = pronoun === 'she' ? 'her' : 'him';
  const subj = (s: string) => (s === 'I' ? P : pronoun);
  return phrase
    .replace(/\bI've\b/g, `${P}'s`)
    .replace(/\bI'm\b/g, `${P}'s`)
    .replace(/\bI haven't\b/g, `${P} hasn't`)
    .replace(/\bI don't\b/g, `${P} doesn't`)
    .replace(/\bI have\b/g, `${P} has`)
    .replace(/\bI do\b/g, `${P} does`)
    .replace(/\bI was\b/g, `${P} was`)
    .replace(/\bI (can't|can|couldn't|had|used|keep|get|go|live|take|use|feel|need)\b/g, (_m, v: string) => {
      const third: Record<string, string> = {
        keep: 'keeps',
        get: 'gets',
        go: 'goes',
        live: 'lives',
        take: 'takes',
        use: 'uses',
        feel: 'feels',
        need: 'needs',
      };
      return `${P} ${third[v] ?? v}`;
    })
    .replace(/\bI\b/g, subj('I'))
    .replace(/\bmy\b/g, poss)
    .replace(/\bMy\b/g, poss.charAt(0).toUpperCase() + poss.slice(1))
    .replace(/\bme\b/g, obj)
    .replace(/\bmyself\b/g, `${obj}self`)
    .replace(/^(she|he)\b/, P)
    .replace(/([^.!?]\s)(He|She)\b/g, (_m, before: string, who: string) => `${before}${who.toLowerCase()}`);
}

export function readCase(input: CaseInput): CaseFacts {
  const known = presentingOrder(input).map(knowSymptom);
  const history = input.medicalHistory ?? '';
  const childMatch = expand(history).match(
    /\b(?:brought (?:in )?by|accompanied by|with) (?:her|his|their) (mother|father|mum|dad|parents?|grandmother|grandfather)\b/,
  );
  // The patient's own age opens the note; "lives with husband + 3 y/o son" later is not a child's case.
  const ageMatch = expand(history)
    .slice(0, 80)
    .match(/\b(\d{1,2}) ?(?:year|month|week)s? old (girl|boy|child|baby|infant|toddler|son|daughter)\b/);
  const child =
    childMatch || (ageMatch && /month|week/.test(ageMatch[0])) || (ageMatch && Number(ageMatch[1]) < 12)
      ? {
          pronoun: (/\b(girl|daughter|she|her)\b/.test(expand(history)) ? 'she' : 'he') as 'she' | 'he',
          narrator: childMatch?.[1]?.replace(/^mum$/, 'mother').replace(/^dad$/, 'father') ?? 'mother',
        }
      : null;
  const reading: Reading = { known, child };
  const drafts: Draft[] = [];

  drafts.push(draft('name', input.name, `My name is ${input.name.trim()}`, { origin: 'name' }));
  known.forEach((k, i) => {
    const symptom = k.symptom.name;
    const at = { symptom, concepts: [k.concept] };
    drafts.push(
      draft(i === 0 ? 'presenting' : 'associated', symptom, presencePhrase(k), { ...at, origin: 'symptom' }),
    );
    if (k.site) drafts.push(draft('site', symptom, `It's ${k.site.where}`, { ...at, origin: 'symptom' }));
    drafts.push(
      draft('severity', k.symptom.severity, severityPhrase[k.symptom.severity], {
        ...at,
        origin: 'severity',
      }),
    );
    const description = k.symptom.description?.trim();
    if (description)
      for (const clause of clausesOf(description))
        for (const d of illnessFacts({ ...clause, section: 'hpc' }, { ...reading, known: [k] }, k, false)
          .drafts)
          if (d.topic !== 'other' && d.topic !== 'associated' && d.topic !== 'site')
            drafts.push({ ...d, symptom, concepts: [k.concept], origin: 'description' });
  });
  let focus: KnownSymptom | null = null;
  let section: Clause['section'] | undefined;
  // The patient's own name as the subject of a sentence ("Gareth is 58") reads as "he".
  const nameWords = input.name
    .split(/\s+/)
    .map((w) => normalize(w))
    .filter((w) => w.length > 1 && !/^(mr|mrs|ms|miss|dr)$/.test(w));
  const nameRe = nameWords.length
    ? new RegExp(
        `\\b(?:(?:mr|mrs|ms|miss) )?(?:${nameWords
          .map((w) => w.replace(/[^a-z]/g, ''))
          .filter(Boolean)
          .join('|')})(?: (?:${nameWords
          .map((w) => w.replace(/[^a-z]/g, ''))
          .filter(Boolean)
          .join('|')}))?(?:'s)?\\b`,
        'g',
      )
    : null;
  for (const raw of clausesOf(history)) {
    const clause = nameRe
      ? { ...raw, text: raw.text.replace(nameRe, (m) => (m.endsWith("'s") ? 'his' : 'he')) }
      : raw;
    // What a clause goes on about carries to the next clause of the same section only.
    if (clause.section !== section) focus = null;
    section = clause.section;
    const read = readClause(clause, reading, focus);
    drafts.push(...read.drafts);
    focus = read.linked ?? (read.drafts.some((d) => d.symptom) ? focus : read.drafts.length ? null : focus);
  }

  // A pain's site from the history ("right big toe") is where the patient says the pain is.
  for (const k of known) {
    if (k.concept !== 'pain') continue;
    const told = drafts.find(
      (d) => d.topic === 'site' && d.origin === 'history' && d.symptom === k.symptom.name,
    );
    const said = drafts.find(
      (d) =>
        d.symptom === k.symptom.name &&
        d.origin === 'symptom' &&
        (d.topic === 'presenting' || d.topic === 'associated'),
    );
    if (told && said)
      said.phrase = `${presencePhrase({ ...k, site: null })} ${told.phrase.replace(/^It's /, '')}`;
  }
  const seen = new Set<string>();
  const facts: Fact[] = [];
  const words = (d: Draft) =>
    new Set(
      normalize(d.phrase)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    );
  for (const d of drafts) {
    // "I take metformin" beside "I take metformin 1 g twice a day for my diabetes" says nothing new.
    if (d.topic === 'medication' || d.topic === 'pmh') {
      const mine = words(d);
      const covered = drafts.some(
        (o) =>
          o !== d &&
          o.topic === d.topic &&
          o.phrase.length > d.phrase.length &&
          [...mine].every((w) => words(o).has(w)),
      );
      if (covered) continue;
    }
    const phrase = child && d.topic !== 'name' ? aboutChild(d.phrase, child.pronoun) : d.phrase;
    const named =
      d.topic === 'name' && child
        ? `${child.pronoun === 'she' ? 'Her' : 'His'} name is ${input.name.trim()}`
        : phrase;
    const fact = { ...d, phrase: named };
    const factId = id(fact);
    if (seen.has(factId) || !fact.phrase) continue;
    seen.add(factId);
    facts.push({ id: factId, ...fact });
  }
  return { name: input.name, facts, symptoms: known.map((k) => k.symptom) };
}

export { negationPattern };
