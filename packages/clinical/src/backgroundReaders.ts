/**
 * The readers of a clause of the patient's background (clauseReaders.ts): who the patient is, their
 * relatives' illnesses, medicines and past illnesses. Each answers null when the clause is not theirs.
 */
import { conditionPhrase, familyPhrase, medicationPhrase, occupationFact } from './background.js';
import type { Reading } from './draft.js';
import { conditionWords, type Draft, draft, drugLike, occupations } from './draft.js';
import type { Clause } from './history.js';
import { illnessFacts } from './illness.js';
import { alcoholicDrinks } from './lexicon/drinks.js';
import { jobCues, jobEndings, notJobNouns } from './lexicon/jobNouns.js';
import { relativeLead } from './lexicon/relatives.js';
import { namesMedicine } from './medicines.js';
import { article, firstPerson, lay } from './phrasing.js';
import { spoken } from './spoken.js';
import { conceptsIn, type KnownSymptom } from './symptoms.js';
import { relativePattern } from './vocabulary.js';

export interface ClauseRead {
  drafts: Draft[];
  /** The symptom the clause told of, which the next clause of its section may go on about. */
  linked: KnownSymptom | null;
}

/** What every reader is given: the clause, its normalised text, the case's reading and its focus. */
export interface ClauseContext {
  c: Clause;
  t: string;
  r: Reading;
  focus: KnownSymptom | null;
  /** The clause denies ("no…", "nil", "denies…"). */
  neg: boolean;
}

export const one = (...drafts: Draft[]): ClauseRead => ({ drafts, linked: null });

export const ageAt = /\b(\d{1,3}) ?(?:year|yr|month|week)s? old\b/;

/** A relative who is the subject of what they said or did, not of an illness ("her mother says"). */
const relativeActs =
  /^(lives|living|says|said|feels|thinks)\b|lives with|\bbrought\b|\baccompanied\b|\b(visit\w*|see|seeing|stay\w*) (to |with )?(his |her |the )?family\b|\b(mother|father|daughter|son|wife|husband|partner|mum|dad|sister|brother|parents?),? (?:[a-z]+,? )?(says|said|reports|reported|noticed|notices|tells|told|thinks|thought|found|heard|saw|called|rang|measured|checked|took|gave|gives|helps|helped|(?:can|could|cannot|can't|couldn't) (?:see|hear|feel|tell|smell)|has noticed|had noticed|has seen|watched|held|carried|bathed|fed|worries|is worried|was worried|lives (?:nearby|close|next door|round the corner|locally|with (?:him|her|them))|visits|has been (?:doing|helping|visiting|staying)|does (?:his|her|their) shopping|looks after|cares for|checks on|pops in)\b/;

export const alcoholWords = new RegExp(
  `alcohol|\\bunits?\\b(?! (?:daily|a day|of insulin|of vitamin|once|twice|weekly)\\b)|teetotal|\\bdrinks? (socially|occasionally|alcohol)|\\b(?:${alcoholicDrinks})\\b|^drinks\\b|\\bdrinker\\b|\\b(?:stopped|gave up|quit) drinking\\b|\\bused to drink\\b`,
);

export const drugWords =
  /\brecreational|\billicit|cannabis|marijuana|cocaine|heroin|\bstreet drugs|ecstasy|mdma|injects drugs|\bivdu\b|\bdrug use\b|^(no|nil|denies|never used|never taken) (recreational |illicit )?drugs\b/;

export const homeWords =
  /^(lives|living)\b|\blives (alone|with|in|on)\b|\bliving (alone|with)\b|\bcare home\b|\bnursing home\b|\bshares? an? (?:flat|house|room|home)\b/;

const wellWords =
  /\b(otherwise|previously|usually|normally|generally) (well|healthy|fit)|\bfit and well\b|\bno (significant |other |previous |past )*(medical|past) (history|problems|illnesses)|\bno (past |previous )?illnesses\b|\bpmh (nil|unremarkable)\b|^nil$|^none$/;

