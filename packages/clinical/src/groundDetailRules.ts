/**
 * The grounding rules that add a detail the rules' answer left out (groundRules.ts): a number, a time,
 * a side, a colour, the focus of a topic, the words asked, what a symptom does, the history's specifics.
 */
import { tellsCircumstance } from './author.js';
import {
  addsWords,
  asksScore,
  asksSide,
  asksWhen,
  best,
  circumstance,
  clockTime,
  colours,
  denial,
  type Grounding,
  kinTopics,
  saysAll,
  saysExactly,
  score,
  sides,
  specific,
  wantsNumber,
} from './groundMatch.js';
import type { GroundRuleId } from './groundRules.js';
import { backgroundTopics } from './lines.js';
import { understand } from './questions.js';
import { normalize } from './text.js';
import type { Fact } from './types.js';

export const detailRules: { id: GroundRuleId; apply: (g: Grounding) => Fact[] | null }[] = [
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
      // "How high has your temperature got?": a reading of the thermometer, before a span of days.
      const readings = /\b(?:how high|temperature|temp|fever)\b/.test(normalize(g.question))
        ? numbered.filter((f) => /\b(?:3[5-9]|4[0-2])(?:\.\d)?\b|°/.test(f.phrase))
        : [];
      const strongest = best(readings.length ? readings : numbered, g.all);
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
          // (A catalogue description kept in its own words, when it reads as said: "I've had weakness
          // of my left arm and leg".)
          (f.origin === 'history' ||
            (f.origin === 'description' &&
              (!f.verbatim || /^(?:I've|I have|I'm|It's|My)\b/.test(f.phrase)))) &&
          f.polarity === 'present' &&
          symptoms.has(f.symptom) &&
          (specific.test(f.phrase) || addsWords(f, g.used) >= 2) &&
          !tellsCircumstance(f.source) &&
          !g.used.includes(f) &&
          g.speakable(f),
      );
      // The detail that says most of what was asked; the history's own words before a catalogue's.
      const said = told.filter((f) => g.groups.some((w) => saysExactly(w, f)));
      // "Have you had a temperature?": a yes-or-no question of a symptom is answered with its measure
      // first ("My temperature was 38.1"), as a patient who took it would.
      const yesNo = /^(?:and |so )?(?:have|has|had|did|do|does|any|is|are|were|was)\b/.test(
        normalize(g.question),
      );
      const measured = yesNo ? said.filter((f) => /\d/.test(f.phrase) && f.topic !== 'onset') : [];
      const pick =
        best(measured, g.all) ??
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
