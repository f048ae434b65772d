/**
 * The signature of a patient line: only the server writes the patient's turns. The BFF signs each
 * line it produces with SECRET_KEY over the assignment and its attempt, the line's id, its text, its
 * ledger and the student's question it answers; the API checks it when the conversation is stored, and
 * marking ignores a line without a valid one (docs/marking.md). Node only: import from
 * `@anamnesis/clinical/signature`.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedLine {
  assignmentId: number;
  attempt: number;
  id: string;
  text: string;
  facts: readonly string[];
  /** The student's line this one answers ('' when none). */
  question: string;
}

const keyOf = (secret: string) => createHash('sha256').update(`anamnesis:patient-lines:${secret}`).digest();

function payload(line: SignedLine): string {
  return JSON.stringify([
    line.assignmentId,
    line.attempt,
    line.id,
    line.text,
    [...line.facts],
    line.question.trim(),
  ]);
}

export function signPatientLine(secret: string, line: SignedLine): string {
  return createHmac('sha256', keyOf(secret)).update(payload(line)).digest('base64url');
}

export function verifyPatientLine(
  secret: string,
  line: SignedLine,
  signature: string | undefined | null,
): boolean {
  if (!signature || signature.length > 100) return false;
  const want = Buffer.from(signPatientLine(secret, line));
  const got = Buffer.from(signature);
  return want.length === got.length && timingSafeEqual(want, got);
}
