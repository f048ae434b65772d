/**
 * Reading one clause of a history into facts: an ordered list of readers, each a row with an id and a
 * reason (docs/patient.md#case-facts). The first reader that reads the clause decides; a reader that
 * does not apply answers null and the next is tried, so precedence is the order of the rows. The story
 * of the illness (illness.ts) reads what none of the background readers claims.
 */
import { allergyItems, allergyPhrase, reactionTold } from './allergies.js';
import { homeFact, occupationFact, surgeryPhrase } from './background.js';
import {
  ageAt,
  ageFacts,
  alcoholWords,
  type ClauseContext,
  type ClauseRead,
  drugWords,
  familyFacts,
  homeWords,
  jobWithDuties,
  medicineFacts,
  medicineStarted,
  namesJob,
  one,
  pastMedicalFacts,
  regularMedicine,
} from './backgroundReaders.js';
import { conditionWords, draft, occupations, type Reading, startsNegative, surgeryWords } from './draft.js';
import { alcoholFact, drugsFact, smokingFact } from './habits.js';
import type { Clause } from './history.js';
import { illnessFacts } from './illness.js';
import { namedMedicines, namesMedicine } from './medicines.js';
import { othersClause } from './otherPeople.js';
import { firstPerson } from './phrasing.js';
import { spoken } from './spoken.js';
import type { KnownSymptom } from './symptoms.js';
import { relativePattern } from './vocabulary.js';

interface ClauseReader {
  id: string;
  reason: string;
  read: (x: ClauseContext) => ClauseRead | null;
}

/** "his five-year-old sister", "his baby sister Anaya, who is 8 months old": a relative's age. */
const relativesAge = new RegExp(
  `${ageAt.source} ${relativePattern.source}|${relativePattern.source}(?: [a-z]+)?,? who is \\d{1,3} (?:years?|months?|weeks?) old`,
);

/** A named person who helps the patient ("Susan visits every day", "Karen lives 5 minutes away"). */
const namedHelper =
  /^(?:and |but )?(?!(?:He|She|They|It|This|That|There|Nobody|Everyone|Someone)\b)([A-Z][a-z]+) (?:visits|lives|looks after|calls in|calls round|helps|comes|pops in|does|sorts|collects|brings|drives|cooks|shops|stays)\b/;

/** "He is a bus driver", "she used to be a school cook", "works part-time as a receptionist". */
const jobStatement =
  /^(?:he|she|they|i) (is|was|used to be|used to work as|works(?: [a-z-]+){0,2} as|worked(?: [a-z-]+){0,2} as|is employed as|has worked as) (an? |the )?((?!(?:his|her|my|their|our)(?:qq)?\b)[a-z ]+?)(?:,? (?:and|but|so) (.+))?$/;

