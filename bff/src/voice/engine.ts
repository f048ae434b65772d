import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PatientReply, Turn } from '@anamnesis/clinical';
import { signPatientLine } from '@anamnesis/clinical/signature';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { BffConfig } from '../config.js';
import type { AppPubSub } from '../pubsub.js';
import type { SessionClaims } from '../session/tokenClaims.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../upstream/errors.js';
import type { Loaders } from '../upstream/loaders.js';
import type { RestPatient } from '../upstream/patients.js';
import type { RestVoiceMessage } from '../upstream/voice.js';
import {
  type AnswerKey,
  answerKeyOf,
  builtinReply,
  guardedModelReply,
  type SessionPatient,
  sessionPatient,
} from './casePatient.js';
import { messages, type VoiceErrorCode, type VoiceEventPayload, type VoiceMessage } from './events.js';
import { espeakAvailable } from './providers/espeak.js';
import { FliteProcess, fliteWasmPath } from './providers/flite.js';
import { pickModel, streamChat } from './providers/openaiChat.js';
import { openSealed } from './secretBox.js';
import { signTicket } from './speechTicket.js';

export const DEFAULT_VOICE = 'aura-asteria-en';
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini';
export const alreadySubmitted = 'This assignment has already been submitted.';
const onlyTheStudent = 'Only the student of an assignment can talk to its patient.';

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
}

export type ProviderKey = { apiKey: string; modelName: string | null } | null | 'unreadable';

export interface Providers {
  chat: 'openai' | 'builtin';
  speechToText: 'deepgram' | 'openai' | 'none';
  textToSpeech: 'deepgram' | 'openai' | 'espeak' | 'flite' | 'none';
}

export interface TurnResult {
  question: VoiceMessage;
  reply: VoiceMessage;
  speechUrl: string | null;
  failed: boolean;
  saved: boolean;
}

