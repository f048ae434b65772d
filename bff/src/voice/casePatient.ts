/**
 * The patient of a voice session, built from its case: the facts (packages/clinical), the built-in
 * patient that answers from them, and the guard that every reply passes (built-in or a chat model's)
 * so the student never hears the diagnosis, a treatment of the answer key or an out-of-role line.
 */
import {
  type CaseFacts,
  type CaseInput,
  chatMessages,
  createGuard,
  createPatient,
  type Guard,
  matchFacts,
  type Patient,
  type PatientReply,
  streamGuard,
  type Turn,
} from '@anamnesis/clinical';
import type { RestPatient } from '../upstream/patients.js';
import type { ChatMessage } from './providers/openaiChat.js';

export interface AnswerKey {
  diagnosis: string;
  treatments: string;
}

export interface SessionPatient {
  input: CaseInput;
  facts: CaseFacts;
  builtin: Patient;
  guard: Guard;
}

export function sessionPatient(p: RestPatient, key: AnswerKey | null): SessionPatient {
  const input: CaseInput = {
    name: p.name,
    medicalHistory: p.medicalHistory,
    symptoms: p.symptoms.map((s) => ({ name: s.name, description: s.description, severity: s.severity })),
    diagnosis: key?.diagnosis || p.answer || null,
    treatments: key?.treatments || p.predefinedTreatments || null,
  };
  const builtin = createPatient(input);
  return { input, facts: builtin.facts, builtin, guard: createGuard(input, builtin.facts) };
}

/**
 * The answer key of a patient: an admin's read carries it; a student's read does not, so the BFF reads
 * it with its service credential (GET patients/{id}/answer-key, docs/trust.md). Null when the API does
 * not give it (no service credential configured: the guard then knows only the out-of-role phrasings).
 */
export async function answerKeyOf(
  patient: RestPatient,
  read: () => Promise<AnswerKey>,
): Promise<AnswerKey | null> {
  if (patient.answer) return { diagnosis: patient.answer, treatments: patient.predefinedTreatments };
  try {
    return await read();
  } catch {
    return null;
  }
}

/** The built-in patient's reply, streamed word by word. */
export function builtinReply(
  sp: SessionPatient,
  history: readonly Turn[],
  question: string,
  onToken: (delta: string) => void,
): PatientReply {
  const reply = sp.builtin.answer(history, question);
  for (const piece of reply.text.match(/\s*\S+/g) ?? [reply.text]) onToken(piece);
  return reply;
}

/**
 * A chat model's reply behind the guard: each sentence is held until it ends, checked, and only then
 * streamed (replaced by an in-role line when it offends), so what the student sees and what is saved
 * are the same. The ledger is the facts the shown text reveals.
 */
export async function guardedModelReply(
  sp: SessionPatient,
  history: readonly Turn[],
  question: string,
  stream: (messages: ChatMessage[], onToken: (delta: string) => void) => Promise<string>,
  onToken: (delta: string) => void,
): Promise<PatientReply> {
  const guard = streamGuard(sp.guard);
  let shown = '';
  const release = (delta: string) => {
    for (const v of guard.push(delta)) {
      shown += v.text;
      onToken(v.text);
    }
  };
  await stream(chatMessages(sp.input, sp.facts, history, question), release);
  for (const v of guard.end()) {
    shown += v.text;
    onToken(v.text);
  }
  const text = shown.trim();
  return { text, facts: matchFacts(text, sp.facts) };
}
