/**
 * A case as its author wrote it, read into atomic facts: each with a topic of the history-taking
 * taxonomy, the symptom it belongs to, a polarity, the verbatim source and what the patient says.
 * Pure and deterministic: the same case text gives the same facts with the same ids.
 */

import { verbatimFacts } from './author.js';
import {
  alcoholFact,
  allergyPhrase,
  conditionPhrase,
  drugsFact,
  familyPhrase,
  homeFact,
  medicationPhrase,
  occupationFact,
  smokingFact,
  surgeryPhrase,
} from './background.js';
import {
  conditionWords,
  type Draft,
  draft,
  drugLike,
  id,
  occupations,
  type Reading,
  startsNegative,
  surgeryWords,
} from './draft.js';
import { type Clause, clausesOf } from './history.js';
import { illnessFacts } from './illness.js';
import { suspectRow } from './lexicon/suspect.js';
import { presentingOrder } from './order.js';
import { expand, firstPerson, lay } from './phrasing.js';
import { aboutChild, spoken } from './spoken.js';
import {
  conceptsIn,
  type KnownSymptom,
  knowSymptom,
  mentions,
  presencePhrase,
  severityPhrase,
} from './symptoms.js';
import { normalize } from './text.js';
import type { CaseFacts, CaseInput, Fact } from './types.js';
import { relativePattern } from './vocabulary.js';

// ---------------------------------------------------------------------------------------------------
// One clause

const ageAt = /\b(\d{1,3}) ?(?:year|yr|month|week)s? old\b/;

/** A clause whose subject is a relative: "her father had…", "both parents are…". */
const relativeFirst = new RegExp(
  `^(?:(?:his|her|my|the|a|an|both|one|two|\\d+|all|several) )*(?:(?:paternal|maternal|older|younger|elder|twin|late) )*${relativePattern.source.replace(/^\\b/, '')}`,
);

