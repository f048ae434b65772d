/**
 * The built-in patient's rules (docs/patient.md#the-built-in-patient-no-openai-key): ordered steps, each
 * with an id and a reason. A step either answers (and the answer is the rules' answer) or notes facts
 * and lines and lets the next step go on; the last step says what was noted. The answer is then
 * grounded in the record (ground.ts).
 */

import { hoursAgo } from './hoursAgo.js';
import { contactFact, contactQuestion, symptomTopics, topicOrder } from './lines.js';
import { checkAnswer, conditionAnswer } from './patientChecks.js';
import {
  nextSymptom,
  type PatientContext,
  presence,
  type State,
  search,
  targetOf,
  topicFacts,
} from './patientContext.js';
import { reply } from './patientReply.js';
import { expand, timeIn } from './phrasing.js';
import type { Question } from './questions.js';
import { recall } from './recall.js';
import { contentWords, normalize } from './text.js';
import { topics } from './topicAnswer.js';

import type { Fact, PatientReply } from './types.js';
import { relativePattern } from './vocabulary.js';

/** "Did the cream help?", "Has the Calpol brought it down?": answered "No" by what did not help. */
export const asksIfItHelped = (text: string): boolean =>
  /^(did|does|do|has|have|is|was|were|are) /.test(text) &&
  /\b(help|helps|helped|work|works|worked|better|relieve|relieved|ease|eased|eases|difference)\b|\b(?:bring|brought|come|came|gone|go) (?:it |his |her |your |the )?(?:\w+ )?down\b/.test(
    text,
  );

/**
 * Being unwell as a whole, not a symptom ("How long has he been poorly?", "not been himself"; "feeling
 * like this" is the whole state the patient came with).
 */
const unwellWords =
  /\b(?:unwell|poorly|ill|not (?:been )?(?:him|her|my)self|off colou?r|under the weather|feel(?:ing)? like this)\b/;

/** Words that ask when something began and name nothing else. */
const onsetWords = new Set(
  contentWords(
    'when what time start started starting begin began begun happen happened first notice noticed come came on it all this that long ago how',
  ),
);

/** "What time…", "When…": a question of when something happened. */
const asksWhen = /^(?:and |so )?(?:what time|at what time|when|what day)\b/;
/** "When did you last take it?": a medicine's last dose. */
const asksLastDose = /\blast (?:take|took|use|used|have|had|need|needed)\b/;

/** A time of day or a day a note dates an event by: "at 11 pm", "at 06:30", "on Tuesday", "last night". */
const clockTime =
  /\b\d{1,2}(?:[.:]\d\d)? ?(?:am|pm)\b|\b\d\d:\d\d\b|\b(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:last night|this morning|yesterday (?:morning|afternoon|evening))\b/;

/** One question being answered: what is known, what was asked, and what the steps have noted so far. */
export interface Answering {
  ctx: PatientContext;
  q: Question;
  state: State;
  out: Fact[];
  said: string[];
  /** Said before the facts found. */
  leading?: string[];
}

interface AnswerStep {
  id: string;
  reason: string;
  /** An answer ends the steps; undefined goes on to the next. */
  run: (a: Answering) => PatientReply | undefined;
}

/** Words that tell a patient's ideas, concerns and hopes. */
const worryWords =
  /\b(worr\w*|concern\w*|frightened|scared|afraid|fear\w*|anxious|terrified|dread\w*|hoping|hopes?|wants? to know|thinks? it (?:is|might|could)|\bthinks? (?:that )?(?:he|she|i|it) (?:is|am|might|may|could)|\bthinks? (?:i'm|it's|he's|she's))\b/;

const has = (a: Answering, act: Question['acts'][number]) => a.q.acts.includes(act);

const others =
  /\b(nobody|no one|anyone|others?|children|friends?|colleagues?|people|girlfriend|boyfriend|partner|wife|husband|flatmates?|housemates?|students?|classmates?|them|nursery|school)\b/;

function opening({ ctx, q, out, said }: Answering): PatientReply | undefined {
  if (!q.acts.includes('opening') || q.concepts.length) return undefined;
  const first = ctx.known[0] ? presence(ctx, ctx.known[0]) : null;
  if (first) out.push(first);
  else {
    const pc = ctx.facts.facts.find((f) => f.topic === 'associated' || f.topic === 'onset');
    if (pc) out.push(pc);
    else said.push(ctx.lines.notWell);
  }
  return reply(ctx, out, said);
}

