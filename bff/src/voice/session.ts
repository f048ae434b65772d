import { createHash } from 'node:crypto';
import { isIsoTimestamp } from '@anamnesis/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { Loaders } from '../upstream/loaders.js';
import type { RestPatient } from '../upstream/patients.js';
import type { RestVoiceMessage } from '../upstream/voice.js';
import type { SessionPatient } from './casePatient.js';
import type { VoiceEventPayload, VoiceMessage } from './events.js';

export const DEFAULT_VOICE = 'aura-asteria-en';
export const alreadySubmitted = 'This assignment has already been submitted.';

/**
 * A session key: `a.<assignmentId>.<userId>` for a student's assignment (the same key every time, so
 * reopening resumes it), `t.<patientId>.<userId>.<nonce>` for an admin trying a case (nothing stored).
 * Everything else about a session is read from the API, so any replica can serve any session.
 */
export interface SessionRef {
  key: string;
  mode: 'assignment' | 'try';
  userId: number;
  assignmentId: number | null;
  patientId: number | null;
}

export function parseSessionKey(key: string): SessionRef | null {
  const a = key.match(/^a\.(\d{1,10})\.(\d{1,10})$/);
  if (a)
    return { key, mode: 'assignment', assignmentId: Number(a[1]), userId: Number(a[2]), patientId: null };
  const t = key.match(/^t\.(\d{1,10})\.(\d{1,10})\.([a-z0-9]{8,32})$/);
  if (t) return { key, mode: 'try', patientId: Number(t[1]), userId: Number(t[2]), assignmentId: null };
  return null;
}

export const sessionGlobalId = (key: string) => encodeGlobalID('VoiceSession', key);

/** What this replica holds of a session: a cache of the API's record plus in-flight state. */
export interface VoiceSession {
  ref: SessionRef;
  /** The opaque id clients use (a Relay global id). */
  id: string;
  studentId: number | null;
  patientId: number;
  assignmentId: number | null;
  /** The assignment's attempt (a reset starts the next): patient lines are signed for it. */
  attempt: number;
  patient: RestPatient;
  /** The case's facts, the built-in patient and the reply guard (with the answer key, never sent out). */
  casePatient: SessionPatient;
  status: 'assigned' | 'inprogress' | 'completed' | 'marked';
  messages: VoiceMessage[];
  /** When the conversation was last read from or written to the API by this replica. */
  syncedAt: number;
  /** A reply is being produced on this replica. */
  pending: boolean;
  /** Audio is being received on this replica. */
  recording: boolean;
  touchedAt: number;
  /** The loaders (the caller's credentials) of the last request that used the session: for background saves. */
  loaders: Loaders;
  saving: Promise<void> | null;
  saveQueued: Promise<void> | null;
  timingSave: NodeJS.Timeout | null;
  /** Ids of the lines the API holds, as far as this replica knows: a save sends only the others. */
  stored: Set<string>;
  /** Stored lines whose timings changed since they were saved. */
  retimed: Set<string>;
  /** How many lines the API holds, as far as this replica knows. */
  storedCount: number;
  /** A save found lines this replica has not read: the next re-read reads the conversation whole. */
  readWhole?: boolean;
}

/**
 * Messages stored before ids existed get one derived from their place and text: stable across reads. A
 * timestamp that is not an ISO instant (stored before the API checked them) reads as absent, as a missing
 * one does: it never stops a session from opening (docs/voice.md#what-a-line-may-hold).
 */
export function withIds(log: RestVoiceMessage[], offset = 0): VoiceMessage[] {
  return log.map((m, i) => ({
    id:
      m.id ?? `m${offset + i}-${createHash('sha1').update(`${m.isAI}:${m.text}`).digest('hex').slice(0, 10)}`,
    text: m.text,
    isAI: m.isAI,
    timestamp: isIsoTimestamp(m.timestamp) ? m.timestamp : new Date(0).toISOString(),
    ...(m.timings ? { timings: m.timings } : {}),
    ...(m.facts ? { facts: m.facts } : {}),
    ...(m.spoken ? { spoken: true } : {}),
  }));
}

/** The stored conversation with this replica's messages applied: ours replace same-id ones, new ones follow. */
export function mergeConversation(stored: VoiceMessage[], local: VoiceMessage[]): VoiceMessage[] {
  const mine = new Map(local.map((m) => [m.id, m]));
  const out = stored.map((m) => mine.get(m.id) ?? m);
  const have = new Set(out.map((m) => m.id));
  for (const m of local) if (!have.has(m.id)) out.push(m);
  return out;
}

/** A conversation the student may still add to. */
export const isOpen = (status: VoiceSession['status']) => status === 'assigned' || status === 'inprogress';

/**
 * Re-reads the stored conversation (another replica may have added to it), keeping unsaved messages:
 * only the lines past those this replica knows, unless the assignment was reset or its log rewritten
 * shorter, or a save found lines stored among this replica's ones, when it is read whole.
 */
export async function refreshSession(session: VoiceSession) {
  if (session.ref.mode !== 'assignment') return;
  const id = session.assignmentId as number;
  const from = session.storedCount;
  const c = session.readWhole ? null : await session.loaders.voice.conversation(id, from);
  if (c) session.status = c.status;
  if (c && c.attempt === session.attempt && c.messageCount >= from) {
    const known = session.messages.filter((m) => session.stored.has(m.id));
    const added = withIds(c.messages, from);
    session.messages = mergeConversation([...known, ...added], session.messages);
    for (const m of added) session.stored.add(m.id);
    session.storedCount = c.messageCount;
    session.syncedAt = Date.now();
    return;
  }
  const a = await session.loaders.voice.assignment(id);
  session.status = a.status;
  // A new attempt began (a reset): nothing cached of the old one may come back into it.
  if (a.attempt !== session.attempt) session.messages = [];
  session.attempt = a.attempt;
  const stored = withIds(a.conversationLog);
  session.messages = mergeConversation(stored, session.messages);
  session.stored = new Set(stored.map((m) => m.id));
  session.storedCount = stored.length;
  session.syncedAt = Date.now();
  session.readWhole = false;
}

export interface VoiceLog {
  warn(msg: string, fields?: Record<string, unknown>): void;
}

type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

/** An event of a session, before the session's id is put on it. */
export type SessionEvent = DistributiveOmit<VoiceEventPayload, 'sessionId'>;

/** Publishes an event to the subscribers of a session, on every replica. */
export type PublishEvent = (session: VoiceSession, event: SessionEvent) => void;
