/**
 * The built-in virtual patient: answers from the case's facts only. Truthful (a recorded fact is never
 * denied or changed, and is said the same way each time), controlled (an opening question gets the
 * presenting complaint, "anything else?" one further symptom), in role, and it never names its
 * diagnosis or suggests a treatment (its own lines pass the same guard as a chat model's).
 */

import { ground, groundRules, isDiagnosisGuess } from './ground.js';
import { diagnosisPatterns, diagnosisSynonymPatterns, type Guard } from './guard.js';
import { contactFact, contactQuestion, patientLines, symptomTopics, topicOrder } from './lines.js';
import { checkAnswer, conditionAnswer } from './patientChecks.js';
import {
  conversationState,
  nextSymptom,
  patientContext,
  presence,
  search,
  targetOf,
  topicFacts,
} from './patientContext.js';
import { reply } from './patientReply.js';
import { type Question, understand } from './questions.js';
import { recall } from './recall.js';
import { denialPhrase, painConcepts } from './symptoms.js';
import { normalize, sentenceCase } from './text.js';
import type { CaseFacts, CaseInput, Fact, PatientReply, Turn } from './types.js';
import { relativePattern } from './vocabulary.js';

export interface Patient {
  facts: CaseFacts;
  answer(conversation: readonly Turn[], question: string): PatientReply;
}

export { patientLines };

