import { ConflictError, ValidationError } from '../upstream/errors.js';
import type { VoiceMessage } from './events.js';
import {
  alreadySubmitted,
  isOpen,
  mergeConversation,
  type PublishEvent,
  type VoiceLog,
  type VoiceSession,
  withIds,
} from './session.js';

/**
 * Saving a session's conversation to the API: the lines it does not hold yet are appended, with the
 * timings of stored ones (POST assignments/assignment/{id}/conversation, one call, nothing stored sent
 * back; no call when there is nothing to send). When the API refuses (the assignment was reset or
 * submitted meanwhile), the conversation is read again and stored whole (POST assignments/store), merged
 * so that a write from another replica is never lost. Saves of one session run one at a time; a save
 * asked for while one runs is done once after it.
 */
export class ConversationSaver {
  constructor(
    private readonly publish: PublishEvent,
    private readonly log: VoiceLog,
  ) {}

  persist(session: VoiceSession, explicit = false): Promise<void> {
    if (session.ref.mode !== 'assignment') return Promise.resolve();
    // An autosave asked for while one waits is the same save; Save Session always runs its own.
    if (session.saveQueued && !explicit) return session.saveQueued;
    if (session.timingSave) {
      clearTimeout(session.timingSave);
      session.timingSave = null;
    }
    const run = async () => {
      session.saveQueued = null;
      try {
        await this.appendOrDrop(session, explicit);
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        await this.rewrite(session, explicit);
      }
    };
    const previous = session.saving ?? Promise.resolve();
    const next = previous.catch(() => {}).then(run);
    session.saveQueued = session.saving ? next : null;
    session.saving = next;
    next
      .finally(() => {
        if (session.saving === next) session.saving = null;
      })
      .catch(() => {});
    return next;
  }

  /**
   * The lines the API does not hold, appended. When the API refuses the save as invalid (400), the lines
   * are saved one by one and a line it refuses is dropped from the session with a warning: it would
   * otherwise be sent again with every later save, and refused with everything after it (docs/voice.md).
   */
  private async appendOrDrop(session: VoiceSession, explicit: boolean) {
    try {
      await this.append(session, explicit);
      return;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
    }
    let saved = false;
    for (const line of session.messages.filter((m) => !session.stored.has(m.id))) {
      try {
        await this.append(session, explicit, [line]);
        saved = true;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        session.messages = session.messages.filter((m) => m !== line);
        session.retimed.delete(line.id);
        this.log.warn('the API refused a line of the conversation: dropped from the session', {
          messageId: line.id,
          isAI: line.isAI,
          reason: error.message,
        });
      }
    }
    // Save Session starts the assignment even when every line was refused.
    if (explicit && !saved) await this.append(session, explicit, []);
  }

  /**
   * The lines the API does not hold (or `only` these), appended; the timings of stored lines that
   * changed, added.
   */
  private async append(session: VoiceSession, explicit: boolean, only?: VoiceMessage[]) {
    const fresh = only ?? session.messages.filter((m) => !session.stored.has(m.id));
    const retimed = [...session.retimed];
    session.retimed.clear();
    const timings: Record<string, Record<string, number>> = {};
    for (const id of retimed) {
      const m = session.stored.has(id) ? session.messages.find((x) => x.id === id) : undefined;
      if (m?.timings) timings[id] = m.timings;
    }
    // Nothing to send (a save asked for while the one that sent everything ran): no call. Save Session
    // always calls, as it is what starts the assignment.
    if (!explicit && !fresh.length && !Object.keys(timings).length) return;
    // A reply saved after its question (a chat model's reply: the question went at its first token)
    // names the question it answers, so that the API verifies and appends it in one statement; the API
    // checks that it is the last question stored, and verifies against the one that is when it is not.
    const first = fresh[0] ? session.messages.indexOf(fresh[0]) : -1;
    const lastQuestion = fresh[0]?.isAI
      ? (fresh[0].answers ?? session.messages.findLast((m, i) => i < first && !m.isAI)?.text)
      : undefined;
    try {
      const saved = await session.loaders.voice.append(session.assignmentId as number, {
        attempt: session.attempt,
        messages: fresh,
        ...(retimed.length ? { timings } : {}),
        ...(lastQuestion !== undefined ? { lastQuestion } : {}),
        autosave: !explicit,
      });
      for (const m of fresh) session.stored.add(m.id);
      const expected = session.storedCount + fresh.length;
      session.storedCount = saved.messageCount;
      session.status = saved.status;
      // Lines this replica has not read were stored meanwhile (another tab or replica): the next turn
      // reads the conversation whole, as where they stand among this replica's lines is not known here.
      if (saved.messageCount === expected) session.syncedAt = Date.now();
      else {
        session.syncedAt = 0;
        session.readWhole = true;
      }
      this.publish(session, { kind: 'saved', messageCount: saved.messageCount, at: Date.now() });
    } catch (error) {
      for (const id of retimed) session.retimed.add(id);
      throw error;
    }
  }

  /** The conversation read again and stored whole, merged with this replica's lines. */
  private async rewrite(session: VoiceSession, explicit: boolean) {
    const up = session.loaders.voice;
    const stored = await up.assignment(session.assignmentId as number);
    if (!isOpen(stored.status)) {
      session.status = stored.status;
      throw new ConflictError(alreadySubmitted);
    }
    if (stored.attempt !== session.attempt) {
      // Reset meanwhile: this session's lines belong to the old attempt and are not carried over.
      session.attempt = stored.attempt;
      session.messages = withIds(stored.conversationLog);
      session.stored = new Set(session.messages.map((m) => m.id));
      session.storedCount = session.messages.length;
      session.retimed.clear();
      return;
    }
    const merged = mergeConversation(withIds(stored.conversationLog), session.messages);
    session.retimed.clear();
    const saved = await up.store(session.studentId as number, session.patientId, merged, !explicit);
    session.stored = new Set(merged.map((m) => m.id));
    session.storedCount = merged.length;
    session.status = saved.status;
    session.syncedAt = Date.now();
    this.publish(session, { kind: 'saved', messageCount: merged.length, at: Date.now() });
  }

  /** The explicit Save Session: everything is saved, or a typed error. */
  async save(session: VoiceSession): Promise<boolean> {
    if (session.ref.mode !== 'assignment') return false;
    if (!isOpen(session.status)) throw new ConflictError(alreadySubmitted);
    await this.persist(session, true);
    return true;
  }

  /** The first byte of a reply's speech went out: recorded in its timings, saved shortly (or with the next save). */
  noteFirstAudio(session: VoiceSession, messageId: string, at: number) {
    const m = session.messages.find((x) => x.id === messageId);
    if (!m || m.timings?.firstAudioAt) return;
    m.timings = { ...m.timings, firstAudioAt: at };
    session.retimed.add(messageId);
    if (session.ref.mode !== 'assignment' || session.timingSave || session.saveQueued) return;
    session.timingSave = setTimeout(() => {
      session.timingSave = null;
      this.persist(session).catch((e) =>
        this.log.warn('saving a reply timing failed', { reason: String(e) }),
      );
    }, 1500);
    session.timingSave.unref();
  }
}
