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

/**
 * The header by which the BFF tells the API that a call comes from it (with its service credential):
 * the API then answers a student's conversation whole, each patient line with its ledger and signature,
 * which the voice engine needs (the patient's memory, the lines it stores again); a student calling the
 * API themself reads the lines without them (docs/marking.md#the-record).
 */
export const serviceHeader = 'x-anamnesis-service';

const serviceKeyOf = (secret: string) =>
  createHash('sha256').update(`anamnesis:bff-service:${secret}`).digest();

/** The BFF's service credential: derived from SECRET_KEY, which the BFF and the API share. */
export function serviceCredential(secret: string): string {
  return createHmac('sha256', serviceKeyOf(secret)).update('anamnesis-bff').digest('base64url');
}

/** Whether a header value is the service credential of this SECRET_KEY. */
export function isServiceCredential(secret: string, value: string | undefined | null): boolean {
  if (!value || value.length > 100) return false;
  const want = Buffer.from(serviceCredential(secret));
  const got = Buffer.from(value);
  return want.length === got.length && timingSafeEqual(want, got);
}
