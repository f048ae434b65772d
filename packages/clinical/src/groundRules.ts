/**
 * The grounding rules (ground.ts, docs/patient.md#the-built-in-patient-no-openai-key): each a row with an
 * id and a reason, tried in order after the rules' answer; the one that fires is named in the reply's
 * trace. What a rule is given (`Grounding`) and how a fact is matched to a question's words live here too.
 */
import { tellsCircumstance } from './author.js';
import { characterWords } from './draft.js';
import { colourWords } from './lexicon/families.js';
import { peopleWords, relativeWords } from './lexicon/relatives.js';
import { backgroundTopics } from './lines.js';
import { expand, lay } from './phrasing.js';
import { understand } from './questions.js';
import { askedWords, factWords, sameFamilies } from './recall.js';
import { contentWords, normalize } from './text.js';
import type { Fact, PatientReply } from './types.js';

export type GroundRuleId =
  | 'record-over-denial'
  | 'record-adds-detail'
  | 'record-adds-number'
  | 'record-adds-time'
  | 'record-adds-specifics'
  | 'record-focuses-topic'
  | 'record-adds-side'
  | 'record-adds-colour'
  | 'record-tells-circumstance'
  | 'record-answers-unknown'
  | 'record-follows-up'
  | 'record-continues'
  | 'record-names-who'
  | 'diagnosis-guess'
  | 'unrecorded-not-a-symptom';

export const groundRules: Record<GroundRuleId, string> = {
  'record-over-denial': 'a denial gave way to a recorded fact that says every word asked about',
  'record-adds-detail': 'the answer said none of the words asked about; the fact that says them all follows',
  'record-adds-number':
    'asked how much, many, long or high, the answer gave no number; the recorded one follows',
  'record-adds-specifics':
    "a symptom confirmed in the catalogue's words is followed by what the history says of it",
  'record-adds-time':
    'asked when, the answer gave no hour or day; the fact of the same symptom that gives one follows',
  'record-adds-side': 'asked which side, the answer named none; the fact that says the side answers',
  'record-tells-circumstance':
    'asked whether a symptom does something (wakes, spreads on coughing), the answer only said it is there; the fact that says what was asked answers',
  'record-adds-colour':
    'asked what colour, the answer named none; the fact of the same thing that names one answers',
  'record-focuses-topic': 'of the facts of the topic asked, the ones that say what the question adds answer',
  'record-answers-unknown': 'no rule understood the question; the fact that best says its words answers',
  'record-follows-up':
    'a question no rule understood asks of "that" or "it": what the record says of the facts last told answers',
  'record-continues':
    'a short question no topic covers ("When did you stop?") asks on about what was just told, which says its words',
  'record-names-who':
    'asked who, the answer named nobody; the fact of the same topic or symptom that names someone answers',
  'diagnosis-guess': 'a guess at the diagnosis: the patient does not know it',
  'unrecorded-not-a-symptom':
    'asked of a liking or a pastime the case does not record: the patient is not sure, never a plain no',
};