/** No topic asked: "anything else?", "tell me more", a greeting, or what the question's words find. */
function acts(a: Answering): PatientReply | undefined {
  const { ctx, q, state, out, said } = a;
  const { lines } = ctx;
  if (topicOrder.some((t) => q.topics.includes(t)) || has(a, 'check') || q.condition) return undefined;
  if (has(a, 'anythingElse')) {
    const next = nextSymptom(ctx, state);
    if (next) out.push(next);
    else said.push(lines.nothingElse);
  } else if (has(a, 'tellMore')) {
    const k = targetOf(ctx, q) ?? state.focus ?? ctx.known[0] ?? null;
    const more = symptomTopics
      .flatMap((t) => topicFacts(ctx, t, k))
      .find((f) => !state.revealed.has(f.id) && f.origin !== 'severity');
    const next = more ?? nextSymptom(ctx, state);
    if (next) out.push(next);
    else said.push(lines.nothingMore);
  } else if (has(a, 'greeting')) said.push(lines.hello);
  else if (has(a, 'closing')) said.push(lines.thanks);
  else if (has(a, 'concerns')) {
    // The patient's own worries, where the case records them; else a worry any patient has.
    const worries = ctx.all.facts.filter(
      (f) => f.polarity === 'present' && worryWords.test(normalize(f.source)),
    );
    if (worries.length) out.push(...worries.slice(0, 2));
    else said.push(lines.worried);
  } else if (has(a, 'explain')) said.push(lines.okay);
  else if (!out.length && !said.length) {
    const searched = search(ctx, q, state.focus);
    if (searched.length) out.push(...searched);
    else said.push(lines.notUnderstood);
  }
  return undefined;
}

