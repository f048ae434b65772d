import { randomBytes } from 'node:crypto';
import type { PatientReply, Turn } from '@anamnesis/clinical';
import type { BffConfig } from '../config.js';
import type { AppPubSub } from '../pubsub.js';
import type { SessionClaims } from '../session/tokenClaims.js';
import type { Loaders } from '../upstream/loaders.js';
import type { VoiceErrorCode, VoiceEventPayload, VoiceMessage } from './events.js';
import { ConversationSaver } from './persistence.js';
import { type ProviderKey, ProviderKeys, type Providers } from './providerKeys.js';
import { espeakAvailable } from './providers/espeak.js';
import { FliteProcess, fliteWasmPath } from './providers/flite.js';
import { Recordings } from './recordings.js';
import type { SessionEvent, VoiceLog, VoiceSession } from './session.js';
import { SessionCache } from './sessionCache.js';
import { SpeechQueue } from './speechQueue.js';
import { askPatient, assertCanAsk, patientReply, speechUrl, type TurnResult } from './turn.js';

export type { ProviderKey, Providers } from './providerKeys.js';
export {
  DEFAULT_VOICE,
  mergeConversation,
  parseSessionKey,
  type VoiceLog,
  type VoiceSession,
} from './session.js';
export type { TurnResult } from './turn.js';

/**
 * Syntheses the built-in engine runs at once. Flite is one process making one sentence at a time, each
 * timed from when it is sent: two keep it busy without a backlog that could outlast that timeout.
 */
const BUILTIN_SPEECH_CONCURRENCY = 2;

/** One JSON line per warning on stderr, unless LOG_LEVEL is error or silent. */
const consoleLog = (level: BffConfig['logLevel']): VoiceLog => ({
  warn(msg, fields) {
    if (level === 'error' || level === 'silent') return;
    console.warn(JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg, ...fields }));
  },
});

/**
 * The voice engine of one BFF process, built by the server and handed to the GraphQL context and the
 * voice routes: the session cache (sessionCache.ts), the provider keys (providerKeys.ts), saving
 * (persistence.ts) and the turn (turn.ts), with the events they publish.
 */
export class VoiceEngine {
  readonly sessions: SessionCache;
  readonly keys: ProviderKeys;
  readonly saver: ConversationSaver;
  /** Signs speech URLs; SECRET_KEY so that every replica accepts every other's. */
  readonly speechSecret: string;
  readonly espeak: Promise<boolean>;
  /** The built-in speech engine that needs no system package; null when turned off or not installed. */
  readonly flite: FliteProcess | null;
  /** How long a replica trusts its copy of a conversation before reading it again. */
  freshMs = 5000;
  /** This replica's recordings: one per user at a time, and the audio they hold (recordings.ts). */
  readonly recordings = new Recordings();
  /** Who may synthesise now: per user, and the built-in engine's queue (speechQueue.ts). */
  readonly speechQueue: SpeechQueue;

  constructor(
    readonly config: BffConfig,
    readonly pubsub: AppPubSub,
    readonly log: VoiceLog = consoleLog(config.logLevel),
  ) {
    this.speechSecret = config.secretKey ?? randomBytes(32).toString('hex');
    this.espeak = espeakAvailable(config.voice.espeakPath);
    const wasm = config.voice.flite === false ? null : fliteWasmPath();
    this.flite = wasm ? new FliteProcess(wasm) : null;
    this.speechQueue = new SpeechQueue({ ...config.speech, engineConcurrency: BUILTIN_SPEECH_CONCURRENCY });
    this.sessions = new SessionCache(pubsub);
    this.keys = new ProviderKeys(config, log, this.espeak, this.flite);
    this.saver = new ConversationSaver(this.publish, log);
  }

  close() {
    this.sessions.close();
    this.flite?.close();
  }

  /** Publishes an event to the session's subscribers, on every replica. */
  readonly publish = (session: VoiceSession, event: SessionEvent) => {
    this.pubsub.publish('voice:event', session.ref.key, {
      ...event,
      sessionId: session.id,
    } as VoiceEventPayload);
  };

  error(session: VoiceSession, code: VoiceErrorCode, message: string) {
    this.publish(session, { kind: 'error', code, message, at: Date.now() });
  }

  providerKey(loaders: Loaders, service: 'openai' | 'deepgram', fresh = false): Promise<ProviderKey> {
    return this.keys.providerKey(loaders, service, fresh);
  }

  providers(loaders: Loaders, fresh = false): Promise<Providers> {
    return this.keys.providers(loaders, fresh);
  }

  open(
    loaders: Loaders,
    claims: SessionClaims,
    target: { assignmentId: number } | { patientId: number },
  ): Promise<VoiceSession> {
    return this.sessions.open(loaders, claims, target);
  }

  resolve(loaders: Loaders, claims: SessionClaims, key: string): Promise<VoiceSession> {
    return this.sessions.resolve(loaders, claims, key);
  }

  persist(session: VoiceSession, explicit = false): Promise<void> {
    return this.saver.persist(session, explicit);
  }

  save(session: VoiceSession): Promise<boolean> {
    return this.saver.save(session);
  }

  noteFirstAudio(session: VoiceSession, messageId: string, at: number) {
    this.saver.noteFirstAudio(session, messageId, at);
  }

  speechUrl(session: VoiceSession, reply: VoiceMessage): string {
    return speechUrl(this.speechSecret, session, reply);
  }

  assertCanAsk(session: VoiceSession) {
    assertCanAsk(session);
  }

  ask(
    session: VoiceSession,
    text: string,
    opts: { loaders?: Loaders; speechEndAt?: number; spoken?: boolean } = {},
  ): Promise<TurnResult> {
    return askPatient(this, session, text, opts);
  }

  reply(
    session: Pick<VoiceSession, 'casePatient'> & Partial<VoiceSession>,
    loaders: Loaders,
    history: readonly Turn[],
    question: string,
    onToken: (delta: string) => void,
  ): Promise<PatientReply> {
    return patientReply(this, session, loaders, history, question, onToken);
  }
}
