import { randomBytes } from 'node:crypto';
import type { AppPubSub } from '../pubsub.js';
import type { SessionClaims } from '../session/tokenClaims.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../upstream/errors.js';
import type { Loaders } from '../upstream/loaders.js';
import type { RestPatient } from '../upstream/patients.js';
import { type AnswerKey, answerKeyOf, sessionPatient } from './casePatient.js';
import {
  alreadySubmitted,
  isOpen,
  parseSessionKey,
  refreshSession,
  type SessionRef,
  sessionGlobalId,
  type VoiceSession,
  withIds,
} from './session.js';

const onlyTheStudent = 'Only the student of an assignment can talk to its patient.';

/**
 * The sessions this replica holds: caches of the API's records, rebuilt from the API on a miss, dropped
 * after 30 idle minutes and when their assignment is reset on any replica.
 */
export class SessionCache {
  private readonly sessions = new Map<string, VoiceSession>();
  private readonly loading = new Map<string, Promise<VoiceSession>>();
  private readonly sweeper: NodeJS.Timeout;
  private stopResets: (() => void) | null = null;

  constructor(private readonly pubsub: AppPubSub) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
    void this.dropOnReset();
  }

  /** An accepted reset, on any replica: the cached sessions of that assignment go (docs/marking.md). */
  private async dropOnReset() {
    const resets = this.pubsub.subscribe('assignment:reset')[Symbol.asyncIterator]();
    this.stopResets = () => void resets.return?.();
    for (;;) {
      const next = await resets.next();
      if (next.done) return;
      for (const [key, s] of this.sessions)
        if (s.assignmentId === next.value.assignmentId && !s.pending) this.sessions.delete(key);
    }
  }

  close() {
    clearInterval(this.sweeper);
    this.stopResets?.();
    for (const s of this.sessions.values()) if (s.timingSave) clearTimeout(s.timingSave);
  }

  /** Drops sessions idle for 30 minutes (they are only caches). */
  private sweep() {
    const cutoff = Date.now() - 30 * 60_000;
    for (const [k, s] of this.sessions)
      if (s.touchedAt < cutoff && !s.pending && !s.recording && !s.saving && !s.timingSave)
        this.sessions.delete(k);
  }

  /** Opens (or resumes) the caller's session for an assignment, or starts a try session on a patient. */
  async open(
    loaders: Loaders,
    claims: SessionClaims,
    target: { assignmentId: number } | { patientId: number },
  ): Promise<VoiceSession> {
    let ref: SessionRef | null;
    if ('assignmentId' in target) {
      ref = parseSessionKey(`a.${target.assignmentId}.${claims.userId}`);
    } else if (!claims.isAdmin) {
      // A student names the patient (the route is /voice-chat/{patientId}): their assignment of it.
      const assignmentId = await loaders.voice.assignmentOf(claims.userId, target.patientId);
      if (assignmentId === null) throw new ForbiddenError('You can only view patients assigned to you.');
      ref = parseSessionKey(`a.${assignmentId}.${claims.userId}`);
    } else {
      const nonce = randomBytes(8).toString('hex');
      ref = parseSessionKey(`t.${target.patientId}.${claims.userId}.${nonce}`);
    }
    // An id no record can have (out of range) finds nothing, like any unknown id.
    if (!ref) throw new NotFoundError('Assignment not found.');
    // Opening always reads the stored conversation afresh: it is what the student resumes.
    const session = await this.load(loaders, claims, ref, true);
    if (session.ref.mode === 'assignment' && !isOpen(session.status))
      throw new ConflictError(alreadySubmitted);
    return session;
  }

  /** The caller's session by key: from this replica's cache, else rebuilt from the API. */
  async resolve(loaders: Loaders, claims: SessionClaims, key: string): Promise<VoiceSession> {
    const ref = parseSessionKey(key);
    if (!ref) throw new NotFoundError('Voice session not found.');
    if (ref.userId !== claims.userId) throw new ForbiddenError('This voice session belongs to someone else.');
    const cached = this.sessions.get(key);
    if (cached) {
      cached.loaders = loaders;
      cached.touchedAt = Date.now();
      return cached;
    }
    return this.load(loaders, claims, ref, false);
  }

  private load(
    loaders: Loaders,
    claims: SessionClaims,
    ref: SessionRef,
    reread: boolean,
  ): Promise<VoiceSession> {
    const inFlight = this.loading.get(ref.key);
    if (inFlight) return inFlight;
    const p = (async () => {
      const existing = this.sessions.get(ref.key);
      if (existing && !reread) return existing;
      if (existing) {
        existing.loaders = loaders;
        if (!existing.pending) await refreshSession(existing);
        return existing;
      }
      const now = Date.now();
      let session: VoiceSession;
      if (ref.mode === 'assignment') {
        const a = await loaders.voice.assignment(ref.assignmentId as number);
        if (a.studentId !== claims.userId) throw new ForbiddenError(onlyTheStudent);
        const patient = await loaders.voice.patient(a.patientId);
        const key = await answerKeyOf(patient, () => loaders.voice.answerKey(a.patientId));
        session = make(ref, loaders, patient, key, {
          studentId: a.studentId,
          assignmentId: a.id,
          attempt: a.attempt,
          status: a.status,
          messages: withIds(a.conversationLog),
        });
      } else {
        if (!claims.isAdmin) throw new ForbiddenError('Access denied. Only admin allowed.');
        const patient = await loaders.voice.patient(ref.patientId as number);
        session = make(ref, loaders, patient, null, {
          studentId: null,
          assignmentId: null,
          attempt: 0,
          status: 'inprogress',
          messages: [],
        });
      }
      session.syncedAt = now;
      this.sessions.set(ref.key, session);
      return session;
    })();
    this.loading.set(ref.key, p);
    p.finally(() => this.loading.delete(ref.key)).catch(() => {});
    return p;
  }
}

function make(
  ref: SessionRef,
  loaders: Loaders,
  patient: RestPatient,
  key: AnswerKey | null,
  s: Pick<VoiceSession, 'studentId' | 'assignmentId' | 'attempt' | 'status' | 'messages'>,
): VoiceSession {
  return {
    ref,
    id: sessionGlobalId(ref.key),
    patientId: patient.id,
    patient,
    casePatient: sessionPatient(patient, key),
    ...s,
    syncedAt: 0,
    pending: false,
    recording: false,
    touchedAt: Date.now(),
    loaders,
    saving: null,
    saveQueued: null,
    timingSave: null,
    stored: new Set(s.messages.map((m) => m.id)),
    retimed: new Set(),
    storedCount: s.messages.length,
  };
}
