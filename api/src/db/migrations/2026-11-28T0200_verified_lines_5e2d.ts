import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { type Kysely, type Migration, sql } from 'kysely';

// Patient lines stop carrying signatures: the BFF's service credential now decides which lines count
// (docs/trust.md). Before the signatures go, every stored patient line whose signature holds is marked
// verified, so dropping them loses no line that counts; a line stored verified stays so. Current and
// earlier attempts alike. The check is the one the BFF and the API used until this date, copied here as
// it was, since a migration never changes: an HMAC under SECRET_KEY over the assignment and its attempt,
// the line's id, text and ledger, and the question before it. Down signs every verified line again, so
// the code before this change reads the conversations as it wrote them. Without SECRET_KEY (only the
// benchmarks' fresh databases migrate without one) nothing can be checked, and nothing is changed.

/** A stored line, as conversations held them on this date. */
interface Line {
  id?: string;
  text: string;
  isAI: boolean;
  facts?: string[];
  signature?: string;
  verified?: boolean;
  [other: string]: unknown;
}

interface Place {
  assignmentId: number;
  attempt: number;
}

/** The signature of a patient line as the BFF made it until this date. */
export function lineSignature(secret: string, at: Place, line: Line, question: string): string {
  const key = createHash('sha256').update(`anamnesis:patient-lines:${secret}`).digest();
  const payload = JSON.stringify([
    at.assignmentId,
    at.attempt,
    line.id ?? '',
    line.text,
    [...(line.facts ?? [])],
    question.trim(),
  ]);
  return createHmac('sha256', key).update(payload).digest('base64url');
}

function holds(secret: string, at: Place, line: Line, question: string): boolean {
  if (typeof line.signature !== 'string' || line.signature.length > 100) return false;
  const want = Buffer.from(lineSignature(secret, at, line, question));
  const got = Buffer.from(line.signature);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Each patient line with the student line before it (the question it answers), rewritten by `change`. */
function eachReply(log: unknown, change: (line: Line, question: string) => Line): Line[] | null {
  if (!Array.isArray(log)) return null;
  let question = '';
  let changed = false;
  const out = (log as Line[]).map((line) => {
    if (!line || typeof line !== 'object') return line;
    if (!line.isAI) {
      question = String(line.text ?? '');
      return line;
    }
    const next = change(line, question);
    if (next !== line) changed = true;
    return next;
  });
  return changed ? out : null;
}

const verifyAndDrop =
  (secret: string, at: Place) =>
  (line: Line, question: string): Line => {
    if (line.signature === undefined) return line;
    const { signature: _signature, ...rest } = line;
    return line.verified === true || holds(secret, at, line, question) ? { ...rest, verified: true } : rest;
  };

const signAgain =
  (secret: string, at: Place) =>
  (line: Line, question: string): Line =>
    line.verified === true && line.signature === undefined
      ? { ...line, signature: lineSignature(secret, at, line, question) }
      : line;

type Change = (secret: string, at: Place) => (line: Line, question: string) => Line;

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was on their date
async function rewrite(db: Kysely<any>, secret: string, change: Change): Promise<void> {
  // Only rows with a patient line are read: the rest have nothing to check.
  const hasReply = sql<boolean>`jsonb_path_exists(conversation_log, '$[*] ? (@.isAI == true)')`;
  const current = await db
    .selectFrom('assignments')
    .select(['id', 'attempt', 'conversation_log'])
    .where(hasReply)
    .execute();
  for (const row of current) {
    const log = eachReply(
      row.conversation_log,
      change(secret, { assignmentId: row.id, attempt: row.attempt }),
    );
    if (log)
      await db
        .updateTable('assignments')
        .set({ conversation_log: JSON.stringify(log) })
        .where('id', '=', row.id)
        .execute();
  }
  const earlier = await db
    .selectFrom('assignment_attempts')
    .select(['id', 'assignment_id', 'attempt', 'conversation_log'])
    .where(hasReply)
    .execute();
  for (const row of earlier) {
    const at = { assignmentId: row.assignment_id, attempt: row.attempt };
    const log = eachReply(row.conversation_log, change(secret, at));
    if (log)
      await db
        .updateTable('assignment_attempts')
        .set({ conversation_log: JSON.stringify(log) })
        .where('id', '=', row.id)
        .execute();
  }
}

/** The migration, with the SECRET_KEY the signatures were made with (migrate.ts passes the API's). */
export function verifiedLines(secret: string | undefined): Migration {
  return {
    up: async (db) => {
      if (secret) await rewrite(db, secret, verifyAndDrop);
    },
    down: async (db) => {
      if (secret) await rewrite(db, secret, signAgain);
    },
  };
}