/** "high blood pressure … amlodipine": the condition, and the medicine said to be for it. */
function treatedCondition(c: Clause, condition: string, medicine: string): Draft[] {
  const said = conditionPhrase(condition);
  const name = said.replace(/^I(?: have|'ve had|'m|had) (?:an? )?/, '').replace(/ (for|since) .+$/, '');
  return [
    draft('pmh', c.source, said),
    draft('medication', c.source, medicationPhrase(medicine, ` for my ${name}`)),
  ];
}

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
  // A child is a boy or a girl, not a man or a woman.
  const child = unit !== null || (n !== '' && Number(n) < 16);
  if (/\b(man|male|gentleman|boy|father|husband|he)\b/.test(t))
    out.push(draft('sex', c.source, child ? "I'm a boy" : "I'm a man"));
  else if (/\b(woman|female|lady|girl|mother|wife|she)\b/.test(t))
    out.push(draft('sex', c.source, child ? "I'm a girl" : "I'm a woman"));
  const rest = t
    .replace(/^.*?\b\d{1,3} ?(?:year|yr|month|week)s? old\s*/, '')
    .replace(/^aged? \d{1,3}\s*/, '')
    .replace(/^(man|male|gentleman|boy|woman|female|lady|girl|child|baby|infant|toddler)\b\s*/, '')
    .trim();
  const who = rest.match(/^(.*?)\s+(?:who|with|presenting|presents|has|is|was|complaining)\b\s*(.*)$/);
  if (who && occupations.test(who[1] ?? '') && (who[1] ?? '').split(' ').length <= 5) {
    out.push(occupationFact(c, (who[1] ?? '').replace(/^(a|an)\s+/, '')));
    // "a student with asthma since childhood": a condition of the past history, not a symptom.
    const rest = who[2] ?? '';
    if (conditionWords.test(rest) && !conceptsIn(lay(rest)).length)
      return { drafts: [...out, draft('pmh', c.source, conditionPhrase(rest))], linked: null };
    const more = illnessFacts({ ...c, text: rest }, r, focus);
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
  if (/^(goes to|attends|at) (school|nursery|college|university|playgroup|day care|childminder)\b/.test(t))
    return one(occupationFact(c));
  // "6 ft 4, slim": the patient's build.
  if (/^\d+ ?(ft|feet|foot|cm|m)\b|^(height|weight|bmi)\b/.test(t))
    return one(draft('other', c.source, spoken(t)));
  const section = c.section;
  // Outside a family-history heading, a relative's illness names the relative first ("her father had
  // depression"); "she has had thoughts that her family would be better off without her" is her own.
  const aboutRelative = /\b(family history|fh)\b/.test(t) || relativeFirst.test(t);
  if (
    section === 'fh' ||
    (relativePattern.test(t) &&
      aboutRelative &&
      !/^(lives|living|says|said|feels|thinks)\b|lives with|\bbrought\b|\baccompanied\b|\b(visit\w*|see|seeing|stay\w*) (to |with )?(his |her |the )?family\b|\b(mother|father|daughter|son|wife|husband|partner|mum|dad|sister|brother|parents?) (says|said|reports|reported|noticed|notices|tells|told|thinks|thought)\b/.test(
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
    /^(?:took|tried|has taken|had|taken|given) (.+?),? (?:with )?(?:no|little|minimal|not much) (?:help|relief|effect|benefit|difference)$/,
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
  // "when she takes a deep breath" is no medicine; "ibuprofen takes the edge off" tells what helps.
  const noBreaths = t.replace(/\b(?:takes?|taking|took) (?:a |an )?(?:deep |big )?breaths?\b/g, ' ');
  const medicineHelps =
    /^(?!(?:he|she|i|patient)\b)[a-z]+(?: [a-z]+)? (?:takes|took|helps|helped|eases|eased|relieves|relieved|works|worked)\b/.test(
      t,
    );
  if (
    section === 'dh' ||
    onDrug ||
    (!medicineHelps &&
      /\b(takes|taking|on regular|regular (medications?|meds)|medications?|meds|tablets|prescribed|uses an? \w+ inhaler)\b/.test(
        noBreaths,
      ))
  ) {
    if (
      neg ||
      /\b(no|nil|none) (regular )?(medic\w*|meds|tablets|drugs)\b|takes no\b|not on any|^nil regular\b/.test(
        t,
      )
    )
      return one(draft('medication', c.source, "I don't take any regular medicines", { polarity: 'absent' }));
    // "She has high blood pressure and takes amlodipine": a condition, then the medicine for it.
    const hasAndTakes = t.match(/^(?:he|she|i) (?:has|have) (.+?),? and (?:takes?|uses?|is on) (.+)$/);
    if (
      hasAndTakes?.[1] &&
      hasAndTakes[2] &&
      conditionWords.test(hasAndTakes[1]) &&
      drugLike.test(hasAndTakes[2])
    )
      return one(...treatedCondition(c, hasAndTakes[1], hasAndTakes[2]));
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
    // "has atrial fibrillation but stopped her warfarin because of bruising": the reason names no symptom.
    (section !== 'hpc' &&
      section !== 'pc' &&
      conditionWords.test(t) &&
      !conceptsIn(t.replace(/\b(?:because of|due to|after|owing to) .*$/, '')).length)
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
  if (section === 'sh' && occupations.test(t)) return one(occupationFact(c));
  return illnessFacts(c, r, focus);
}

// ---------------------------------------------------------------------------------------------------
// The whole case

/** The pronoun a note uses for its patient: whichever of "she" and "he" (in all their forms) it uses more. */
function pronounOf(history: string): { subject: 'he' | 'she'; possessive: 'his' | 'her' } {
  const t = normalize(history);
  const count = (re: RegExp) => t.match(re)?.length ?? 0;
  return count(/\b(she|her|hers|herself)\b/g) > count(/\b(he|him|his|himself)\b/g)
    ? { subject: 'she', possessive: 'her' }
    : { subject: 'he', possessive: 'his' };
}

/** Topics of the story of the illness, whose facts belong to the symptom they name. */
const storyTopics: ReadonlySet<string> = new Set([
  'associated',
  'other',
  'onset',
  'timing',
  'character',
  'previous',
]);

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
  // The patient's own name as the subject of a sentence ("Gareth is 58") reads as the pronoun the note
  // uses for the patient ("Asha is 26 ... She feels sick": "she"); "he" when the note uses none.
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
  const pronoun = pronounOf(history);
  for (const raw of clausesOf(history)) {
    const clause = nameRe
      ? {
          ...raw,
          text: raw.text.replace(nameRe, (m) => (m.endsWith("'s") ? pronoun.possessive : pronoun.subject)),
        }
      : raw;
    // What a clause goes on about carries to the next clause of the same section only.
    // Under a presenting-complaint heading, a clause that names no symptom is about the complaint.
    if (clause.section !== section)
      focus = clause.section === 'hpc' || clause.section === 'pc' ? (known[0] ?? null) : null;
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
  const spans = new Map<string, number>();
  const facts: Fact[] = [];
  const words = (d: Draft) =>
    new Set(
      normalize(d.phrase)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    );
  // A person has one age: the note gives it first; a later "aged 12" dates an event ("admitted once,
  // aged 12").
  const firstAge = drafts.find((d) => d.topic === 'age');
  for (const d of drafts) {
    if (d.topic === 'age' && d !== firstAge) continue;
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
    // A clause of the story that names one of the case's symptoms is about that symptom.
    if (!d.symptom && d.origin === 'history' && storyTopics.has(d.topic)) {
      const named = known.filter((k) => mentions(k, expand(d.source)));
      if (named.length === 1 && named[0]) d.symptom = named[0].symptom.name;
    }
    const phrase = child && d.topic !== 'name' ? aboutChild(d.phrase, child.pronoun) : d.phrase;
    const named =
      d.topic === 'name' && child
        ? `${child.pronoun === 'she' ? 'Her' : 'His'} name is ${input.name.trim()}`
        : phrase;
    const fact = { ...d, phrase: named };
    const same = `${id(fact)}|${fact.phrase}`;
    if (seen.has(same) || !fact.phrase) continue;
    seen.add(same);
    const base = id(fact);
    const n = (spans.get(base) ?? 0) + 1;
    spans.set(base, n);
    facts.push({ id: n === 1 ? base : `${base}.${n}`, ...fact });
  }
  // A fact read wrongly (lexicon/suspect.ts) gives way; a clause whose words the facts left do not all
  // say is carried whole, in the author's words (author.ts).
  const row = (f: Fact) => (f.origin === 'history' ? suspectRow(f) : null);
  const setAside = facts.flatMap((f) => {
    const r = row(f);
    return r && !r.retopic ? [{ source: f.source, phrase: f.phrase, reason: r.reason }] : [];
  });
  // A reading with the right words under the wrong topic keeps its words under the row's topic.
  const trusted = facts.flatMap((f) => {
    const r = row(f);
    return !r ? [f] : r.retopic ? [{ ...f, topic: r.retopic }] : [];
  });
  trusted.push(...verbatimFacts(input, trusted, known, child?.pronoun ?? null));
  return { name: input.name, facts: trusted, symptoms: known.map((k) => k.symptom), setAside };
}