/** "high blood pressure … amlodipine": the condition, and the medicine said to be for it. */
function treatedCondition(c: Clause, condition: string, medicine: string): Draft[] {
  const said = conditionPhrase(condition);
  const name = said.replace(/^I(?: have|'ve had|'m|had) (?:an? )?/, '').replace(/ (for|since) .+$/, '');
  return [
    draft('pmh', c.source, said),
    draft('medication', c.source, medicationPhrase(medicine, ` for my ${name}`)),
  ];
}

/**
 * Who the patient is, after their age ("a 47-year-old farrier", "this 63-year-old retired lorry
 * driver"): a known job, or a noun of one to three words that says no sex, family role, habit or
 * illness (a job the list does not know is still a job).
 */
const notJobs =
  /\b(man|woman|male|female|lady|gentleman|boy|girl|child|baby|infant|toddler|patient|person|smoker|non ?smoker|ex ?smoker|drinker|diabetic|asthmatic|epileptic|mother|father|mum|dad|grandmother|grandfather|widow|widower|wife|husband|twin|son|daughter|primigravida|multip\w*|para|gravida|previously|otherwise|known|usually|normally|fit|well|healthy|obese|overweight|who|with|and|of|in|at|on|seen|sent|referred|admitted|brought|accompanied|reviewed|examined|attending)\b/;

export function isJob(words: string): boolean {
  const w = words.trim().replace(/^(a|an|the)\s+/, '');
  if (occupations.test(w) && w.split(' ').length <= 5) return true;
  // "school dinner lady", "delivery man": a word before a sex noun makes it a job.
  const head = w.replace(/^([a-z]+(?: [a-z]+)?) (lady|man|woman)$/, '$1 $2').split(' ');
  const compound =
    head.length >= 2 &&
    /^(lady|man|woman)$/.test(head[head.length - 1] ?? '') &&
    !/^(old|young|elderly|older|younger|middle aged|married|single|pregnant|white|black|asian)$/.test(
      head[head.length - 2] ?? '',
    );
  if (compound && !conditionWords.test(w)) return true;
  return /^[a-z]+(?: [a-z]+){0,2}$/.test(w) && !notJobs.test(w) && !conditionWords.test(w);
}

/** "Warehouse operative, drives a forklift, heavy lifting": the job, then what it involves. */
export function jobWithDuties(c: Clause, t: string): Draft | null {
  const [first, ...duties] = t.split(/,\s*/);
  if (!duties.length || !first || !namesJob(first)) return null;
  return draft(
    'occupation',
    c.source,
    `I'm ${article(first)} ${first} — ${firstPerson(`he ${duties.join(', ')}`)}`,
  );
}

/** A clause that is only a job ("Self-employed scaffolder.", "dental nurse"), known or not. */
export function namesJob(t: string): boolean {
  const w = t
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/^(a|an)\s+/, '')
    // "Care assistant in a nursing home": the job, then where it is done.
    .replace(/\s+(?:in|at|for) (?:a |an |the |his |her |my |our |local )?[a-z ]{2,30}$/, '')
    .trim();
  const words = w.split(' ');
  if (words.length > 4 || conditionWords.test(w) || conceptsIn(lay(w)).length) return false;
  const last = words[words.length - 1] ?? '';
  if (notJobNouns.has(last) || relativePattern.test(w)) return false;
  return (
    occupations.test(w) ||
    ((jobCues.test(w) || words.length <= 3) &&
      jobEndings.test(last) &&
      isJob(words.filter((x) => !jobCues.test(x)).join(' ') || w))
  );
}

