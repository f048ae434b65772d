/**
 * The built-in virtual patient: answers from the case's facts only. Truthful (a recorded fact is never
 * denied or changed, and is said the same way each time), controlled (an opening question gets the
 * presenting complaint, "anything else?" one further symptom), in role, and it never names its
 * diagnosis or suggests a treatment (its own lines pass the same guard as a chat model's).
 */

import { addressedBy } from './addressed.js';
import { denialFirst, leadWithNo } from './answerLead.js';
import { asksIfItHelped, ruleAnswer as rules } from './answerSteps.js';
import { ground, isDiagnosisGuess, unrecordedThing } from './ground.js';
import { groundRules } from './groundRules.js';
import { diagnosisPatterns, diagnosisSynonymPatterns, type Guard } from './guard.js';
import { patientLines } from './lines.js';
import { conversationState, patientContext } from './patientContext.js';
import { reply } from './patientReply.js';
import { understand } from './questions.js';
import { normalize, sentenceCase } from './text.js';
import type { CaseFacts, CaseInput, Fact, PatientReply, Turn } from './types.js';

export interface Patient {
  facts: CaseFacts;
  answer(conversation: readonly Turn[], question: string): PatientReply;
}

export { patientLines };

export function createPatient(input: CaseInput, guard?: Guard): Patient {
  const ctx = patientContext(input, guard);
  const { lines } = ctx;
  const stateOf = conversationState(ctx);
  const withoutName = addressedBy(input.name, ctx.child, input.medicalHistory ?? '');

  const guessPatterns = [...diagnosisPatterns(input.diagnosis), ...diagnosisSynonymPatterns(input.diagnosis)];

  /** The answer, its first sentence led by "No, " where it denies what a yes-or-no question asks. */
  function answer(conversation: readonly Turn[], asked: string): PatientReply {
    const question = withoutName(asked);
    const said = groundedAnswer(conversation, question);
    // (A stop inside a number or a name, "39.8", "St. Mary's", ends no sentence.)
    const sentences = said.text.match(/(?:[^.!?]|[.!?](?!\s|$))+[.!?]+(?=\s|$)/g)?.map((x) => x.trim()) ?? [
      said.text,
    ];
    const led = [leadWithNo(question, sentences[0] ?? ''), ...sentences.slice(1)];
    const ordered = led[0] === sentences[0] ? denialFirst(question, sentences) : led;
    const text = ordered.join(' ');
    return text !== sentences.join(' ')
      ? { ...said, text, trace: [...(said.trace ?? []), 'lead:no — the answer denies what was asked'] }
      : said;
  }

  /** The rules' answer, then grounded in the record (ground.ts); the trace names what fired. */
  function groundedAnswer(conversation: readonly Turn[], question: string): PatientReply {
    if (isDiagnosisGuess(question, guessPatterns))
      return {
        ...reply(ctx, [], [lines.diagnosis]),
        trace: [`ground:diagnosis-guess — ${groundRules['diagnosis-guess']}`],
      };
    const ruled = ruleAnswer(conversation, question);
    const unrecorded = unrecordedThing(question, ruled, ctx.all.facts, ctx.byId);
    if (unrecorded)
      return {
        ...reply(ctx, unrecorded.facts, unrecorded.facts.length ? [] : [lines.notSure]),
        trace: [
          ...(ruled.trace ?? []),
          `ground:unrecorded-not-a-symptom — ${groundRules['unrecorded-not-a-symptom']}`,
        ],
      };
    const yesNo = asksIfItHelped(normalize(question));
    const grounded = ground(question, {
      ruled,
      facts: ctx.all.facts,
      byId: ctx.byId,
      say: (used) => reply(ctx, used, [], false, yesNo),
      speakable: (f) => ctx.check.check(sentenceCase(f.phrase)).ok,
      previous: (conversation.filter((t) => t.isAI).at(-1)?.facts ?? [])
        .map((id) => ctx.byId.get(id))
        .filter((f): f is Fact => !!f),
    });
    return grounded.rule
      ? {
          text: grounded.text,
          facts: grounded.facts,
          trace: [...(ruled.trace ?? []), `ground:${grounded.rule} — ${groundRules[grounded.rule]}`],
        }
      : ruled;
  }

  function ruleAnswer(conversation: readonly Turn[], question: string): PatientReply {
    return rules(ctx, understand(question), stateOf(conversation));
  }

  return { facts: ctx.all, answer };
}
