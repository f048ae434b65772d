/**
 * Reading a patient case as the admin wrote it (one free-text medical history, a list of symptoms with
 * severities) into the facts a patient can tell: age, occupation, past illnesses, medicines, allergies,
 * family and social history, and how the illness began. Pure and deterministic.
 */

export type Severity = 'mild' | 'moderate' | 'severe';

export interface CaseSymptom {
  name: string;
  description?: string | null;
  severity: Severity;
}

/** What the virtual patient knows of itself. The diagnosis is only ever used to keep it unsaid. */
export interface PatientCase {
  name: string;
  medicalHistory: string;
  symptoms: readonly CaseSymptom[];
  /** The answer key, when the caller may see it (admins); never spoken. Empty for students. */
  diagnosis?: string | null;
}

export interface HistoryFacts {
  age: number | null;
  sex: 'male' | 'female' | null;
  occupation: string | null;
  /** First-person sentences; an empty list with `*None` true means the record says "none". */
  conditions: string[];
  conditionsNone: boolean;
  medications: string[];
  medicationsNone: boolean;
  allergies: string[];
  allergiesNone: boolean;
  family: string[];
  smoking: string | null;
  alcohol: string | null;
  living: string | null;
  /** How and when it began, in the patient's words. */
  timeline: string[];
  /** What was going on when it began ("while I was shovelling snow"), for "what makes it worse?". */
  trigger: string | null;
  /** The raw clauses mentioning a body site the pain started in or moved to, in the patient's words. */
  painCourse: string | null;
  overweight: boolean;
}

/** Lower case, straight apostrophes, hyphens and dashes as spaces, single spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[-\u2010-\u2015]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const sentenceCase = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  if (!t) return t;
  const cap = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(cap) ? cap : `${cap}.`;
};

export { sentenceCase };

const numberWords: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
};

/** Clinical words a patient would not use, in the words they would. */
const layTerms: [RegExp, string][] = [
  [/\bhypertension\b/g, 'high blood pressure'],
  [/\bhypercholesterol(a)?emia\b/g, 'high cholesterol'],
  [/\bhyperlipid(a)?emia\b/g, 'high cholesterol'],
  [/\bdyspno(e)?a\b/g, 'breathlessness'],
  [/\bgord\b|\bgerd\b/g, 'acid reflux'],
  [/\bcopd\b/g, 'COPD'],
  [/\bmi\b/g, 'heart attack'],
  [/\basthmatic\b/g, 'asthma'],
  [/\bdiabetic\b/g, 'diabetes'],
  [/\bepileptic\b/g, 'epilepsy'],
  [/\bt2dm\b/g, 'type 2 diabetes'],
  [/\bnavel\b/g, 'belly button'],
  [/\bumbilicus\b/g, 'belly button'],
  [/\bright lower abdomen\b|\bright iliac fossa\b|\blower right abdomen\b/g, 'lower right side of my tummy'],
  [/\bleft lower abdomen\b|\bleft iliac fossa\b|\blower left abdomen\b/g, 'lower left side of my tummy'],
  [/\bepigastri(um|c region)\b/g, 'upper tummy'],
  [/\babdomen\b/g, 'tummy'],
  [/\babdominal\b/g, 'tummy'],
];

/** The body, as the patient owns it: "the chest" becomes "my chest". */
const bodyParts =
  'chest|arm|arms|jaw|neck|back|head|stomach|tummy|belly button|throat|leg|legs|shoulder|shoulders|side|eyes|eye|ear|ears|skin|hands|hand|feet|foot|knee|knees|hip|hips|lungs|heart|face|mouth';
const ownBody = new RegExp(`\\bthe ((?:(?:left|right|lower|upper) )*(?:${bodyParts}))\\b`, 'g');

/** Third-person clinical text turned into something the patient could say. */
export function firstPerson(clause: string): string {
  let t = normalize(clause);
  for (const [re, to] of layTerms) t = t.replace(re, to);
  t = t
    .replace(ownBody, 'my $1')
    .replace(/\bmy lower right side of my tummy\b/g, 'the lower right side of my tummy')
    .replace(/\bmy lower left side of my tummy\b/g, 'the lower left side of my tummy')
    .replace(/\bwhile (\w+ing)\b/g, 'while I was $1')
    .replace(/^pain (began|started|came on)/, 'the pain $1')
    .replace(/^(symptoms|it) (began|started)/, 'it $2')
    .replace(/\bhis\b|\bher\b/g, 'my')
    .replace(/\bhe\b|\bshe\b/g, 'I')
    .replace(/\bhas had\b/g, "I've had")
    .replace(/\s*\(([^)]*)\)/g, ' ($1)');
  return t;
}

const relatives =
  /\b(father|mother|dad|mum|mom|brother|sister|siblings?|parents?|grand(father|mother|parents?)|uncle|aunt|son|daughter|twin|family)\b/;
const noneWords = /\b(no|none|nil|not|never|denies|without)\b/;