/** Messages stored before ids existed get one derived from their place and text: stable across reads. */
function withIds(log: RestVoiceMessage[]): VoiceMessage[] {
  return log.map((m, i) => ({
    id: m.id ?? `m${i}-${createHash('sha1').update(`${m.isAI}:${m.text}`).digest('hex').slice(0, 10)}`,
    text: m.text,
    isAI: m.isAI,
    timestamp: m.timestamp ?? new Date(0).toISOString(),
    ...(m.timings ? { timings: m.timings } : {}),
    ...(m.facts ? { facts: m.facts } : {}),
    ...(m.signature ? { signature: m.signature } : {}),
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

const open = (status: VoiceSession['status']) => status === 'assigned' || status === 'inprogress';

export interface VoiceLog {
  warn(msg: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per warning on stderr, unless LOG_LEVEL is error or silent. */
const consoleLog = (level: BffConfig['logLevel']): VoiceLog => ({
  warn(msg, fields) {
    if (level === 'error' || level === 'silent') return;
    console.warn(JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg, ...fields }));
  },
});

/**
 * The voice engine of one BFF process: sessions (as caches of the API), provider keys (cached briefly),
 * turns (question → streamed reply → saved conversation) and the events they publish.
 */
export class VoiceEngine {
  private readonly sessions = new Map<string, VoiceSession>();
  private readonly loading = new Map<string, Promise<VoiceSession>>();
  private readonly keys = new Map<string, { at: number; value: Promise<ProviderKey> }>();
  private modelPick: { at: number; model: string } | null = null;
  private readonly sweeper: NodeJS.Timeout;
  /** Signs speech URLs; SECRET_KEY so that every replica accepts every other's. */
  readonly speechSecret: string;
  readonly espeak: Promise<boolean>;
  /** The built-in speech engine that needs no system package; null when turned off or not installed. */
  readonly flite: FliteProcess | null;
  /** How long a replica trusts its copy of a conversation before reading it again. */
  freshMs = 5000;

  constructor(
    readonly config: BffConfig,
    readonly pubsub: AppPubSub,
    readonly log: VoiceLog = consoleLog(config.logLevel),
  ) {
    this.speechSecret = config.secretKey ?? randomBytes(32).toString('hex');
    this.espeak = espeakAvailable(config.voice.espeakPath);
    const wasm = config.voice.flite === false ? null : fliteWasmPath();
    this.flite = wasm ? new FliteProcess(wasm) : null;
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
    void this.dropOnReset();
  }

  private stopResets: (() => void) | null = null;

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
    this.flite?.close();
    for (const s of this.sessions.values()) if (s.timingSave) clearTimeout(s.timingSave);
  }

  /** Drops sessions idle for 30 minutes (they are only caches). */
  private sweep() {
    const cutoff = Date.now() - 30 * 60_000;
    for (const [k, s] of this.sessions)
      if (s.touchedAt < cutoff && !s.pending && !s.recording && !s.saving && !s.timingSave)
        this.sessions.delete(k);
  }

  publish(session: VoiceSession, event: DistributiveOmit<VoiceEventPayload, 'sessionId'>) {
    this.pubsub.publish('voice:event', session.ref.key, {
      ...event,
      sessionId: session.id,
    } as VoiceEventPayload);
  }

  error(session: VoiceSession, code: VoiceErrorCode, message: string) {
    this.publish(session, { kind: 'error', code, message, at: Date.now() });
  }

  // ------------------------------------------------------------------------------------------------
  // Provider keys

  /** The active key of a service, opened with SECRET_KEY; cached for PROVIDER_KEY_CACHE_MS. */
  providerKey(loaders: Loaders, service: 'openai' | 'deepgram', fresh = false): Promise<ProviderKey> {
    const hit = this.keys.get(service);
    if (!fresh && hit && Date.now() - hit.at < this.config.voice.keyCacheMs) return hit.value;
    const value = loaders.voice.activeKey(service).then((sealed): ProviderKey => {
      if (!sealed) return null;
      if (!this.config.secretKey) return 'unreadable';
      try {
        return { apiKey: openSealed(sealed, this.config.secretKey), modelName: sealed.modelName };
      } catch {
        this.log.warn('the active provider key cannot be opened with this SECRET_KEY', { service });
        return 'unreadable';
      }
    });
    this.keys.set(service, { at: Date.now(), value });
    value.catch(() => this.keys.delete(service));
    return value;
  }

  /** Which provider does what right now (built-in ones when no key is active). */
  async providers(loaders: Loaders, fresh = false): Promise<Providers> {
    const [openai, deepgram, espeak] = await Promise.all([
      this.providerKey(loaders, 'openai', fresh),
      this.providerKey(loaders, 'deepgram', fresh),
      this.espeak,
    ]);
    const dg = deepgram !== null && deepgram !== 'unreadable';
    const ai = openai !== null && openai !== 'unreadable';
    // Deepgram, else the OpenAI key's audio endpoints, else built-in speech (docs: ./README.md).
    return {
      chat: ai ? 'openai' : 'builtin',
      speechToText: dg ? 'deepgram' : ai ? 'openai' : 'none',
      textToSpeech: dg ? 'deepgram' : ai ? 'openai' : espeak ? 'espeak' : this.flite ? 'flite' : 'none',
    };
  }

  /**
   * The chat model: the key's own, else by name from the models list, else gpt-4o-mini
   * (docs/voice.md#provider-keys).
   */
  private async chatModel(loaders: Loaders, key: { modelName: string | null }): Promise<string> {
    if (key.modelName) return key.modelName;
    if (this.modelPick && Date.now() - this.modelPick.at < this.config.voice.keyCacheMs)
      return this.modelPick.model;
    const picked = pickModel(await loaders.voice.models().catch(() => [])) ?? DEFAULT_CHAT_MODEL;
    this.modelPick = { at: Date.now(), model: picked };
    return picked;
  }

  // ------------------------------------------------------------------------------------------------
  // Sessions

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
    if (session.ref.mode === 'assignment' && !open(session.status)) throw new ConflictError(alreadySubmitted);
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
        if (!existing.pending) await this.refresh(existing);
        return existing;
      }
      const now = Date.now();
      let session: VoiceSession;
      if (ref.mode === 'assignment') {
        const a = await loaders.voice.assignment(ref.assignmentId as number);
        if (a.studentId !== claims.userId) throw new ForbiddenError(onlyTheStudent);
        const patient = await loaders.voice.patient(a.patientId);
        const key = await answerKeyOf(
          patient,
          () => loaders.voice.sealedAnswerKey(a.patientId),
          this.config.secretKey,
        );
        session = this.make(ref, loaders, patient, key, {
          studentId: a.studentId,
          assignmentId: a.id,
          attempt: a.attempt,
          status: a.status,
          messages: withIds(a.conversationLog),
        });
      } else {
        if (!claims.isAdmin) throw new ForbiddenError('Access denied. Only admin allowed.');
        const patient = await loaders.voice.patient(ref.patientId as number);
        session = this.make(ref, loaders, patient, null, {
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

  private make(
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
    };
  }

  /** Re-reads the stored conversation (another replica may have added to it), keeping unsaved messages. */
  private async refresh(session: VoiceSession) {
    if (session.ref.mode !== 'assignment') return;
    const a = await session.loaders.voice.assignment(session.assignmentId as number);
    session.status = a.status;
    // A new attempt began (a reset): nothing cached of the old one may come back into it.
    if (a.attempt !== session.attempt) session.messages = [];
    session.attempt = a.attempt;
    session.messages = mergeConversation(withIds(a.conversationLog), session.messages);
    session.syncedAt = Date.now();
  }

  // ------------------------------------------------------------------------------------------------
  // Saving

  /**
   * Saves the conversation to the API (POST assignments/store), merged into what is stored so that a
   * write from another replica is never lost. Saves of one session run one at a time; a save asked for
   * while one runs is done once after it.
   */
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
      const up = session.loaders.voice;
      const stored = await up.assignment(session.assignmentId as number);
      if (!open(stored.status)) {
        session.status = stored.status;
        throw new ConflictError(alreadySubmitted);
      }
      if (stored.attempt !== session.attempt) {
        // Reset meanwhile: this session's lines belong to the old attempt and are not carried over.
        session.attempt = stored.attempt;
        session.messages = withIds(stored.conversationLog);
        return;
      }
      const merged = mergeConversation(withIds(stored.conversationLog), session.messages);
      const saved = await up.store(session.studentId as number, session.patientId, merged, !explicit);
      session.status = saved.status;
      session.syncedAt = Date.now();
      this.publish(session, { kind: 'saved', messageCount: merged.length, at: Date.now() });
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

  /** The explicit Save Session: everything is saved, or a typed error. */
  async save(session: VoiceSession): Promise<boolean> {
    if (session.ref.mode !== 'assignment') return false;
    if (!open(session.status)) throw new ConflictError(alreadySubmitted);
    await this.persist(session, true);
    return true;
  }

  /** The first byte of a reply's speech went out: recorded in its timings, saved shortly (or with the next save). */
  noteFirstAudio(session: VoiceSession, messageId: string, at: number) {
    const m = session.messages.find((x) => x.id === messageId);
    if (!m || m.timings?.firstAudioAt) return;
    m.timings = { ...m.timings, firstAudioAt: at };
    if (session.ref.mode !== 'assignment' || session.timingSave || session.saveQueued) return;
    session.timingSave = setTimeout(() => {
      session.timingSave = null;
      this.persist(session).catch((e) =>
        this.log.warn('saving a reply timing failed', { reason: String(e) }),
      );
    }, 1500);
    session.timingSave.unref();
  }

  // ------------------------------------------------------------------------------------------------
  // Turns

  speechUrl(session: VoiceSession, reply: VoiceMessage): string {
    const voice = session.patient.voiceModel || DEFAULT_VOICE;
    const ticket = signTicket(this.speechSecret, {
      s: session.ref.key,
      m: reply.id,
      u: session.ref.userId,
      v: voice,
      t: reply.text,
    });
    return `/voice/speech/${ticket}`;
  }

  /** Throws the typed error a new turn gets, if it cannot start now. */
  assertCanAsk(session: VoiceSession) {
    if (session.pending) throw new ConflictError(messages.busy);
    if (session.ref.mode === 'assignment' && !open(session.status)) throw new ConflictError(alreadySubmitted);
  }

  /**
   * One exchange: the student's question (typed, or the final transcript of their speech) goes into the
   * conversation, the patient's reply streams as token events, the completed reply (with the URL of its
   * speech) is published, and the conversation is saved. A chat failure gives the apology (docs/voice.md) and
   * the conversation is saved all the same.
   */
  async ask(
    session: VoiceSession,
    text: string,
    opts: { loaders?: Loaders; speechEndAt?: number; spoken?: boolean } = {},
  ): Promise<TurnResult> {
    this.assertCanAsk(session);
    session.pending = true;
    if (opts.loaders) session.loaders = opts.loaders;
    const loaders = session.loaders;
    const speechEndAt = opts.speechEndAt ?? Date.now();
    let result: Omit<TurnResult, 'saved'>;
    try {
      if (session.ref.mode === 'assignment' && Date.now() - session.syncedAt > this.freshMs) {
        await this.refresh(session);
        this.assertCanAsk({ ...session, pending: false });
      }
      const history = session.messages.map((m) => ({ text: m.text, isAI: m.isAI, facts: m.facts }));
      const question: VoiceMessage = {
        id: randomUUID(),
        text,
        isAI: false,
        timestamp: new Date(speechEndAt).toISOString(),
        ...(opts.spoken ? { spoken: true } : {}),
      };
      session.messages.push(question);
      this.publish(session, { kind: 'question', message: question });
      this.publish(session, { kind: 'state', state: 'replying', at: Date.now() });
      const speech = this.providers(loaders).then(
        (p) => p.textToSpeech !== 'none',
        () => false,
      );
      // The question is saved while the reply is produced (once its first token is out, so the save stays
      // off the path to it): a restart loses nothing the student said.
      let questionSaving = false;
      const saveQuestion = () => {
        if (questionSaving) return;
        questionSaving = true;
        this.persist(session).catch(() => {});
      };
      const saveSoon = setTimeout(saveQuestion, 250);

      const replyId = randomUUID();
      const timings: Record<string, number> = { speechEndAt };
      let index = 0;
      const onToken = (delta: string) => {
        const at = Date.now();
        if (index === 0) timings.firstTokenAt = at;
        this.publish(session, { kind: 'token', messageId: replyId, index: index++, delta, at });
        if (index === 1) setImmediate(saveQuestion);
      };
      let replyText: string;
      let revealed: string[] = [];
      let failed = false;
      try {
        const answer = await this.reply(session, loaders, history, text, onToken);
        replyText = answer.text;
        revealed = answer.facts;
        timings.lastTokenAt = Date.now();
      } catch (error) {
        failed = true;
        replyText = messages.chatFailed;
        this.log.warn('the chat provider failed', { reason: (error as Error).message });
      }
      const reply: VoiceMessage = {
        id: replyId,
        text: replyText,
        isAI: true,
        timestamp: new Date().toISOString(),
        timings,
        facts: revealed,
      };
      if (session.ref.mode === 'assignment' && this.config.secretKey)
        reply.signature = signPatientLine(this.config.secretKey, {
          assignmentId: session.assignmentId as number,
          attempt: session.attempt,
          id: reply.id,
          text: reply.text,
          facts: revealed,
          question: text,
        });
      session.messages.push(reply);
      const speechUrl = (await speech) ? this.speechUrl(session, reply) : null;
      // The next question may come as soon as the reply is out; saving goes on behind it, in order.
      session.pending = false;
      this.publish(session, { kind: 'reply', message: reply, speechUrl, failed });
      this.publish(session, { kind: 'state', state: 'idle', at: Date.now() });
      clearTimeout(saveSoon);
      result = { question, reply, speechUrl, failed };
    } finally {
      session.pending = false;
    }
    let saved = session.ref.mode === 'assignment';
    try {
      await this.persist(session);
    } catch (error) {
      saved = false;
      this.error(session, 'SAVE_FAILED', messages.saveFailed);
      this.log.warn('saving the conversation failed', { reason: (error as Error).message });
    }
    return { ...result, saved };
  }

  /**
   * The patient's reply, with the facts it revealed: through the chat model of the active OpenAI key
   * behind the guard, else from the built-in patient.
   */
  async reply(
    session: Pick<VoiceSession, 'casePatient'> & Partial<VoiceSession>,
    loaders: Loaders,
    history: readonly Turn[],
    question: string,
    onToken: (delta: string) => void,
  ): Promise<PatientReply> {
    const key = await this.providerKey(loaders, 'openai');
    if (key === 'unreadable' && session.ref)
      this.error(session as VoiceSession, 'CHAT_KEY_UNREADABLE', messages.noOpenAiKey);
    if (key && key !== 'unreadable') {
      const model = await this.chatModel(loaders, key);
      return guardedModelReply(
        session.casePatient,
        history,
        question,
        (chat, token) =>
          streamChat({
            baseUrl: this.config.openAiBaseUrl,
            apiKey: key.apiKey,
            model,
            messages: chat,
            timeoutMs: this.config.voice.providerTimeoutMs,
            maxTokens: 300,
            onToken: token,
          }),
        onToken,
      );
    }
    return builtinReply(session.casePatient, history, question, onToken);
  }
}

type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;

// ---------------------------------------------------------------------------------------------------
// One engine per server, found from any resolver through the server's pubsub.

const engines = new WeakMap<AppPubSub, VoiceEngine>();

export function registerVoiceEngine(engine: VoiceEngine) {
  engines.set(engine.pubsub, engine);
}

/** The engine of the server a resolver runs in (created on first use when the server made none). */
export function voiceEngineOf(ctx: { config: BffConfig; pubsub: AppPubSub }): VoiceEngine {
  let engine = engines.get(ctx.pubsub);
  if (!engine) {
    engine = new VoiceEngine(ctx.config, ctx.pubsub);
    engines.set(ctx.pubsub, engine);
  }
  return engine;
}