/** "A 47-year-old farrier presenting with…": the age, the sex, the job, then the story. */
export function ageFacts({ c, t, r, focus }: ClauseContext): ClauseRead {
  const age = t.match(ageAt) ?? t.match(/^aged? (\d{1,3})\b/);
  const out: Draft[] = [];
  const n = age?.[1] ?? '';
  const unit = /week/.test(age?.[0] ?? '') ? 'weeks' : /month/.test(age?.[0] ?? '') ? 'months' : null;
  out.push(draft('age', c.source, unit ? `I'm ${n} ${unit} old` : `I'm ${n}`));
  // A child is a boy or a girl, not a man or a woman.
  const child = unit !== null || (n !== '' && Number(n) < 16);
  // Who the patient is, before any relative the clause goes on to name ("brought in by his wife").
  const self = t.replace(/\b(?:by|with|and) (?:his|her|their) .*$/, '');
  if (/\b(man|male|gentleman|boy|father|husband|he)\b/.test(self))
    out.push(draft('sex', c.source, child ? "I'm a boy" : "I'm a man"));
  else if (/\b(woman|female|lady|girl|mother|wife|she)\b/.test(self))
    out.push(draft('sex', c.source, child ? "I'm a girl" : "I'm a woman"));
  const rest = t
    .replace(/^.*?\b\d{1,3} ?(?:year|yr|month|week)s? old[\s,]*/, '')
    .replace(/^aged? \d{1,3}\s*/, '')
    .replace(/^(man|male|gentleman|boy|woman|female|lady|girl|child|baby|infant|toddler)\b[\s,]*/, '')
    .trim();
  const who = rest.match(
    /^(.*?)\s+(?:who|with|presenting|presents|has|is|was|complaining|brought|referred|seen|sent|admitted|attending|attends|comes|came|reports|describes|whose)\b\s*(.*)$/,
  );
  // "a 15-year-old schoolboy in Year 10 who woke with…": who the patient is need not be a job for the
  // story that follows to be read.
  // ("a lifeguard at the Riverside leisure centre who has had…": the job, then where.)
  const role = (who?.[1] ?? '').replace(/\s+(?:at|in|for|from|with) (?:the |a |an )?[a-z0-9 ]+$/, '');
  if (who && (isJob(role) || /^(?:a |an )?[a-z]+(?: [a-z0-9]+){0,4}$/.test(role))) {
    if (isJob(role)) out.push(occupationFact(c, (who[1] ?? '').replace(/^(a|an)\s+/, '')));
    // "a student with asthma since childhood": a condition of the past history, not a symptom.
    const story = who[2] ?? '';
    if (conditionWords.test(story) && !conceptsIn(lay(story)).length)
      return { drafts: [...out, draft('pmh', c.source, conditionPhrase(story))], linked: null };
    const more = illnessFacts({ ...c, text: story }, r, focus);
    return { drafts: [...out, ...more.drafts], linked: more.linked };
  }
  // "…brought in by her dad, Imran": who brought the child, not something the child has.
  const broughtBy =
    /^(?:who (?:is |was |has been )?)?(?:brought|accompanied|comes|came|is brought)(?: in| to [a-z ]+?)? (?:by|with) (?:his|her|their) [a-z]+(?:,? [a-z]+)?$/;
  if (broughtBy.test(rest)) return { drafts: out, linked: null };
  const presents = rest.match(
    /^(?:who )?(?:presents?|presenting|comes?|attends?|brought in|with)(?: (?:to [a-z ]+?|in))? ?(?:with )?(.+)$/,
  );
  if (presents) {
    const more = illnessFacts({ ...c, text: presents[1] ?? '' }, r, focus);
    return { drafts: [...out, ...more.drafts], linked: more.linked };
  }
  if (rest && isJob(rest)) out.push(occupationFact(c, rest.replace(/^(a|an)\s+/, '')));
  return { drafts: out, linked: null };
}