/** The steps, in order. */
const steps: readonly AnswerStep[] = [
  {
    id: 'role-break',
    reason: 'the patient stays the patient whatever it is told',
    run: (a) => (has(a, 'roleBreak') ? reply(a.ctx, [], [a.ctx.lines.role]) : undefined),
  },
  {
    id: 'contacts',
    reason: '"Is anyone else unwell?": what the note says of others with the same or any illness',
    run: ({ ctx, q }) => {
      if (!contactQuestion.test(q.text)) return undefined;
      const told = ctx.facts.facts.filter((f) => {
        const source = normalize(f.source);
        return contactFact.test(source) && (relativePattern.test(source) || others.test(source));
      });
      return told.length ? reply(ctx, told.slice(0, 2), []) : undefined;
    },
  },
  {
    id: 'carer-self',
    reason:
      '"How are you coping yourself?" asked of the carer who tells a child\'s story: what the carer said of themself',
    run: ({ ctx, q }) => {
      if (
        !ctx.child ||
        !/\byourself\b|\bhow are you (?:coping|feeling|doing|sleeping|managing)\b/.test(q.text)
      )
        return undefined;
      const own = ctx.facts.facts.filter((f) => /^I\b/.test(f.phrase) && /\bmyself\b/.test(f.phrase));
      return own.length ? reply(ctx, own.slice(0, 2), []) : undefined;
    },
  },
  {
    id: 'clinician',
    reason: 'asked for advice, the patient leaves it to the doctor',
    run: (a) => (has(a, 'clinician') ? reply(a.ctx, [], [a.ctx.lines.clinician]) : undefined),
  },
  {
    id: 'diagnosis',
    reason: 'a patient does not know its diagnosis',
    run: (a) => (has(a, 'diagnosis') ? reply(a.ctx, [], [a.ctx.lines.diagnosis]) : undefined),
  },
  { id: 'opening', reason: 'an opening question gets the presenting complaint only', run: opening },
  {
    id: 'whole-illness',
    reason: '"How long has he been poorly?": the whole illness, from its first symptom on',
    run: ({ ctx, q }) => {
      const whole =
        unwellWords.test(q.text) &&
        !q.concepts.length &&
        // ("Has anyone else been unwell?" asks of others; "poorly with anything before?" of the past.)
        !/\b(anyone|anybody|someone|others?|else|family|everyone|previously|ever)\b|\bbefore$|\bin the past\b/.test(
          q.text,
        );
      if (!whole || !(q.topics.includes('onset') || (q.acts.includes('check') && !q.topics.length)))
        return undefined;
      // "He has been poorly for five days": the note's own telling of the whole illness, first.
      const tellings = ctx.all.facts.filter(
        (f) =>
          f.polarity === 'present' && unwellWords.test(normalize(f.phrase)) && !!timeIn(expand(f.phrase)),
      );
      const told = tellings.find((f) => !f.verbatim) ?? tellings[0];
      if (told) return reply(ctx, [told], []);
      const onsets = ctx.facts.facts.filter(
        (f) => f.topic === 'onset' && f.origin === 'history' && f.symptom,
      );
      // The illness began with its earliest symptom.
      const earliest = [...onsets].sort((a, b) => hoursAgo(b.phrase) - hoursAgo(a.phrase));
      return earliest.length ? reply(ctx, earliest.slice(0, 1), []) : undefined;
    },
  },
  {
    id: 'time-of-event',
    reason: '"What time did you fall?", "What time did Susan find you?": the time the note gives that event',
    run: ({ ctx, q }) => {
      // (Not a medicine's last dose: "When did you last take the paracetamol?" is the medicines'.)
      if (
        !asksWhen.test(q.text) ||
        asksLastDose.test(q.text) ||
        q.topics.some((t) => t !== 'onset' && t !== 'timing')
      )
        return undefined;
      // The event asked of, in words that are neither asking nor a symptom's ("fall", "find", "fit").
      const symptomWords = new Set(ctx.known.flatMap((k) => contentWords(k.symptom.name)));
      const event = contentWords(q.text).filter((w) => !onsetWords.has(w) && !symptomWords.has(w));
      if (!event.length || q.concepts.length) return undefined;
      const told = (f: Fact) => f.polarity === 'present' && f.origin === 'history';
      const timed = ctx.all.facts.filter((f) => told(f) && clockTime.test(normalize(f.phrase)));
      const at = recall(event.join(' '), timed, { least: 1 });
      if (at.length) return reply(ctx, at.slice(0, 1), []);
      // "…at about 11 pm last night, tripped on the rug": the time told in the clause beside the event.
      const [what] = recall(event.join(' '), ctx.all.facts.filter(told), { least: 1 });
      const i = what ? ctx.all.facts.indexOf(what) : -1;
      const beside = [ctx.all.facts[i - 1], ctx.all.facts[i + 1]].find((f) => !!f && timed.includes(f));
      return what && beside ? reply(ctx, [beside, what], []) : undefined;
    },
  },
  {
    id: 'time-of-other',
    reason: '"How long were you away?": the time of something told that is not a symptom',
    run: ({ ctx, q }) => {
      if (q.topics.length !== 1 || q.topics[0] !== 'onset' || q.concepts.length || targetOf(ctx, q))
        return undefined;
      // "When did it start?" names nothing but the start: the symptom's onset answers, not another time.
      if (!contentWords(q.text).some((w) => !onsetWords.has(w))) return undefined;
      const told = recall(
        q.text,
        ctx.facts.facts.filter((f) => f.topic === 'other' && f.polarity === 'present'),
        { least: 1 },
      );
      return told.length && /\d|\b(ago|since|last)\b/.test(told[0]?.phrase ?? '')
        ? reply(ctx, told, [])
        : undefined;
    },
  },
  {
    id: 'at-work',
    reason: '"How is work going?": the job, and what the note says of the patient at work',
    run: ({ ctx, q, out }) => {
      if (
        q.topics.includes('occupation') &&
        /\bhow('s| is| are)? (work|things at work|your job|school|college)\b|\bat work\b/.test(q.text)
      )
        out.push(
          ...ctx.all.facts
            .filter(
              (f) =>
                f.topic !== 'occupation' &&
                f.polarity === 'present' &&
                /\b(work|job|school|college|off sick)\b/.test(normalize(f.source)),
            )
            .slice(0, 2),
        );
      return undefined;
    },
  },
  {
    id: 'check',
    reason: '"Have you had X?": a plain no only for a symptom the record lacks',
    run: (a) => {
      if (has(a, 'check')) checkAnswer(a.ctx, a.q, a.state, a.out, a.said);
      return undefined;
    },
  },
  {
    id: 'condition',
    reason: '"Do you have diabetes?": a condition of the past history',
    run: (a) => {
      // "Any heart problems in the family?" asks of the family's, which the topic step answers.
      if (a.q.condition && (!has(a, 'check') || !a.q.concepts.length) && !a.q.topics.includes('family'))
        conditionAnswer(a.ctx, a.q, a.out, a.said);
      return undefined;
    },
  },
  { id: 'topics', reason: 'each topic asked, of the symptom asked about', run: topics },
  { id: 'acts', reason: 'no topic asked: what the act asks', run: acts },
];

/** The question as the rules understood it, adjusted where a symptom the case lacks is named. */
function adjusted(q: Question, ctx: PatientContext): Question {
  // "Any burning when you wee?" names a symptom the case lacks: a check, not that symptom's character.
  const lacking =
    q.topics.length === 1 &&
    q.topics[0] === 'character' &&
    q.concepts.length > 0 &&
    q.concepts.every((c) => !ctx.known.some((k) => k.concept === c.concept)) &&
    /^(?:and |so |also )?(any|have you|do you|did you|has|is|are)\b/.test(q.text);
  return lacking ? { ...q, topics: [], acts: [...q.acts.filter((x) => x !== 'topic'), 'check'] } : q;
}

/** The rules' answer to a question, and the id of the step that gave it. */
export function ruleAnswer(ctx: PatientContext, question: Question, state: State): PatientReply {
  // The steps up to the opening see the question as understood; the later ones see it adjusted.
  const a: Answering = { ctx, q: question, state, out: [], said: [] };
  // Which steps gave the answer: the one that answered, or each that noted a fact or a line.
  const fired: string[] = question.intent ? [`intent:${question.intent}`] : [];
  for (const step of steps) {
    if (step.id === 'whole-illness') a.q = adjusted(question, ctx);
    const before = a.out.length + a.said.length;
    const answered = step.run(a);
    if (answered || a.out.length + a.said.length > before) fired.push(`rule:${step.id}`);
    if (answered) return { ...answered, trace: fired };
  }
  const said = reply(ctx, a.out, a.said, has(a, 'check'), asksIfItHelped(a.q.text), a.leading);
  return { ...said, trace: fired };
}
