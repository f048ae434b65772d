/**
 * A stored patient line's disclosure ledger, read against today's facts of its case
 * (docs/patient.md#the-disclosure-ledger). Ids come from the source span, topic and symptom, so they
 * survive changes of wording; a line stored by a version whose ids this one does not know (an id
 * scheme of the past, or a case edited since) is read again from its own words, so a conversation
 * saved then keeps its credit now.
 */
import { readUtterance } from './matcher.js';
import type { CaseFacts } from './types.js';

export function resolveLedger(
  line: { text: string; facts?: readonly string[] | null },
  cf: CaseFacts,
): string[] {
  const known = new Set(cf.facts.map((f) => f.id));
  const stored = line.facts ?? [];
  const kept = stored.filter((id) => known.has(id));
  if (stored.length && kept.length === stored.length) return kept;
  // Some or all of the ids are unknown here: what the line's words reveal stands in for them.
  return [...new Set([...kept, ...readUtterance(line.text, cf).revealed])];
}
