import { countNounRows } from './lexicon/countNouns.js';
/**
 * Turning the words of a clinical note into what a patient would say: abbreviations written out,
 * everyday words for clinical ones, the first person, and short templates per topic.
 */
import { layTerms } from './lexicon/layTerms.js';
import { noteAbbreviations } from './lexicon/noteAbbreviations.js';
import { digits, normalize } from './text.js';

/** Normalised note text with abbreviations written out (numbers as digits). */
export function expand(text: string): string {
  let t = ` ${normalize(text)} `;
  for (const [re, to] of noteAbbreviations) t = t.replace(re, to);
  return (
    digits(t)
      .replace(/\b1 (minute|hour|day|week|month|year)s\b/g, '1 $1')
      // "each one starts", "no one", "the other one": a pronoun, not a count.
      .replace(
        /\b(each|every|any|no|some|the other|this|that|which|the first|the last) 1\b(?! (?:minute|hour|day|week|month|year|time)\b)/g,
        '$1 one',
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Clinical words as a patient says them. */
export function lay(text: string): string {
  let t = text;
  for (const [re, to] of layTerms) t = t.replace(re, to);
  return t;
}

export const bodyParts =
  'chest|arm|arms|jaw|neck|back|head|stomach|tummy|belly button|throat|leg|legs|shoulder|shoulders|side|eyes|eye|ear|ears|skin|hands|hand|feet|foot|knee|knees|hip|hips|lungs|heart|face|mouth|ribs|breastbone|groin|calf|calves|ankle|ankles|wrist|wrists|elbow|elbows|joints|muscles|bladder|bowels|urine|legs|fingers|toes|thigh|thighs|back passage|bottom|breast|breasts|nose|teeth|tongue|lips|forehead|temples|temple|cheeks|cheek|scalp|body';
const ownBody = new RegExp(
  `\\b(?:the|his|her|their) ((?:(?:left|right|lower|upper|whole|central|middle of the|top of the|both) )*(?:${bodyParts}))\\b`,
  'g',
);
const bareBody = new RegExp(
  `\\b(to|into|in|through|on|across|around|down|up|under) ((?:(?:left|right|lower|upper|both) )*(?:${bodyParts}))\\b`,
  'g',
);

/** Third-person verbs that follow "I" in the first person. */
export const verbs: Record<string, string> = {
  has: 'have',
  is: 'am',
  does: 'do',
  smokes: 'smoke',
  drinks: 'drink',
  works: 'work',
  lives: 'live',
  takes: 'take',
  gets: 'get',
  feels: 'feel',
  uses: 'use',
  walks: 'walk',
  reports: 'feel',
  notices: 'notice',
  finds: 'find',
  needs: 'need',
  wakes: 'wake',
  keeps: 'keep',
  goes: 'go',
  eats: 'eat',
  sleeps: 'sleep',
  enjoys: 'enjoy',
  exercises: 'exercise',
  runs: 'run',
  plays: 'play',
  cares: 'care',
  looks: 'look',
  says: 'say',
  thinks: 'think',
  wants: 'want',
  tries: 'try',
  hopes: 'hope',
  worries: 'worry',
  believes: 'believe',
  knows: 'know',
  remembers: 'remember',
  admits: 'admit',
  forgets: 'forget',
  misses: 'miss',
  struggles: 'struggle',
  wears: 'wear',
  lies: 'lie',
  sits: 'sit',
  stays: 'stay',
  avoids: 'avoid',
  sees: 'see',
  spends: 'spend',
  drives: 'drive',
  teaches: 'teach',
  studies: 'study',
  watches: 'watch',
  cycles: 'cycle',
  swims: 'swim',
  cooks: 'cook',
  passes: 'pass',
  smells: 'smell',
  coughs: 'cough',
  wheezes: 'wheeze',
  sneezes: 'sneeze',
  vomits: 'vomit',
  stands: 'stand',
  bends: 'bend',
  climbs: 'climb',
  breathes: 'breathe',
  moves: 'move',
  turns: 'turn',
};

/** A verb in the note's third person ("loves", "watches", "tries") said after "I" takes its base form. */
const thirdPersonS = /^[a-z]{3,}(?<![su'])s$/;
const notVerbs = new Set(
  'was has does goes always perhaps this thus plus across yes its his hers ours yours towards afterwards sometimes nevertheless'.split(
    ' ',
  ),
);

/** The verb's form after "I": from the table of irregular ones, else by its ending; null when none. */
export function firstPersonVerb(v: string): string | null {
  if (verbs[v]) return verbs[v];
  if (!thirdPersonS.test(v) || notVerbs.has(v)) return null;
  return v.endsWith('ies')
    ? `${v.slice(0, -3)}y`
    : /(?:ss|sh|ch|x|z|o)es$/.test(v)
      ? v.slice(0, -2)
      : v.slice(0, -1);
}

/** A time that opens a clause before its subject ("ten days ago she had an injection"). */
const frontedTime =
  /^((?:about |around |nearly |almost )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|a couple of) (?:minutes?|hours?|days?|weeks?|months?|years?) ago|(?:last|this|yesterday) (?:night|week|month|year|morning|afternoon|evening|winter|summer|spring|autumn)|yesterday|in (?:19|20)\d\d|at (?:the )?age (?:of )?\d+),? (?=(?:he|she|i|I|they|his|her|my)\b)/;

/** "Ten days ago she had an injection" → "she had an injection ten days ago": the subject first. */
export function timeLast(clause: string): string {
  const m = clause.match(frontedTime);
  return m?.[1] ? `${clause.slice(m[0].length)} ${m[1]}` : clause;
}

/**
 * "Karen says her mum has been unsteady": a carer reporting of the patient, who is the carer's parent
 * or spouse, speaks of the patient; the patient says "Karen says I've been unsteady". Only a reporter who
 * is not the patient (a name or a relative, never he, she or the patient) counts: "she says her mum had
 * a stroke" is family history.
 */
const reportedOfPatient =
  /\b(?!(?:he|she|patient|pt|i|they)\b)([a-z]+) (says?|said|reports?|reported|thinks?|thought|noticed|notices|feels|felt|describes?|described|is worried|was worried)( that)? (?:her|his|their) (?:mum|mother|mom|dad|father|gran|granny|grandma|grandmother|nan|nanna|grandad|granddad|grandpa|grandfather|husband|wife|partner)\b/g;

/** Things of the patient's own that a note names bare at the start of a clause. */
const ownThings =
  /^(immuni[sz]ations|vaccinations|jabs|periods|bowels|appetite|sleep|mood|memory|bloods|blood tests|eyesight|hearing|weight)\b(?= (?:is|are|was|were|has|have|had)\b)/;

/** A clause of a note in the first person: "his chest" → "my chest", "he has" → "I have". */
export function firstPerson(clause: string): string {
  let t = lay(clause)
    .replace(reportedOfPatient, '$1 $2$3 he')
    // "Immunisations are up to date": the patient's own, said with "my".
    .replace(ownThings, 'my $1')
    .replace(/\b(?:the )?(?:patient|pt|client)(?:'s)?\b/g, 'he')
    // ("he will miss Sunday's match": "miss" after a verb's helper is the verb.)
    .replace(
      /\b(?:mr|mrs|ms|(?<!\b(?:will|would|to|did|didn't|not|can't|cannot|might|may|'ll|i|he|she|they) )miss|dr) [a-z]+\b/g,
      'he',
    )
    .replace(/\b(?:he|she)'s (been|had|got|never|always|not|also|just|already)\b/g, "I've $1")
    .replace(/\bhe's\b|\bshe's\b/g, "I'm")
    // "He himself complains of feeling exhausted": what the patient says of themself.
    .replace(
      /\b(?:he|she)(?: himself| herself)? (?:complains of|reports|describes) (\w+ing)\b/g,
      "I've been $1",
    )
    .replace(
      /\b(he|she)(?: himself| herself)? (reports|describes|notes|complains of|mentions|states)( that)?\b/g,
      'I have',
    )
    // "a retired librarian who presents with 3 days of pain": what the patient has had.
    .replace(/^(?:he|she) (?:presents|presented|is presenting|has presented) with\b/, "I've had")
    .replace(
      /\b(?:who|and|he|she) (?:presents|presented|is presenting|has presented) with\b/g,
      "and I've had",
    )
    // "which she describes as a dull ache": what it is like.
    .replace(
      /\b(?:which |that )?(?:(?:he|she|i) )?(?:describes|described|rates|rated) (?:it |them )?as\b/g,
      "it's",
    )
    .replace(/\b(reports|describes|complains of|c\/o)\b/g, '')
    // ("Graham let himself in", "her husband drove himself": someone else's own self stays theirs.)
    .replace(
      /(?<!\b(?:[A-Z][a-z]+|husband|wife|son|daughter|mother|father|mum|dad|brother|sister|partner|friend|neighbour|carer) (?:[a-z]+ ){1,2})\b(?:himself|herself)\b/g,
      'myself',
    )
    .replace(/\b(?:he|she)\b/g, 'I')
    .replace(/\bhim\b/g, 'me')
    // "codeine makes her vomit", "it woke her": "her" as the object of a verb that acts on her.
    .replace(
      /\b(makes?|made|gives?|gave|lets?|helps?|helped|keeps?|kept|causes?|caused|wakes?|woke|brings?|brought|found|finds|called|calls|rang|visits|visited|told|tells|asked|drove|carried|lifted|picked up|reminds|reminded) her\b(?! (?:own|daughter|son|mother|father|husband|wife|partner|sister|brother|child|children|baby|friend|mum|dad|[a-z]+(?:s|ing)\b))/g,
      '$1 me',
    )
    // "which bring her out in a rash": "her" as the object, before a particle or the clause's end.
    .replace(/\bher\b(?= (?:out|up|down|off|away|awake|and|but|or|so|because)\b|\s*(?:[,.;:]|$))/g, 'me')
    .replace(/\b(?:his|her)\b/g, 'my')
    .replace(ownBody, 'my $1')
    .replace(bareBody, '$1 my $2')
    .replace(/\bmy my\b/g, 'my')
    // ("in her both knees" → "in both my knees".)
    .replace(/\bmy both\b/g, 'both my')
    .replace(/\bin last\b/g, 'in the last')
    .replace(
      /(?<!\b(?:my|his|her|a|an|the|their|your|our|\d+|two|three|teenage|young|grown up|adult|older|younger|new|old|ex|former|current|regular|casual|male|female|long term|no|any|other|some|of|with|birth|biological|foster|step|few|many|several|all|both|more|other) )\b(wife|husband|partner|sons?|daughters?|children|kids|boyfriend|girlfriend|parents|mum|dad)\b/g,
      'my $1',
    )
    .replace(/\bI (\w+)\b/g, (m, v: string) => (firstPersonVerb(v) ? `I ${firstPersonVerb(v)}` : m))
    // "when I sit up and leans forward": a second verb of "I" agrees too.
    .replace(
      /\b(I [a-z]+(?: [a-z]+)?) (and|or) ([a-z]+s)\b/g,
      (m, first: string, joined: string, v: string) =>
        firstPersonVerb(v) ? `${first} ${joined} ${firstPersonVerb(v)}` : m,
    )
    // "herself says", "also has": the verb after an adverb or "myself" agrees with "I" too.
    .replace(
      /\bI (myself|also|still|now|often|usually|never|always|just|only|sometimes) (\w+)\b/g,
      (m, adv: string, v: string) => (firstPersonVerb(v) ? `I ${adv} ${firstPersonVerb(v)}` : m),
    )
    .replace(/\bI am\b/g, "I'm")
    .replace(
      // "Karen says I have been unsteady and has fallen": a verb joined to one whose subject is "I".
      /(\bI\b(?:(?!\b(?:who|which|that|he|she|it|they|you|we)\b)[^,;.])*?\b(?:and|but|then)(?: (?:often|usually|sometimes|never|always|still|also|now))?) (\w+)\b/,
      (m, head: string, v: string) => (verbs[v] ? `${head} ${verbs[v]}` : m),
    )
    .replace(/\s+/g, ' ')
    .trim();
  t = t.replace(/\bi\b/g, 'I');
  return t;
}

/** "a rash", "hives": an article where a singular noun needs one. */
const countNoun = new RegExp(`\\b(${countNounRows.flatMap((r) => r.words.split(' ')).join('|')})$`);

export function withArticle(np: string): string {
  const t = np.trim();
  if (/^(a|an|the|some|my|any|\d)\b/.test(t) || /s$/.test(t.split(' ').pop() ?? '')) return t;
  if (countNoun.test(t)) return /^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`;
  return t;
}

const timeUnit = '(?:minutes?|hours?|days?|weeks?|months?|years?)';
const timePatterns = [
  // "with a 2-month history of a change in her bowel habit": the span of the complaint, before any day.
  new RegExp(`\\b(?:\\d+|a few|several|a couple of) ${timeUnit} history\\b`),
  new RegExp(
    `\\b(?:about |around |roughly |approximately |nearly |over |almost )?(?:\\d+|a|an|a few|few|several|couple of|a couple of) ${timeUnit} ago\\b`,
  ),
  new RegExp(
    `\\bfor (?:the (?:last|past) )?(?:about |around |roughly |nearly |over |almost )?(?:\\d+|a|an|a few|few|several|couple of|a couple of) ${timeUnit}\\b`,
  ),
  new RegExp(`\\b(?:the )?(?:last|past) (?:\\d+ |few |couple of )?${timeUnit}\\b`),
  /\bsince (?:this morning|last night|yesterday|the weekend|last week|(?:\d{1,2}[:.]\d{2}(?: ?(?:am|pm))?|\d{1,2} ?(?:am|pm|o'?clock))(?: (?:this morning|today|yesterday|last night|this evening))?|\w+day|\d{4}|then|childhood|(?:\d+ )?(?:minutes?|hours?|days?|weeks?|months?|years?))\b/,
  /\b(?:this|yesterday) (?:morning|afternoon|evening)\b|\blast (?:night|week|month|year)\b|\byesterday\b|\bovernight\b|\btoday\b|\btonight\b|\bon \w+day\b/,
  new RegExp(`\\b(?:\\d+|a few|several|a couple of) ${timeUnit} (?:of|history)\\b`),
  // "in early September", "since August": a month (never a bare "may").
  /\b(?:in|since|from|during|by|at the (?:start|end|beginning) of) (?:early |mid |late |mid-)?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/,
  // "5 hours a night", "2 hours a day" is an amount of each day, not a time since.
  new RegExp(`\\b\\d+ ${timeUnit}\\b(?! (?:a|an|per|each|every) (?:night|day|week|month)\\b)`),
];

/** A time of day ("9 pm", "about 07:30", "3 o'clock", "midnight"). */
const clock =
  "(?:about |around |approximately |roughly |just after |just before )?(?:\\d{1,2}(?:[:.]\\d{2})? ?(?:am|pm)\\b|\\d{1,2}[:.]\\d{2}\\b|\\d{1,2} o'?clock\\b|midnight\\b|midday\\b|noon\\b)";
/** A day said with its time of day, either way round ("last night at about 9 pm", "at 3 pm yesterday"). */
const dayWithClock = new RegExp(
  `\\b(?:(?:this|yesterday) (?:morning|afternoon|evening)|last night|yesterday|today|tonight|on \\w+day) at ${clock}|\\b(?:at )?${clock} (?:(?:this|yesterday) (?:morning|afternoon|evening)|last night|yesterday|today|tonight|on \\w+day)\\b`,
);
/** A time of day alone ("at 9 pm"): after the spans and days, which say more. */
const clockOnly = new RegExp(`\\bat ${clock}`);

/** The first time expression in a normalised clause ("3 days ago", "since this morning", "for 2 weeks"). */
export function timeIn(text: string): string | null {
  const withClock = text.match(dayWithClock);
  for (const re of timePatterns) {
    const m = text.match(re);
    // "last night at 9 pm" says the day and its hour: the longer expression is the time.
    if (m) return withClock?.[0].includes(m[0]) ? withClock[0] : m[0];
  }
  return text.match(clockOnly)?.[0] ?? null;
}

/** "3 times" → "3 times", "1 times" → "once", "2 times" → "twice". */
export function countIn(text: string): string | null {
  const m = text.match(/\b(\d+) times\b/) ?? text.match(/\b(once|twice)\b/);
  if (!m) return null;
  const n = m[1] === 'once' ? 1 : m[1] === 'twice' ? 2 : Number(m[1]);
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

const months = /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/g;

/** "When did it start" in the patient's words, from a time expression. */
export function onsetSentence(time: string, subject = 'It'): string {
  // Months are names ("in early September").
  const t = time.trim().replace(months, (m) => m.charAt(0).toUpperCase() + m.slice(1));
  const span = t.match(
    /^(\d+|a few|several|a couple of) (minutes?|hours?|days?|weeks?|months?|years?) (?:of|history)$/,
  );
  if (span) {
    const unit = span[1] !== '1' && !/s$/.test(span[2] ?? '') ? `${span[2]}s` : span[2];
    return `${subject}'s been going on for ${span[1]} ${unit}`;
  }
  // "the last 3 days" is a span; "last night", "last Tuesday" a point in time.
  if (
    /^(the )?(last|past) /.test(t) &&
    !/^last (?:night|week|month|year|weekend|\w+day|spring|summer|autumn|winter)\b/.test(t)
  )
    return `${subject}'s been going on for the ${t.replace(/^(the )?/, '')}`;
  if (/^for /.test(t)) return `${subject}'s been going on ${t}`;
  if (/^since \d+ (minutes?|hours?|days?|weeks?|months?|years?)$/.test(t))
    return `${subject}'s been going on for ${t.replace(/^since /, '')}`;
  if (/^since \d/.test(t) && /(am|pm|o'?clock)\b|\d[:.]\d\d/.test(t))
    return `${subject} started at ${t.replace(/^since /, '')}`;
  if (/^since (?:early |mid |late )?[A-Z]/.test(t))
    return `${subject} started in ${t.replace(/^since /, '')}`;
  if (/^since /.test(t))
    return `${subject} started ${t.replace(/^since /, '')}`.replace(/ started then$/, ' started then');
  if (/^\d+ (minutes?|hours?|days?|weeks?|months?|years?)$/.test(t))
    return `${subject}'s been going on for ${t}`;
  return `${subject} started ${t}`;
}

/** Cleans a fragment for use inside a sentence. */
export function tidy(text: string): string {
  return (
    text
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/\(\s*/g, '(')
      .replace(/\s*\)/g, ')')
      .replace(/\s+/g, ' ')
      .replace(/^[,;:\s]+|[,;:\s]+$/g, '')
      // The first person's own verb forms: "I doesn't" → "I don't".
      .replace(/\bI doesn't\b/g, "I don't")
      .replace(/\bI hasn't\b/g, "I haven't")
      .replace(/\bI isn't\b/g, "I'm not")
      .replace(/\bI does\b/g, 'I do')
      .replace(/\bI has\b/g, 'I have')
      .replace(/\bI is\b/g, 'I am')
      .replace(/\bI (think|want|hope|know|say)s\b/g, 'I $1')
      // "I also has" → "I also have"; "keep my going" → "keep me going"; "4 5 am" → "4 to 5 am".
      .replace(
        /\bI (also|still|now|often|usually|sometimes|never|only|really|just) (\w+)\b/g,
        (m, adv: string, v: string) => (verbs[v] ? `I ${adv} ${verbs[v]}` : m),
      )
      .replace(
        /\b(keeps?|kept|makes?|made|lets?|helps?|helped|gives?|gave|tells?|told|wakes?|woke|stops?|stopped) my (going|awake|up|feeling|worse|better|sick|cry|laugh)\b/g,
        '$1 me $2',
      )
      .replace(/\bmy (back|front|top|side|tip) of my\b/g, 'the $1 of my')
      .replace(/\b(\d+) (\d+) (am|pm|hours|days|weeks|months|units|times|kg)\b/g, '$1 to $2 $3')
      .replace(/\s\+\s/g, ' and ')
      .replace(/\b(\d+ (?:year|month)s? old) my (\w+)/g, 'my $1 $2')
      .trim()
  );
}

/** "pain in his right big toe" → "in my right big toe": where on the body a clause places something. */
export function placeIn(text: string): string | null {
  // "cannot get back to sleep", "came back from Lagos": back as in again, not the back of the body.
  const body = text
    .replace(
      /\b(get|gets|got|getting|go|goes|going|went|gone|come|comes|coming|came|be|been|was|were|is|are|bring|brought|fall|fell|falling|call|called) back\b/g,
      '$1 _',
    )
    .replace(/\bback (to|from|home|again|in time)\b/g, '_ $1');
  const m = body.match(
    new RegExp(
      `\\b(?:(in|on|over|across|around|between|behind|under|at the tip of|at the back of|down|all over) )?(?:(?:the|his|her|my|their) )?((?:(?:(?:left|right|upper|lower|middle|top|bottom) (?:side|part|half) of (?:the|his|her|my)|left|right|lower|upper|big|little|both|whole|entire|back of the|front of the|tip of the|top of the) )*(?:${bodyParts}|calf|calves|toe|toes|waist|knuckles?))\\b((?:,? (?:and |around |on |between )?(?:the |his |her |my )?(?:(?:left|right|both) )?(?:${bodyParts}|waist|toes)\\b)*)`,
    ),
  );
  if (!m?.[2]) return null;
  // "back of the head" → "on the back of my head"; "the right side of her forehead" → "…of my forehead".
  const of = m[2].match(/^(back|front|tip|top) of the (.+)$/);
  if (of) return `${m[1] ?? 'at'} the ${of[1]} of my ${of[2]}`;
  const part = m[2].match(
    /^((?:left|right|upper|lower|middle|top|bottom) (?:side|part|half)) of (?:the|his|her|my) (.+)$/,
  );
  if (part) {
    const rest = (m[3] ?? '').replace(/\b(?:the|his|her|their) /g, 'my ');
    return `${m[1] === 'in' || !m[1] ? 'in' : m[1]} the ${part[1]} of my ${part[2]}${rest}`;
  }
  const own = (s: string) => s.replace(/\b(?:the|his|her|their) /g, 'my ');
  const rest = own(m[3] ?? '').replace(/(^|, |and )(around |on |between )?(?!my )([a-z])/g, '$1$2my $3');
  return `${m[1] ?? 'in'} my ${m[2]}${rest}`.replace(/\bmy my\b/g, 'my').replace(/\bmy both\b/g, 'both my');
}

/** "a" or "an" as the word is said ("an engineer", "a university student"). */
export function article(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) && !/^(uni|use|usu|eu|one|ur[aeiou])/i.test(word) ? 'an' : 'a';
}