export function createPatient(input: CaseInput, guard?: Guard): Patient {
  const ctx = patientContext(input, guard);
  const { facts, known, lines } = ctx;
  const stateOf = conversationState(ctx);

  const guessPatterns = [...diagnosisPatterns(input.diagnosis), ...diagnosisSynonymPatterns(input.diagnosis)];

  /** The rules' answer, then grounded in the record (ground.ts); the trace names what fired. */
  function answer(conversation: readonly Turn[], question: string): PatientReply {
    if (isDiagnosisGuess(question, guessPatterns))
      return {
        ...reply(ctx, [], [lines.diagnosis]),
        trace: [`ground:diagnosis-guess — ${groundRules['diagnosis-guess']}`],
      };
    const ruled = ruleAnswer(conversation, question);
    const yesNo = /^(did|does|do|has|have|is|was|were|are|any) /.test(normalize(question));
    const grounded = ground(
      question,
      ruled,
      ctx.all.facts,
      ctx.byId,
      (used) => reply(ctx, used, [], false, yesNo),
      (f) => ctx.check.check(sentenceCase(f.phrase)).ok,
    );
    return grounded.rule
      ? {
          text: grounded.text,
          facts: grounded.facts,
          trace: [`ground:${grounded.rule} — ${groundRules[grounded.rule]}`],
        }
      : ruled;
  }

  function ruleAnswer(conversation: readonly Turn[], question: string): PatientReply {
    let q = understand(question);
    const state = stateOf(conversation);
    const out: Fact[] = [];
    const said: string[] = [];
    const has = (a: Question['acts'][number]) => q.acts.includes(a);

    if (has('roleBreak')) return reply(ctx, [], [lines.role]);
    // "Is anyone else unwell?": what the note says of others with the same or any illness.
    if (contactQuestion.test(q.text)) {
      const told = facts.facts.filter(
        (f) =>
          contactFact.test(normalize(f.source)) &&
          (relativePattern.test(normalize(f.source)) ||
            /\b(nobody|no one|anyone|others?|children|friends?|colleagues?|people|girlfriend|boyfriend|partner|wife|husband|flatmates?|housemates?)\b/.test(
              normalize(f.source),
            )),
      );
      if (told.length) return reply(ctx, told.slice(0, 2), []);
    }
    if (has('clinician')) return reply(ctx, [], [lines.clinician]);
    if (has('diagnosis')) return reply(ctx, [], [lines.diagnosis]);

    if (has('opening') && !q.concepts.length) {
      const first = known[0] ? presence(ctx, known[0]) : null;
      if (first) out.push(first);
      else {
        const pc = facts.facts.find((f) => f.topic === 'associated' || f.topic === 'onset');
        if (pc) out.push(pc);
        else said.push(lines.notWell);
      }
      return reply(ctx, out, said);
    }
    // "Any burning when you wee?" names a symptom the case lacks: a check, not that symptom's character.
    if (
      q.topics.length === 1 &&
      q.topics[0] === 'character' &&
      q.concepts.length &&
      q.concepts.every((c) => !known.some((k) => k.concept === c.concept)) &&
      /^(?:and |so |also )?(any|have you|do you|did you|has|is|are)\b/.test(q.text)
    )
      q = { ...q, topics: [], acts: [...q.acts.filter((a) => a !== 'topic'), 'check'] };
    // "How long has he been poorly?": the whole illness, from its first symptom on.
    const wholeIllness =
      /\b(unwell|poorly|ill|off colou?r|under the weather)\b/.test(q.text) && !q.concepts.length;
    if (wholeIllness && (q.topics.includes('onset') || (has('check') && !q.topics.length))) {
      const onsets = facts.facts.filter((f) => f.topic === 'onset' && f.origin === 'history' && f.symptom);
      if (onsets.length) return reply(ctx, onsets.slice(0, 2), []);
    }
    // "How long were you away?": the time of something told that is not a symptom.
    if (q.topics.length === 1 && q.topics[0] === 'onset' && !q.concepts.length && !targetOf(ctx, q)) {
      const told = recall(
        q.text,
        facts.facts.filter((f) => f.topic === 'other' && f.polarity === 'present'),
        {
          least: 1,
        },
      );
      if (told.length && /\d|\b(ago|since|last)\b/.test(told[0]?.phrase ?? '')) return reply(ctx, told, []);
    }
    // "How is work going?": the job, and what the note says of the patient at work.
    if (
      q.topics.includes('occupation') &&
      /\bhow('s| is| are)? (work|things at work|your job|school|college)\b|\bat work\b/.test(q.text)
    ) {
      const atWork = ctx.all.facts.filter(
        (f) =>
          f.topic !== 'occupation' &&
          f.polarity === 'present' &&
          /\b(work|job|school|college|off sick)\b/.test(normalize(f.source)),
      );
      out.push(...atWork.slice(0, 2));
    }
    if (has('check')) checkAnswer(ctx, q, state, out, said);
    if (q.condition && !has('check')) conditionAnswer(ctx, q, out, said);
    else if (q.condition && !q.concepts.length) conditionAnswer(ctx, q, out, said);

    // "Where is the pain?" from a patient with no pain: no pain, not the place of another symptom.
    const painless =
      q.concepts.some((c) => c.concept === 'pain') &&
      !targetOf(ctx, q) &&
      !known.some((k) => k.concept === 'pain' || painConcepts.has(k.concept)) &&
      !facts.facts.some((f) => f.polarity === 'present' && f.concepts.includes('pain'));
    if (painless && q.topics.length && !has('check')) return reply(ctx, [], [denialPhrase('pain', null)]);
    const target = targetOf(ctx, q) ?? state.focus ?? known[0] ?? null;
    const asked = topicOrder.filter((t) => q.topics.includes(t));
    for (const topic of asked) {
      if (topic === 'pmh' && q.condition) continue;
      let found = topicFacts(ctx, topic, target);
      // "When did this start?" with nothing told of the symptom last spoken of: the main complaint.
      if (
        !found.length &&
        symptomTopics.includes(topic) &&
        !targetOf(ctx, q) &&
        known[0] &&
        target !== known[0]
      )
        found = topicFacts(ctx, topic, known[0]);
      // "Do you have pain anywhere else?": the case's other pains.
      if (topic === 'radiation' && !found.length && /\b(anywhere else|elsewhere)\b/.test(q.text))
        found = known
          .filter((k) => k !== target && k.concept === 'pain')
          .map((k) => presence(ctx, k))
          .filter((f): f is Fact => !!f);
      const searched = found.length ? [] : search(ctx, q, target);
      if (found.length) out.push(...found);
      else if (searched.length) out.push(...searched);
      else if (topic === 'site' && target && target.concept !== 'pain')
        said.push("It's hard to say exactly where — it's more of a general feeling.");
      else if (symptomTopics.includes(topic)) said.push(lines.notNoticed);
      else if (!(has('check') && (out.length || said.length))) said.push(lines.notSure);
    }

    if (!asked.length && !has('check') && !q.condition) {
      if (has('anythingElse')) {
        const next = nextSymptom(ctx, state);
        if (next) out.push(next);
        else said.push(lines.nothingElse);
      } else if (has('tellMore')) {
        const k = targetOf(ctx, q) ?? state.focus ?? known[0] ?? null;
        const more = symptomTopics
          .flatMap((t) => topicFacts(ctx, t, k))
          .find((f) => !state.revealed.has(f.id) && f.origin !== 'severity');
        if (more) out.push(more);
        else {
          const next = nextSymptom(ctx, state);
          if (next) out.push(next);
          else said.push(lines.nothingMore);
        }
      } else if (has('greeting')) said.push(lines.hello);
      else if (has('closing')) said.push(lines.thanks);
      else if (has('concerns')) said.push(lines.worried);
      else if (has('explain')) said.push(lines.okay);
      else if (!out.length && !said.length) {
        const searched = search(ctx, q, state.focus);
        if (searched.length) out.push(...searched);
        else said.push(lines.notUnderstood);
      }
    }
    return reply(ctx, out, said, has('check'), /^(did|does|do|has|have|is|was|were|are) /.test(q.text));
  }

  return { facts: ctx.all, answer };
}