/** "He is 45 and works as…": the age, and the rest read as a clause of its own. */
function statedAge(x: ClauseContext): ClauseRead | null {
  const isAge = x.t.match(
    /^(?:he|she|i) (?:is|'s|am) (?:now )?(\d{1,3})\b(?! ?(kg|cm|units|times|out|%|mg|a day|ft|feet))(?: years?(?: old)?)?\s*(?:and |, )?(.*)$/,
  );
  if (!isAge) return null;
  const rest = isAge[3] ?? '';
  const more = rest
    ? readClause({ ...x.c, text: rest.replace(/^(?!he |she )/, 'he ') }, x.r, x.focus)
    : { drafts: [], linked: null };
  return { drafts: [draft('age', x.c.source, `I'm ${isAge[1]}`), ...more.drafts], linked: more.linked };
}

/** The readers, in the order they are tried. */
const clauseReaders: readonly ClauseReader[] = [
  {
    id: 'relative-age',
    reason: '"his five-year-old sister has a cold": a relative\'s age, not the patient\'s',
    read: ({ c, t, r }) =>
      relativesAge.test(t)
        ? one(/\blives? with\b/.test(t) ? homeFact(c, r.child) : draft('home', c.source, spoken(t)))
        : null,
  },
  {
    id: 'age',
    reason: 'the note opens with who the patient is: "A 47-year-old farrier…", "aged 30"',
    read: (x) =>
      ageAt.test(x.t) || (x.c.section === null && /^aged? \d{1,3}\b/.test(x.t)) ? ageFacts(x) : null,
  },
  { id: 'stated-age', reason: '"she is 45 and…": an age said as a sentence', read: statedAge },
  {
    id: 'job-statement',
    reason:
      '"he is a bus driver and has been off work", "she used to be a school cook", "works part-time as a receptionist": the job with its verb',
    read: ({ c, t }) => {
      const m = t.match(jobStatement);
      const job = (m?.[3] ?? '').trim();
      if (!m || !(occupations.test(job) || namesJob(job))) return null;
      const verb = m[1] ?? '';
      const said = /^(?:was|used|worked|has worked)/.test(verb)
        ? `I used to be ${m[2] ?? 'a '}${job}`
        : /^works /.test(verb) && verb !== 'works as'
          ? `I ${verb.replace(/^works/, 'work')} ${m[2] ?? 'a '}${job}`
          : `I'm ${m[2] ?? 'a '}${job}`;
      const drafts = [draft('occupation', c.source, said.replace(/ {2,}/g, ' '))];
      // "…and has been off work for six weeks": what the clause goes on to say of the patient.
      if (m[4]) drafts.push(draft('other', c.source, firstPerson(`he ${m[4]}`)));
      return one(...drafts);
    },
  },
  {
    id: 'carer-job',
    reason:
      '"Raj is a bus driver and Priya is a pharmacist": the job of the carer who tells a child\'s story',
    read: ({ c, t, r }) => {
      const carer = r.child?.narratorName?.toLowerCase();
      const job = carer
        ? t.match(
            new RegExp(`^${carer}(?:'s| is| works(?: [a-z-]+){0,2} as) (?:a |an )([a-z ]+?)(?:,| and |$)`),
          )
        : null;
      // The carer says it of themself (spoken.ts aboutChild keeps PARENT_SELF the carer's "I").
      return job?.[1] && occupations.test(job[1])
        ? one(
            draft('occupation', c.source, `PARENT_SELF am ${/^[aeiou]/.test(job[1]) ? 'an' : 'a'} ${job[1]}`),
          )
        : null;
    },
  },
  {
    id: 'name',
    reason: "a name is read from the case's name field",
    read: ({ t }) => (/^(name|called)\b/.test(t) ? one() : null),
  },
  {
    id: 'school',
    reason: 'a child at school or nursery: what the child does',
    read: ({ c, t }) =>
      /^(goes to|attends|at) (school|nursery|college|university|playgroup|day care|childminder)\b/.test(t)
        ? one(occupationFact(c))
        : null,
  },
  {
    id: 'build',
    reason: '"6 ft 4, slim": the patient\'s build',
    read: ({ c, t }) =>
      /^\d+ ?(ft|feet|foot|cm|m)\b|^(height|weight|bmi)\b(?! (?:loss|gain|down|up))/.test(t)
        ? one(draft('other', c.source, spoken(t)))
        : null,
  },
  { id: 'family', reason: "a relative's illness, or a family-history heading", read: familyFacts },
  {
    id: 'reaction-told',
    reason: '"eggs make her lips swell", "plasters bring him out in a rash": an allergy without the word',
    read: ({ c, t }) => (reactionTold.test(t) ? one(draft('allergy', c.source, firstPerson(t))) : null),
  },
  {
    id: 'allergy',
    reason: 'allergies, or their absence ("NKDA")',
    read: ({ c, t, neg }) => {
      if (c.section !== 'allergy' && !/allerg|\bno known drug allergies\b/.test(t)) return null;
      // ("She takes no regular medicines" after the allergies' line is no allergy.)
      if (
        !/allerg/.test(t) &&
        /^(?:he|she|i|they) (?!(?:reacts?|reacted|gets?|got|had|has had|came out)\b)[a-z]+/.test(t)
      )
        return null;
      // "No known drug allergies, but plasters leave red marks": none to medicines, and what else.
      const besides = t.match(/\b(?:but|however|although|though|except|apart from) (.+)$/)?.[1];
      const none = /\b(no|nil|denies|without) (known )?(drug )?allerg|\b(?:not|isn't|never been) allergic\b/;
      if (besides && none.test(t))
        return one(
          draft(
            'allergy',
            c.source,
            /\b(?:drug|medicines?|medications?)\b/.test(
              t.replace(/\b(?:but|however|although|though|except|apart from) .+$/, ''),
            )
              ? "I don't have any allergies to medicines that I know of"
              : "I don't have any allergies that I know of",
            { polarity: 'absent' },
          ),
          // ("…but she reacts to nickel" has its own verb; "…but plasters leave marks" its own subject.)
          draft(
            'allergy',
            c.source,
            /^(?:he|she|they) /.test(besides) ? spoken(besides) : firstPerson(besides),
          ),
        );
      // ("She is not allergic to anything": a denial, whatever words follow.)
      if (neg || none.test(t) || /no known|\b(no|nil|denies|without) (known |drug )*allerg/.test(t))
        return one(
          draft(
            'allergy',
            c.source,
            // ("No allergies to medicines": to medicines only, so an allergy to cats is no contradiction.)
            /\b(?:drug|medicines?|medications?)\b/.test(t)
              ? "I don't have any allergies to medicines that I know of"
              : "I don't have any allergies that I know of",
            { polarity: 'absent' },
          ),
        );
      return one(...allergyItems(c.source).map((item) => draft('allergy', c.source, allergyPhrase(item))));
    },
  },
  {
    id: 'drug-reaction',
    reason:
      '"codeine makes her vomit", "can\'t tolerate statins": a bad reaction to a medicine, asked with allergies',
    read: ({ c, t }) =>
      namedMedicines(t).some((m) => t.startsWith(m)) &&
      /^[a-z ]+? (makes|made|gives|gave|caused|causes|upsets|upset|disagrees|disagreed)\b/.test(t) &&
      // ("cetirizine made no difference" tells it did not help, no reaction.)
      !/\b(?:made|makes) (?:no|little|a|any|much) (?:difference|change)\b/.test(t)
        ? one(draft('allergy', c.source, spoken(t)))
        : (/\b(intoleran\w*|bad reactions? to|reacts? badly to|can'?not tolerate|can't tolerate|can'?not take|can't take|unable to take|side effects? (from|with|of))\b/.test(
              t,
            ) &&
              namesMedicine(t)) ||
            // "came out in hives after amoxicillin", "reacts to sticking plasters", "anaphylaxis to peanuts".
            /\b(?:(?:had )?an? (?:bad |severe )?reactions? to|reacts? to|reacted to|sensitive to|sensitivity to|anaphyla\w* (?:to|after|with)|came (?:out|up) in (?:\w+ ){1,3}(?:after|with|from))\b/.test(
              t,
            )
          ? one(draft('allergy', c.source, spoken(t)))
          : null,
  },
  {
    id: 'smoking',
    reason: 'smoking, and a drug smoked with it',
    read: ({ c, t }) => {
      if (!/smok|cigar|tobacco|pack years?|\bvap(e|es|ing)\b/.test(t)) return null;
      const drug = t.match(/\b(cannabis|marijuana|weed|cocaine|heroin|ecstasy|mdma)\b.*$/);
      return drug
        ? one(smokingFact(c), draft('drugs', c.source, `I use ${firstPerson(drug[0])}`))
        : one(smokingFact(c));
    },
  },
  {
    id: 'alcohol',
    reason: 'alcohol in its words; water, tea or coffee is not',
    read: ({ c, t }) =>
      alcoholWords.test(t) &&
      !/\b(?:drinks?|drinking|drank|getting through) (?:about |around |up to |over )?(?:[\d.]+ |a few |lots of |plenty of )?(?:(?:litres?|liters?|pints?|glasses?|cups?|mugs?|bottles?|jugs?) (?:of )?)?(?:water|squash|juice|fluids?|tea|coffee|milk|cola)\b|not much water/.test(
        t,
      )
        ? one(alcoholFact(c))
        : null,
  },
  {
    id: 'drugs',
    reason: 'recreational drugs',
    read: ({ c, t }) => (drugWords.test(t) ? one(drugsFact(c)) : null),
  },
  {
    id: 'named-helper',
    reason:
      '"Susan visits every day", "Pat looks after her at her own house": someone named who helps, told of home',
    read: ({ c, t }) => {
      const who = c.source.match(namedHelper)?.[1];
      // (The patient's own name was read as the pronoun already: a name left is someone else's.)
      // (Not a medicine or a remedy that "helps": "Paracetamol helps a little", "Rest helps".)
      const person =
        !!who &&
        t.startsWith(who.toLowerCase()) &&
        !namesMedicine(t) &&
        !/^(?:nothing|rest|lying|sitting|walking|heat|ice|sleep)\b/.test(t);
      return person
        ? one(draft('home', c.source, firstPerson(c.source.replace(/^(?:and|but) /i, ''))))
        : null;
    },
  },
  {
    id: 'home',
    reason: 'where and with whom the patient lives',
    // ("nobody he lives with has been ill" tells of their health, not of home.)
    read: ({ c, t, r }) =>
      homeWords.test(t) && !namesJob(t) && !/^(?:nobody|no one|none of|anyone|everyone)\b/.test(t)
        ? one(homeFact(c, r.child))
        : null,
  },
  {
    id: 'occupation',
    reason: 'the job, said as a job',
    read: ({ c, t }) => {
      // ("she is a teacher" in a note about a man is someone else's job.)
      if (othersClause.test(t)) return null;
      const job =
        (/^(works|working|employed|occupation|job)\b|\bworks as\b|^retired\b|^unemployed\b|^(a |an )?(retired )?[a-z ]{0,24}$/.test(
          t.replace(/\s*\([^)]*\)/g, ''),
        ) &&
          occupations.test(t) &&
          !conditionWords.test(t)) ||
        (c.section === 'sh' && /^(works|working|job|occupation)\b/.test(t)) ||
        /^(?:occupation|job)\b/.test(t) ||
        // A clause that is a job and nothing else, known to the list or not ("Self-employed scaffolder").
        (c.section !== 'fh' && c.section !== 'pmh' && c.section !== 'dh' && namesJob(t));
      if (job) return one(occupationFact(c));
      const duties = c.section === 'sh' ? jobWithDuties(c, t) : null;
      return duties ? one(duties) : null;
    },
  },
  {
    id: 'previous-episodes',
    reason:
      '"similar episodes before", "a similar episode 2 years ago, which her GP treated with antibiotics": the story of the illness, before what was given for it',
    read: ({ c, t, r, focus, neg }) =>
      /\b(similar|previous|prior|recurrent|milder|earlier)\b.*\b(episodes?|attacks?|pains?|bouts?|symptoms?|turns?|spells?)\b/.test(
        t,
      ) && !neg
        ? illnessFacts(c, r, focus)
        : null,
  },
  {
    id: 'tried-no-help',
    reason: '"tried paracetamol with no relief": what did not help',
    read: ({ c, t, focus }) => {
      const tried = t.match(
        /^(?:took|tried|has taken|had|taken|given) (.+?),? (?:with )?(?:no|little|minimal|not much) (?:help|relief|effect|benefit|difference)$/,
      );
      return tried
        ? one(
            draft('relieving', c.source, `I took ${firstPerson(tried[1] ?? '')}, but it didn't help`, {
              symptom: focus?.symptom.name ?? null,
            }),
          )
        : null;
    },
  },
  {
    id: 'medicine-given',
    reason:
      '"Gemma has given Calpol 5 ml every 6 hours", "had one dose of ibuprofen": a medicine tried for this illness',
    read: ({ c, t, focus }) => {
      // "Paracetamol 1 g QDS, little relief": a note that opens with the medicine tried.
      const opensWithMedicine =
        (c.section === null || c.section === 'hpc' || c.section === 'pc') &&
        namedMedicines(t).some((m) => t.startsWith(m)) &&
        !/\b(allerg\w*)\b/.test(t);
      if (opensWithMedicine)
        return one(
          draft('relieving', c.source, `I've taken ${firstPerson(t)}`, {
            symptom: focus?.symptom.name ?? null,
          }),
        );
      // In the drug history, or stopped, a medicine is one of the patient's medicines, not one tried now.
      if (c.section === 'dh' || /\b(stopped|came off|come off|discontinued)\b/.test(t)) return null;
      const given =
        /\b(given|gave|gives|giving|has had|had|took|taken|tried|using|used|started|prescribed|buying|bought)\b/.test(
          t,
        ) &&
        !/^(?:he|she|i)? ?(?:takes|is on|uses)\b/.test(t) &&
        namesMedicine(t);
      if (!given) return null;
      // "for which she took…", "started amlodipine 5 mg daily", "started buying Adcal tablets": a regular
      // medicine started, not one tried for this illness.
      return regularMedicine.test(t)
        ? one(draft('medication', c.source, medicineStarted(t)))
        : one(draft('relieving', c.source, spoken(t), { symptom: focus?.symptom.name ?? null }));
    },
  },
  {
    id: 'denied-act',
    reason: '"did not lose consciousness": a denial in the story of the illness',
    read: ({ c, t, r, focus }) =>
      /^(?:she |he |i |patient )?(?:did not|didn't|has not|hasn't|does not|doesn't|never)\b/.test(t)
        ? illnessFacts(c, r, focus)
        : null,
  },
  { id: 'medicine', reason: 'medicines taken, or none', read: medicineFacts },
  {
    id: 'surgery',
    reason: 'operations, or none',
    read: ({ c, t, neg }) => {
      if (c.section !== 'psh' && !surgeryWords.test(t)) return null;
      if (neg)
        return one(draft('surgery', c.source, "No, I've never had an operation", { polarity: 'absent' }));
      const said = surgeryPhrase(t);
      // "had a heart attack and two stents": an illness as well as an operation.
      return conditionWords.test(t)
        ? one(draft('surgery', c.source, said), draft('pmh', c.source, said))
        : one(draft('surgery', c.source, said));
    },
  },
  { id: 'past-medical', reason: 'past illnesses, or none ("otherwise well")', read: pastMedicalFacts },
  {
    id: 'social-occupation',
    reason: 'a job under a social-history heading',
    read: ({ c, t }) => (c.section === 'sh' && occupations.test(t) ? one(occupationFact(c)) : null),
  },
  { id: 'illness', reason: 'the story of the illness', read: ({ c, r, focus }) => illnessFacts(c, r, focus) },
];

/** One clause's facts: the first reader that reads it. */
export function readClause(c: Clause, r: Reading, focus: KnownSymptom | null): ClauseRead {
  // ", and acid reflux", "and his father had a stroke": the list's joining word is no part of the clause.
  const t = /^and (?:his|her|my|their|a|an|the|[a-z]+ (?:has|had|is|was))\b|^and [a-z]+$/.test(c.text)
    ? c.text.replace(/^and\s+/, '')
    : c.text;
  const x: ClauseContext = { c, t, r, focus, neg: startsNegative(t) || /^(nil|none|nad|n\/a)$/.test(t) };
  for (const reader of clauseReaders) {
    const read = reader.read(x);
    if (read) return read;
  }
  return one();
}
