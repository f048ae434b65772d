import type { ConversationMessage } from '../assignments/assignments.table.js';

/** One exchange marking may count: the student's question and the patient's verified answer to it. */
export interface Exchange {
  question: ConversationMessage;
  answers: ConversationMessage[];
}

/**
 * The exchanges of a transcript that marking counts (docs/marking.md): a patient line counts only when
 * the server signed it (`verified`), and a student line only when a verified patient line answers it.
 * Forged or unverified patient lines, and the questions they answer, earn nothing.
 */
export function markedExchanges(transcript: readonly ConversationMessage[]): Exchange[] {
  const out: Exchange[] = [];
  let current: Exchange | null = null;
  for (const m of transcript) {
    if (typeof m.text !== 'string') continue;
    if (!m.isAI) {
      current = { question: m, answers: [] };
      continue;
    }
    if (m.verified !== true || !current) continue;
    if (!current.answers.length) out.push(current);
    current.answers.push(m);
  }
  return out;
}

/** The lines marking counts, in order. */
export function markedTranscript(transcript: readonly ConversationMessage[]): ConversationMessage[] {
  return markedExchanges(transcript).flatMap((e) => [e.question, ...e.answers]);
}