export const denial =
  /^(no|nope|not|never|nothing|none|i (haven't|don't|didn't|have not|do not|wasn't|'m not)|(he|she) (hasn't|doesn't|didn't)|i'm not sure|i really don't know|i don't know|sorry)\b/;

/** "No bleeding until yesterday": a denial up to a time, which tells of the thing since. */
export const untilThen = /\b(until|till|up to|up until)\b/;

function covers(question: Set<string>, fact: Fact): number {
  const have = factWords(fact);
  let n = 0;
  for (const w of question) if (have.has(w)) n++;
  return n;
}

/** The words of the question a reply must speak to: its content words, each with its family. */
export function asked(question: string): { all: Set<string>; groups: Set<string>[] } {
  const groups = askedWords(question);
  return { all: new Set(groups.flat()), groups: groups.map((g) => new Set(g)) };
}

/** A fact says every group of the question's words (a word or one of its family). */
export function saysAll(groups: Set<string>[], fact: Fact): boolean {
  const have = factWords(fact);
  return groups.length > 0 && groups.every((g) => [...g].some((w) => have.has(w)));
}

/** A fact says one group of the question's words as such: the word itself or a word naming the same thing. */
export function saysExactly(group: Set<string>, fact: Fact): boolean {
  const have = factWords(fact);
  return [...group].some((w) => have.has(w) && (!w.startsWith('#') || sameFamilies.has(w)));
}

/** Topics whose words name a circumstance of a symptom, not something the patient has. */
export const circumstance: ReadonlySet<string> = new Set(['aggravating', 'relieving']);

/** The words that name a topic itself, not something within it. */
export const topicNames: Partial<Record<string, string>> = {
  medication:
    'medicine medicines medication medications meds tablets tablet pills pill drugs take taking prescribed regular',
  pmh: 'medical problems problem conditions condition illnesses illness health history',
  family: 'family relatives run runs',
  allergy: 'allergies allergic allergy',
  surgery: 'operations operation surgery',
};

/** Topics whose facts also tell of a topic asked about ("lives with his wife, who has Parkinson's" tells of the family). */
const kinTopics: Partial<Record<string, readonly string[]>> = {
  family: ['home', 'other'],
  medication: ['relieving'],
};

/** What a history says of a symptom beyond its name: a number, a side, what it is like. */
const specific = new RegExp(`\\d|\\b(left|right|both)\\b|${characterWords.source}`);

/** How many content words a fact says that the facts already said do not. */
function addsWords(f: Fact, said: readonly Fact[]): number {
  const known = new Set(said.flatMap((x) => [...factWords(x)]));
  return [...new Set(contentWords(lay(expand(f.phrase))))].filter((w) => !known.has(w)).length;
}

/** A question that asks which side, and the words of a side. */
const asksSide =
  /\bwhich (side|one|leg|arm|knee|hip|eye|ear|foot|hand|ankle|wrist|shoulder|elbow|breast|testicle|kidney|lung)\b|\bleft or (the )?right\b|\bright or (the )?left\b/;
const sides = /\b(left|right|both|either side|each side)\b/;

/** The colours a case may record of what the body passes or shows (lexicon/families.ts). */
const colours = new RegExp(`\\b(?:${colourWords.join('|')})\\b`);

/** A question that asks when, and a time of day or a day that answers it. */
const asksWhen = /^(?:and |so )?(?:when|what time|what day|which day|at what time)\b/;
const clockTime =
  /\b\d{1,2}(?::\d\d)? ?(?:am|pm|o'clock|o clock)\b|\b(?:midnight|midday|noon|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

/** A question that wants a number. */
const wantsNumber =
  /\b(how (many|much|long|often|far|high|bad|old|tall|heavy|frequently)|what (temperature|dose|was your temperature)|temperature)\b/;

/** A question that asks who, and words that name someone other than the patient. */
export const asksWho = /^(?:and |so )?who\b/;
const namesSomeone = new RegExp(`\\b(?:${peopleWords})\\b`);

/** The names the note gives the patient's people ("his son, Peter", "her daughter Susan"). */
const relativeThenName = new RegExp(`\\b(?:${relativeWords}),? ([A-Z][a-z]+)\\b`, 'g');
function personNames(facts: readonly Fact[]): Set<string> {
  return new Set(
    facts.flatMap((f) => [...f.source.matchAll(relativeThenName)].map((m) => m[1] ?? '')).filter(Boolean),
  );
}

/** "When did you stop?", "Why did you start?": a question that asks on about something just told. */
const asksOn =
  /^(?:and |so |ok(?:ay)?,? )?(?:when|why|how long ago|at what age|how old were you when) (?:did|do|were|have) you (?:stop|start|quit|give up|begin|first|cut down)\w*\??$/;

/** A question that asks for a score out of ten, and a score. */
const asksScore = /\bout of (?:10|ten)\b|\bscore\b|\bscale\b|\brate (?:it|the pain)\b/;
const score = /\b\d+(?:\.\d+)? ?(?:\/|out of) ?10\b/;

/** A question that refers back to what was just said. */
const followsUp = /\b(that|it|this|them|those|they|these)\b/;
/** A question of asking words only ("How many?", "Since when?", "Why?"). */
export const bareAsk =
  /^(?:and |so |ok(?:ay)? )?(?:how (?:many|much|long|often|old|far|bad|come)|since when|when|why|what for|where|which)(?: (?:exactly|roughly|then|now))?\??$/;

/** The patient's in-role non-answers: no rule understood the question, or the record is silent. */
const nonAnswer = /^(sorry, doctor, i didn't quite follow|i'm not sure)/;

export interface Grounding {
  question: string;
  groups: Set<string>[];
  all: Set<string>;
  ruled: PatientReply;
  text: string;
  used: Fact[];
  /** Present, speakable facts that say every word asked about. */
  candidates: Fact[];
  /** Of those, the ones that say each word as such, and are no circumstance or catalogue text. */
  contradicts: Fact[];
  facts: readonly Fact[];
  speakable: (f: Fact) => boolean;
  /** The facts the patient's last line told. */
  previous: readonly Fact[];
}

const best = (facts: readonly Fact[], all: Set<string>) =>
  facts.reduce<Fact | null>((a, b) => (!a || covers(all, b) > covers(all, a) ? b : a), null);

/** Each grounding rule: the facts its answer says, or null when it does not apply. In order. */
export const rules: { id: GroundRuleId; apply: (g: Grounding) => Fact[] | null }[] = [
  {
    id: 'record-over-denial',
    apply: (g) => {
      const denies =
        denial.test(g.text) &&
        !nonAnswer.test(g.text) &&
        g.used.every((f) => f.polarity === 'absent' || !saysAll(g.groups, f));
      // The record's own denial of what was asked ("no rash") gives way only to a fact of its topic or
      // symptom, not to one that names the thing in passing elsewhere (a drug's reaction, a medicine's use).
      const recordDenies = g.used.find((f) => f.polarity === 'absent' && saysAll(g.groups, f));
      const rivals = (
        recordDenies
          ? g.contradicts.filter(
              (f) => f.topic === recordDenies.topic || (!!f.symptom && f.symptom === recordDenies.symptom),
            )
          : g.contradicts
      )
        // "Has anyone in your family had a stroke?" is not answered by the patient's own.
        .filter((f) => !understand(g.question).topics.includes('family') || f.topic === 'family');
      const strongest = best(rivals, g.all);
      return denies && strongest ? [strongest] : null;
    },
  },
  {
    id: 'record-answers-unknown',
    apply: (g) => {
      if (!nonAnswer.test(g.text) || g.used.length) return null;
      const strongest =
        best(g.contradicts, g.all) ??
        best(
          g.candidates.filter((f) => f.origin !== 'description'),
          g.all,
        );
      return strongest ? [strongest] : null;
    },
  },
  {
    id: 'record-follows-up',
    apply: (g) => {
      // "What dose is that?" after "I take mefenamic acid": the facts last told, or the one beside them
      // that says most of what is asked.
      if (
        !nonAnswer.test(g.text) ||
        g.used.length ||
        !g.previous.length ||
        !(followsUp.test(normalize(g.question)) || bareAsk.test(normalize(g.question)))
      )
        return null;
      const told = new Set(g.previous.flatMap((f) => contentWords(f.phrase).filter((w) => w.length > 3)));
      const sources = new Set(g.previous.map((f) => f.source));
      const near = g.facts.filter(
        (f) =>
          f.polarity === 'present' &&
          g.speakable(f) &&
          (sources.has(f.source) || contentWords(f.phrase).some((w) => told.has(w))),
      );
      const pick = best(near, g.all);
      return pick && covers(g.all, pick) > 0 ? [pick] : g.previous.filter(g.speakable).slice(0, 2);
    },
  },
  {
    id: 'record-continues',
    apply: (g) => {
      // "Do you smoke?" → "I used to smoke…, but I stopped 5 years ago"; "When did you stop?" asks on.
      const q = understand(g.question);
      if (
        !asksOn.test(normalize(g.question)) ||
        q.topics.length ||
        q.concepts.length ||
        !g.previous.length ||
        g.groups.length > 2
      )
        return null;
      if (g.used.some((f) => g.previous.includes(f))) return null;
      const told = g.previous.filter((f) => g.speakable(f) && saysAll(g.groups, f));
      return told.length ? told.slice(0, 1) : null;
    },
  },
  {
    id: 'record-names-who',
    apply: (g) => {
      // "Who sorts out your tablets?", "Who noticed them?": someone, from what the topic or the last
      // answer is about.
      if (
        !asksWho.test(normalize(g.question)) ||
        namesSomeone.test(g.text) ||
        g.used.some((f) => g.groups.some((w) => saysExactly(w, f)))
      )
        return null;
      const topics = new Set([...understand(g.question).topics, ...g.used.map((f) => f.topic)]);
      const symptoms = new Set([...g.previous, ...g.used].map((f) => f.symptom).filter(Boolean));
      const sources = new Set(g.previous.map((f) => f.source));
      const named = g.facts.filter(
        (f) =>
          f.polarity === 'present' &&
          g.speakable(f) &&
          namesSomeone.test(normalize(f.phrase)) &&
          (!g.groups.length || covers(g.all, f) > 0) &&
          (topics.has(f.topic) ||
            symptoms.has(f.symptom) ||
            sources.has(f.source) ||
            // "Who sorts out your tablets?": a fact that names the topic's own thing ("my tablets").
            [...topics].some((t) => contentWords(topicNames[t] ?? '').some((w) => factWords(f).has(w)))),
      );
      // "Susan fills my pill box": someone the note names beside what they are to the patient.
      const names = personNames(g.facts);
      const byName = names.size
        ? g.facts.filter(
            (f) =>
              f.polarity === 'present' &&
              g.speakable(f) &&
              (!g.groups.length || covers(g.all, f) > 0) &&
              [...names].some((n) => new RegExp(`\\b${n}\\b`, 'i').test(f.phrase)),
          )
        : [];
      const pick = best(named, g.all) ?? best(byName, g.all) ?? named[0];
      return pick ? [pick] : null;
    },
  },
  {
    id: 'record-adds-number',
    apply: (g) => {
      if (!wantsNumber.test(normalize(g.question)) || /\d/.test(g.text) || denial.test(g.text)) return null;
      const numbered = g.facts.filter(
        (f) =>
          f.polarity === 'present' &&
          // Who the patient is answers "how old?", never "how bad?" ("I'm 58" is no score).
          !['age', 'sex', 'name'].includes(f.topic) &&
          (!asksScore.test(normalize(g.question)) || score.test(normalize(f.phrase))) &&
          /\d/.test(f.phrase) &&
          f.origin === 'history' &&
          g.speakable(f) &&
          // "How high was it?" of the temperature: the number of the thing the answer spoke of.
          (g.groups.some((w) => saysExactly(w, f)) ||
            g.used.some((u) => !!u.symptom && u.symptom === f.symptom)) &&
          !g.used.includes(f),
      );
      const strongest = best(numbered, g.all);
      return strongest ? [...g.used, strongest] : null;
    },
  },
  {
    id: 'record-adds-time',
    apply: (g) => {
      // "When did it start?" answered "this morning": the hour the history gives follows.
      if (!asksWhen.test(normalize(g.question)) || clockTime.test(g.text) || denial.test(g.text)) return null;
      const symptoms = new Set(g.used.map((f) => f.symptom).filter(Boolean));
      if (!symptoms.size) return null;
      const timed = g.facts.filter(
        (f) =>
          f.polarity === 'present' &&
          f.origin === 'history' &&
          symptoms.has(f.symptom) &&
          clockTime.test(normalize(f.phrase)) &&
          !g.used.includes(f) &&
          g.speakable(f),
      );
      const pick = best(timed, g.all) ?? timed[0];
      return pick ? [...g.used, pick] : null;
    },
  },
  {
    id: 'record-adds-side',
    apply: (g) => {
      // "Which knee is it?" answered "It's in my knee": the side the case records follows.
      if (!asksSide.test(normalize(g.question)) || sides.test(g.text) || denial.test(g.text)) return null;
      const body = g.groups.filter((w) => !w.has('side') && !w.has('one'));
      const sided = g.facts.filter(
        (f) =>
          f.polarity === 'present' &&
          sides.test(normalize(f.phrase)) &&
          g.speakable(f) &&
          (body.length
            ? body.some((w) => saysExactly(w, f))
            : g.used.some((u) => u.symptom && u.symptom === f.symptom)),
      );
      const pick = best(sided, g.all);
      return pick ? [pick] : null;
    },
  },
  {
    id: 'record-adds-colour',
    apply: (g) => {
      // "What colour is the bleeding?" answered "I've had some bleeding": the colour the case records.
      if (!/\b(?:what|which) colou?r\b/.test(normalize(g.question)) || colours.test(g.text)) return null;
      const thing = g.groups.filter((w) => !w.has('colour') && !w.has('color'));
      const coloured = g.facts.filter(
        (f) =>
          f.polarity === 'present' &&
          colours.test(normalize(f.phrase)) &&
          g.speakable(f) &&
          (thing.some((w) => saysExactly(w, f)) || g.used.some((u) => u.symptom && u.symptom === f.symptom)),
      );
      const pick = best(coloured, g.all);
      return pick ? [pick] : null;
    },
  },
  {
    id: 'record-focuses-topic',
    apply: (g) => {
      // "Do you take anything to help you sleep?" answered with every medicine: the one that says
      // what the question adds to its topic answers.
      const topics = new Set(understand(g.question).topics);
      // One fact of a symptom's topic ("It started a week ago") is the symptom's own: it stands.
      const few = g.used.length < 2 && !g.used.some((f) => backgroundTopics.includes(f.topic));
      // (The family history is focused on its relative and illness already: familyAnswer.ts.)
      if (
        !g.used.length ||
        few ||
        topics.has('severity') ||
        topics.has('family') ||
        !g.used.every((f) => topics.has(f.topic))
      )
        return null;
      const unsaid = g.groups.filter((w) => !g.used.some((f) => saysAll([w], f)));
      if (!unsaid.length) return null;
      // Nothing said of what the question adds: only a fact of the topic itself that says it all answers.
      const nothingSaid = unsaid.length === g.groups.length;
      // The symptom the answer spoke of stays the one spoken of ("How did the pain start?" is not the
      // fever's start).
      const ofSymptoms = new Set(g.used.map((f) => f.symptom).filter(Boolean));
      const focus = g.facts.filter(
        (f) =>
          (!ofSymptoms.size || !f.symptom || ofSymptoms.has(f.symptom)) &&
          (topics.has(f.topic) ||
            (!nothingSaid && [...topics].some((t) => kinTopics[t]?.includes(f.topic)))) &&
          f.origin !== 'severity' &&
          f.polarity === 'present' &&
          g.speakable(f) &&
          saysAll(unsaid, f),
      );
      return focus.length ? focus.slice(0, 2) : null;
    },
  },
  {
    id: 'record-adds-detail',
    apply: (g) => {
      // Facts of the topic asked about answer it in their own words ("What medicines…?" → "I take …").
      const topics = new Set(understand(g.question).topics);
      const saysNone =
        !denial.test(g.text) &&
        !g.used.some((f) => topics.has(f.topic)) &&
        !g.used.some((f) => saysAll(g.groups, f)) &&
        !g.groups.some((w) => [...w].some((x) => g.text.includes(x)));
      const strongest = best(g.contradicts, g.all);
      if (saysNone && strongest && !g.used.includes(strongest)) return [...g.used, strongest];
      // "Has the sick ever been green?" answered about the sick: the fact that says all of it answers.
      const partial = g.used.length > 0 && !g.used.some((f) => saysAll(g.groups, f)) && g.groups.length > 1;
      const fuller = best(
        g.candidates.filter(
          (f) =>
            f.origin !== 'description' &&
            !circumstance.has(f.topic) &&
            !tellsCircumstance(f.source) &&
            g.groups.some((w) => saysExactly(w, f)),
        ),
        g.all,
      );
      return partial && fuller && !g.used.includes(fuller) ? [fuller, ...g.used].slice(0, 2) : null;
    },
  },
  {
    id: 'record-tells-circumstance',
    apply: (g) => {
      // "Does the headache wake you up?" answered "I've had a bad headache": the note's "not woken by it".
      if (!g.used.length || !g.used.every((f) => f.origin === 'symptom' && f.topic !== 'severity'))
        return null;
      const extra = g.groups.filter((w) => !g.used.some((f) => saysExactly(w, f)));
      if (!extra.length || extra.length === g.groups.length) return null;
      const symptoms = new Set(g.used.map((f) => f.symptom));
      const telling = g.facts.filter(
        (f) =>
          f.origin !== 'symptom' &&
          f.topic !== 'family' &&
          (!f.symptom || symptoms.has(f.symptom)) &&
          g.speakable(f) &&
          extra.every((w) => saysExactly(w, f)),
      );
      const pick = best(telling, g.all);
      return pick ? [pick] : null;
    },
  },
  {
    id: 'record-adds-specifics',
    apply: (g) => {
      // "Have you had a temperature?" → "I've had a temperature." and what the history says of it.
      if (denial.test(g.text) || !g.used.length || !g.used.every((f) => f.origin === 'symptom')) return null;
      const symptoms = new Set(g.used.map((f) => f.symptom));
      const told = g.facts.filter(
        (f) =>
          (f.origin === 'history' || (f.origin === 'description' && !f.verbatim)) &&
          f.polarity === 'present' &&
          symptoms.has(f.symptom) &&
          (specific.test(f.phrase) || addsWords(f, g.used) >= 2) &&
          !tellsCircumstance(f.source) &&
          !g.used.includes(f) &&
          g.speakable(f),
      );
      // The detail that says most of what was asked; the history's own words before a catalogue's.
      const said = told.filter((f) => g.groups.some((w) => saysExactly(w, f)));
      const pick =
        best(said, g.all) ??
        best(
          told.filter((f) => f.origin === 'history'),
          g.all,
        ) ??
        best(told, g.all);
      return pick ? [...g.used, pick] : null;
    },
  },
];

/** Rules whose answer replaces the rules' answer (after them, the history's specifics may follow). */
export const replacing: ReadonlySet<GroundRuleId> = new Set([
  'record-over-denial',
  'record-answers-unknown',
  'record-tells-circumstance',
  'record-continues',
]);
export const specifics = rules.find((r) => r.id === 'record-adds-specifics') ?? rules[0];