/** Splits the history into clauses: sentences, then commas and semicolons (not inside brackets). */
export function clauses(history: string): string[] {
  const out: string[] = [];
  for (const sentence of history.split(/(?<=[.!?])\s+|\n+/)) {
    let depth = 0;
    let current = '';
    for (const ch of sentence) {
      if (ch === '(') depth++;
      if (ch === ')') depth = Math.max(0, depth - 1);
      if ((ch === ',' || ch === ';') && depth === 0) {
        out.push(current);
        current = '';
      } else current += ch;
    }
    out.push(current);
  }
  return out.map((c) => c.trim().replace(/[.!?]+$/, '')).filter((c) => c.length > 0);
}

const conditionWords =
  /\b(hypertension|high blood pressure|diabet\w*|asthma\w*|copd|angina|cholesterol|hypercholesterol\w*|hyperlipid\w*|epilep\w*|depress\w*|anxiety|arthritis|migraines?|eczema|kidney disease|heart (failure|disease)|atrial fibrillation|stroke|cancer|hypothyroid\w*|hyperthyroid\w*|reflux|gord|gerd|ulcer|gout|obes\w*|overweight|appendicectomy|operation|surgery|bronchitis|psoriasis|anaemia|anemia)\b/;
const medicationWords =
  /\b(medicines?|medications?|tablets?|pills?|takes?|taking|treated with|on (regular )?[a-z]+ ?\d*\s*mg|inhalers?|prescribed)\b/;
const timelineWords =
  /\b(ago|yesterday|today|this morning|last night|since|began|begun|started|starts|came on|onset|for (about |around |nearly |over )?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|a few|few) (minutes?|hours?|days?|weeks?|months?|years?)|(minutes?|hours?|days?|weeks?|months?|years?) of)\b/;

function medicationSentence(c: string): string | null {
  const n = normalize(c);
  const treated = n.match(/^(.*?)\s*(?:treated|controlled|managed) with (.+)$/);
  if (treated)
    return `I take ${firstPerson(treated[2] as string)} for my ${firstPerson(treated[1] as string)}`;
  const takes = n.match(/\b(?:takes|taking|on) (.+)$/);
  if (takes) return `I take ${firstPerson(takes[1] as string)}`;
  return `I take ${firstPerson(n)}`;
}

function conditionSentence(c: string): string {
  const n = normalize(c);
  const treated = n.match(/^(.*?)\s*(?:treated|controlled|managed) with (.+)$/);
  const what = firstPerson(treated ? (treated[1] as string) : n)
    .replace(/^(known|history of|previous|past|a history of)\s+/, '')
    .replace(/^(a|an)\s+/, '');
  if (/^overweight|^obes/.test(what)) return "I'm a bit overweight";
  if (/appendicectomy|operation|surgery/.test(what)) return `I've had ${what.replace(/^had\s+/, '')}`;
  return `I have ${what}`;
}

function allergySentence(c: string): string {
  const n = normalize(c);
  const to = n.match(/allergic to ([^(]+?)\s*(?:\(([^)]*)\))?$/);
  if (to) {
    const what = (to[1] as string).trim();
    const reaction = to[2]?.trim();
    return reaction ? `I'm allergic to ${what} — it gives me a ${reaction}` : `I'm allergic to ${what}`;
  }
  const allergy = n.match(/^([a-z ]+?) allergy(?:\s*\(([^)]*)\))?$/);
  if (allergy) return `I'm allergic to ${(allergy[1] as string).trim()}`;
  return `I have an allergy: ${firstPerson(n)}`;
}

function familySentence(c: string): string {
  const n = firstPerson(c);
  const fh = n.match(/^family history of (.+)$/);
  if (fh) return `${fh[1]} runs in my family`;
  if (/^(my |the )/.test(n)) return n.replace(/^the /, 'my ');
  return `my ${n}`;
}