export function familyFacts({ c, t, r, neg }: ClauseContext): ClauseRead | null {
  // Outside a family-history heading, a relative's illness names the relative first ("her father had
  // depression"); "she has had thoughts that her family would be better off without her" is her own.
  const aboutRelative = /\b(family history|fh)\b/.test(t) || relativeLead.test(t);
  const relatives =
    c.section === 'fh' ||
    (relativePattern.test(t) &&
      aboutRelative &&
      !relativeActs.test(t) &&
      !['pmh', 'dh', 'allergy', 'sh'].includes(c.section ?? ''));
  if (!relatives) return null;
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

/** How medicines come, naming a medicine whose name the lexicon does not know ("his Fostair inhaler"). */
const medicineForms =
  /\b(inhalers?|tablets?|pills?|medicines?|medication|injections?|patch(?:es)?|cream|drops)\b/;

/** "Susan found…", "his wife noticed…": someone doing something, not a medicine. */
const someoneDid =
  /^(?:(?:his|her|my|the) )?[a-z]+ (?:found|finds|noticed|notices|says|said|thinks|thought|saw|sees|counted|discovered)\b/;

/** A medicine taken, started or bought, with the patient or a doctor as the subject. */
const medicineTaken =
  /^(?:(?:for which|which|and|but|so) )?(?:after [a-z ]+? )?(?:(?:he|she|i|(?:my|his|her|the) (?:gp|doctor|consultant|specialist)) )?(?:took|had been taking|was taking|started(?: taking| buying| on)?|was started on|was put on|buys|bought|has been buying|has been taking|has started)\b/;

export function medicineFacts({ c, t, neg }: ClauseContext): ClauseRead | null {
  const onDrug =
    /^on (?:the )?(?:hrt|hormone|pill|contraceptive|insulin|[a-z]+(?:olol|pril|sartan|statin|formin|prazole|xaban|farin))\b/.test(
      t,
    );
  // "He stopped his Fostair inhaler because…": a medicine stopped is part of the drug history.
  const stopped =
    /^(?:(?:he|she|i) )?(?:has )?(?:stopped|came off|come off)\b/.test(t) &&
    (drugLike.test(t) || medicineForms.test(t));
  if (stopped && !neg) return one(draft('medication', c.source, spoken(t)));
  // "for which she took bendroflumethiazide until…", "started buying Adcal tablets", "her GP started
  // amlodipine": a medicine taken, started or bought, told as something that happened.
  const took = t.match(medicineTaken);
  if (took && !neg && namesMedicine(t))
    return one(draft('medication', c.source, spoken(t.replace(/^(?:for which|which|and|but|so) /, ''))));
  // "when she takes a deep breath" is no medicine; "ibuprofen takes the edge off" tells what helps.
  const noBreaths = t.replace(/\b(?:takes?|taking|took) (?:a |an )?(?:deep |big )?breaths?\b/g, ' ');
  const medicineHelps =
    /^(?!(?:he|she|i|patient)\b)[a-z]+(?: [a-z]+)? (?:takes|took|helps|helped|eases|eased|relieves|relieved|works|worked)\b/.test(
      t,
    );
  const aboutMedicines =
    c.section === 'dh' ||
    onDrug ||
    (!medicineHelps &&
      (/\b(takes|taking|on regular|regular (medications?|medicines?|meds)|prescribed|uses an? \w+ inhaler)\b/.test(
        noBreaths,
      ) ||
        // "Medications: …", "her tablets are…"; not "sick after her medicine", "when the medicine has worked".
        /^(?:(?:his|her|my|the|current|usual) )?(?:medications?|medicines?|meds|tablets)\b|\b(?:medications?|medicines?|meds|tablets) (?:include|are|:)/.test(
          noBreaths,
        )));
  if (!aboutMedicines) return null;
  if (
    neg ||
    /\b(no|nil|none) (regular )?(medic\w*|meds|tablets|drugs)\b|takes no\b|not on any|^nil regular\b/.test(t)
  ) {
    // ("No OTC meds": nothing bought, which says nothing of the prescribed ones.)
    const bought = /\b(?:from the chemist|over the counter|otc|bought|herbal|supplements?)\b/.test(t);
    const none = draft(
      'medication',
      c.source,
      bought ? "I don't buy any medicines from the chemist" : "I don't take any regular medicines",
      { polarity: 'absent' },
    );
    // "no regular medicines, only Calpol when needed": what is taken after all.
    const only = t.match(/\b(?:only|except|apart from|other than|but (?:does )?(?:take|use)s?) (.+)$/)?.[1];
    return only && drugLike.test(only)
      ? one(none, draft('medication', c.source, medicationPhrase(`takes ${only}`)))
      : one(none);
  }
  // "She has high blood pressure and takes amlodipine": a condition, then the medicine for it.
  const hasAndTakes = t.match(/^(?:he|she|i) (?:has|have) (.+?),? and (?:takes?|uses?|is on) (.+)$/);
  if (
    hasAndTakes?.[1] &&
    hasAndTakes[2] &&
    conditionWords.test(hasAndTakes[1]) &&
    drugLike.test(hasAndTakes[2])
  )
    return one(...treatedCondition(c, hasAndTakes[1], hasAndTakes[2]));
  // ("Susan found three patches on his back" under the medicines heading is what someone did, told as
  // it is; any other line there is a medicine, its name known to the lexicon or not.)
  if (c.section === 'dh' && someoneDid.test(t)) return one(draft('other', c.source, spoken(t)));
  if (c.section === 'dh' || onDrug || drugLike.test(t) || namesMedicine(t))
    return one(draft('medication', c.source, medicationPhrase(t)));
  return null;
}

/**
 * "She is frightened that she has bowel cancer", "Thinks he is having a heart attack" (an ICE line with
 * no subject): a fear or a belief, not an illness had.
 */
const beliefLead =
  /^(?:(?:he|she|i|they) )?(?:is |are |am |was )?(?:frightened|worried|scared|concerned|afraid|fears?|thinks?|thought|wonders?|knows? of|believes?)\b/;

export function pastMedicalFacts({ c, t, neg }: ClauseContext): ClauseRead | null {
  // "She is frightened that she has bowel cancer", "He thinks he has had a stroke": a fear or a belief,
  // not an illness had.
  if (beliefLead.test(t)) return null;
  const past =
    c.section === 'pmh' ||
    wellWords.test(t) ||
    // (Not "a 2-month history of a change in her bowel habit": the span of the complaint.)
    (/\b(history of|known|diagnosed with|background of)\b/.test(t) &&
      !/\b(?:\d+|a few|several|a couple of) (?:days?|weeks?|months?|years?) history of\b/.test(t)) ||
    // "has atrial fibrillation but stopped her warfarin because of bruising": the reason names no symptom.
    (c.section !== 'hpc' &&
      c.section !== 'pc' &&
      conditionWords.test(t) &&
      // The words of a condition's name ("high blood pressure") name no symptom of this illness.
      !conceptsIn(
        t
          .replace(/\b(?:because of|due to|after|owing to) .*$/, '')
          .replace(new RegExp(conditionWords.source, 'g'), ' '),
      ).length);
  if (!past) return null;
  // "She has never had gout": that condition denied, not the whole past.
  const named = t.match(/^(?:(?:he|she|i|they) )?(?:has|have|had)(?: had)? never (?:had )?(.+)$/)?.[1];
  if (neg && named && conditionWords.test(named))
    return one(draft('pmh', c.source, `No, I've never had ${firstPerson(named)}`, { polarity: 'absent' }));
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
  // "…but stopped her warfarin two months ago": the condition, and what became of its medicine.
  const stopped = t.match(/^(.+?),? (?:but |and )(?:has )?((?:stopped|came off|come off|started) .+)$/);
  if (stopped?.[1] && stopped[2] && drugLike.test(stopped[2]))
    return one(
      draft('pmh', c.source, conditionPhrase(stopped[1])),
      draft('medication', c.source, spoken(stopped[2])),
    );
  if (treated?.[1] && treated[2] && drugLike.test(treated[2]))
    return one(...treatedCondition(c, treated[1], treated[2]));
  return one(draft('pmh', c.source, conditionPhrase(t)));
}

/** A medicine taken regularly: for a condition, on a schedule, or bought to take. */
export const regularMedicine =
  /^(?:for which|which)\b|\b(?:daily|once a day|twice a day|(?:three|four|3|4) times a day|every (?:day|morning|night)|each (?:morning|night|day)|at night|od|bd|tds|qds|on|nocte|mane)\b(?! (?:the|this) (?:pain|headache))|\bbuying\b|\bfor (?:his|her|my) (?!pain|headache|symptoms)[a-z]+/;

/** "started amlodipine 5 mg", "after her fracture she started buying Adcal": said by the patient. */
export function medicineStarted(t: string): string {
  const told = t.replace(/^(?:for which|which|and|but|so) /, '');
  // A clause that opens with its verb has the patient as its subject.
  return /^(?:started|took|bought|buys|has been|was|had)\b/.test(told)
    ? firstPerson(`he ${told}`)
    : spoken(told);
}
