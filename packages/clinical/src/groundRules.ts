/**
 * The grounding rules (ground.ts, docs/patient.md#the-built-in-patient-no-openai-key): each a row with an
 * id and a reason, tried in order after the rules' answer; the one that fires is named in the reply's
 * trace. What a rule is given and how a fact is matched to a question's words: groundMatch.ts; the rules
 * that add a detail: groundDetailRules.ts.
 */
import { detailRules } from './groundDetailRules.js';
import {
  asked,
  asksOn,
  asksWho,
  bareAsk,
  best,
  circumstance,
  covers,
  denial,
  followsUp,
  type Grounding,
  namesSomeone,
  nonAnswer,
  personNames,
  saysAll,
  saysExactly,
  topicNames,
  untilThen,
} from './groundMatch.js';
import { understand } from './questions.js';
import { factWords } from './recall.js';
import { contentWords, normalize } from './text.js';
import type { Fact } from './types.js';

export {
  asked,
  asksWho,
  bareAsk,
  circumstance,
  denial,
  type Grounding,
  saysAll,
  saysExactly,
  topicNames,
  untilThen,
};

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
    'asked of a liking, a pastime, a test, a blood group, an animal, a vaccination or travel the case does not record: the patient is not sure, never a plain no nor an answer about something else',
};

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
  ...detailRules,
];

/** Rules whose answer replaces the rules' answer (after them, the history's specifics may follow). */
export const replacing: ReadonlySet<GroundRuleId> = new Set([
  'record-over-denial',
  'record-answers-unknown',
  'record-tells-circumstance',
  'record-continues',
]);
export const specifics = rules.find((r) => r.id === 'record-adds-specifics') ?? rules[0];