function smokingSentence(c: string): string {
  const n = normalize(c);
  if (/\b(non smoker|never smoked|does not smoke|doesn't smoke|no smoking|nonsmoker)\b/.test(n))
    return "No, I don't smoke";
  if (/\b(ex smoker|former smoker|stopped smoking|quit smoking|gave up smoking)\b/.test(n))
    return 'I used to smoke, but I stopped';
  const packYears = n.match(/(\d+) pack years?/);
  if (packYears) return `Yes, I smoke — it works out at about ${packYears[1]} pack-years`;
  const perDay = n.match(/(\d+) (?:cigarettes? )?(?:a|per) day/);
  if (perDay) return `Yes, I smoke about ${perDay[1]} a day`;
  return `Yes, I smoke`;
}

function alcoholSentence(c: string): string {
  const n = normalize(c);
  if (/\b(no alcohol|teetotal|does not drink|doesn't drink|never drinks|abstinent)\b/.test(n))
    return "No, I don't drink";
  const units = n.match(/(\d+) units?/);
  if (units) return `I drink about ${units[1]} units a week`;
  return `I ${firstPerson(n).replace(/^drinks\b/, 'drink')}`;
}

function timelineSentence(c: string): string {
  const n = normalize(c).replace(
    /\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/g,
    (w) => numberWords[w] ?? w,
  );
  const span = n.match(
    /^(\d+|a few|several) (minutes?|hours?|days?|weeks?|months?|years?) of (?:illness|symptoms?|[a-z ]+?)(?: (after|following|since) (.+))?$/,
  );
  if (span) {
    const since = span[4] ? `, ever since I had ${span[4].replace(/^an? /, 'a ')}` : '';
    return `It's been going on for ${span[1]} ${span[2]} now${since}`;
  }
  const forSpan = n.match(/^(?:symptoms?|it|feeling unwell|unwell|ill) (?:for|over) (.+)$/);
  if (forSpan) return `It's been going on for ${forSpan[1]}`;
  return firstPerson(n)
    .replace(/^the pain (began|started) /, 'It $1 ')
    .replace(/^(it )?(began|started) /, 'It $2 ');
}

/** The facts a patient can tell about themself, read from the free-text history. */
export function readHistory(history: string): HistoryFacts {
  const facts: HistoryFacts = {
    age: null,
    sex: null,
    occupation: null,
    conditions: [],
    conditionsNone: false,
    medications: [],
    medicationsNone: false,
    allergies: [],
    allergiesNone: false,
    family: [],
    smoking: null,
    alcohol: null,
    living: null,
    timeline: [],
    trigger: null,
    painCourse: null,
    overweight: false,
  };
  for (const raw of clauses(history)) {
    const c = normalize(raw);
    const age = c.match(/\b(\d{1,3})\s*(?:year|yr)s?\s*old\b/) ?? c.match(/\baged? (\d{1,3})\b/);
    if (age) {
      facts.age = Number(age[1]);
      if (/\b(man|male|gentleman|boy|father|husband)\b/.test(c)) facts.sex = 'male';
      if (/\b(woman|female|lady|girl|mother|wife)\b/.test(c)) facts.sex = 'female';
      const rest = c
        .replace(/^.*?\b\d{1,3}\s*(?:year|yr)s?\s*old\s*/, '')
        .replace(/\b(man|male|gentleman|boy|woman|female|lady|girl)\b/, '')
        .trim();
      if (rest && !conditionWords.test(rest) && rest.split(' ').length <= 4)
        facts.occupation = rest.replace(/^(a|an)\s+/, '');
      continue;
    }
    if (relatives.test(c) && !/^(lives|living)\b/.test(c)) {
      if (!(noneWords.test(c) && /\bfamily history\b/.test(c))) facts.family.push(familySentence(raw));
      continue;
    }
    if (/allerg|\bnkda\b/.test(c)) {
      if (/\b(no|nkda|nil|denies|not)\b.*allerg|\bnkda\b|no known/.test(c)) facts.allergiesNone = true;
      else facts.allergies.push(allergySentence(raw));
      continue;
    }
    if (/smok|cigarett|tobacco|pack years?/.test(c)) {
      facts.smoking = smokingSentence(raw);
      continue;
    }
    if (/alcohol|\bunits?\b|teetotal|\bdrinks\b/.test(c)) {
      facts.alcohol = alcoholSentence(raw);
      continue;
    }
    if (/^(lives|living)\b/.test(c)) {
      facts.living = firstPerson(raw)
        .replace(/^lives\b/, 'I live')
        .replace(/^living\b/, "I'm living");
      continue;
    }
    if (/^(works? as|retired|unemployed|employed)\b/.test(c)) {
      facts.occupation = c.replace(/^works? as (an? )?/, '');
      continue;
    }
    if (/\b(no|nil|denies) (regular )?(medicines?|medications?|tablets?|drugs?)\b|takes no/.test(c)) {
      facts.medicationsNone = true;
      continue;
    }
    if (
      /\b(no (significant )?(past|previous|medical) (illnesses?|history|problems?|conditions?)|otherwise (well|healthy|fit)|previously (well|healthy|fit)|fit and well|no medical history)\b/.test(
        c,
      )
    ) {
      facts.conditionsNone = true;
      continue;
    }
    if (timelineWords.test(c)) {
      const sentence = timelineSentence(raw);
      facts.timeline.push(sentence);
      const trigger = normalize(raw).match(/\bwhile (\w+ing .+)$/);
      if (trigger) facts.trigger = `while I was ${trigger[1]}`;
      if (/\b(moved|spread|went|travelled|started around|began around)\b/.test(c) && /\bpain\b/.test(c))
        facts.painCourse = sentence;
      continue;
    }
    if (conditionWords.test(c)) {
      if (/overweight|obes/.test(c)) facts.overweight = true;
      facts.conditions.push(conditionSentence(raw));
      if (/\b(treated|controlled|managed) with\b/.test(c)) {
        const med = medicationSentence(raw);
        if (med) facts.medications.push(med);
      }
      continue;
    }
    if (medicationWords.test(c)) {
      const med = medicationSentence(raw);
      if (med) facts.medications.push(med);
    }
  }
  return facts;
}
