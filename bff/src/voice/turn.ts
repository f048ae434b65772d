import { randomUUID } from 'node:crypto';
import type { PatientReply, Turn } from '@anamnesis/clinical';
import { withoutControlCharacters } from '@anamnesis/rules';
import type { BffConfig } from '../config.js';
import { ConflictError } from '../upstream/errors.js';
import type { Loaders } from '../upstream/loaders.js';
import { builtinReply, guardedModelReply } from './casePatient.js';
import { messages, type VoiceMessage } from './events.js';
import type { ConversationSaver } from './persistence.js';
import type { ProviderKeys } from './providerKeys.js';
import { streamChat } from './providers/openaiChat.js';
import {
  alreadySubmitted,
  DEFAULT_VOICE,
  isOpen,
  type PublishEvent,
  refreshSession,
  type VoiceLog,
  type VoiceSession,
} from './session.js';
import { signTicket } from './speechTicket.js';

export interface TurnResult {
  question: VoiceMessage;
  reply: VoiceMessage;
  speechUrl: string | null;
  failed: boolean;
  saved: boolean;
}

/** What a turn needs of the engine. */
export interface TurnDeps {
  config: BffConfig;
  log: VoiceLog;
  keys: ProviderKeys;
  saver: ConversationSaver;
  publish: PublishEvent;
  /** Signs speech URLs. */
  speechSecret: string;
  /** How long a replica trusts its copy of a conversation before reading it again. */
  freshMs: number;
}

/** The URL of a reply's speech: a ticket any replica can check without a lookup. */
export function speechUrl(secret: string, session: VoiceSession, reply: VoiceMessage): string {
  const voice = session.patient.voiceModel || DEFAULT_VOICE;
  const ticket = signTicket(secret, {
    s: session.ref.key,
    m: reply.id,
    u: session.ref.userId,
    v: voice,
    t: reply.text,
  });
  return `/voice/speech/${ticket}`;
}

/** Throws the typed error a new turn gets, if it cannot start now. */
export function assertCanAsk(session: VoiceSession) {
  if (session.pending) throw new ConflictError(messages.busy);
  if (session.ref.mode === 'assignment' && !isOpen(session.status)) throw new ConflictError(alreadySubmitted);
}

/**
 * One exchange: the student's question (typed, or the final transcript of their speech) goes into the
 * conversation, the patient's reply streams as token events, the completed reply (with the URL of its
 * speech) is published, and the conversation is saved. A chat failure gives the apology (docs/voice.md)
 * and the conversation is saved all the same.
 */
export async function askPatient(
  deps: TurnDeps,
  session: VoiceSession,
  text: string,
  opts: { loaders?: Loaders; speechEndAt?: number; spoken?: boolean } = {},
): Promise<TurnResult> {
  assertCanAsk(session);
  session.pending = true;
  if (opts.loaders) session.loaders = opts.loaders;
  const loaders = session.loaders;
  const speechEndAt = opts.speechEndAt ?? Date.now();
  const publish = deps.publish;
  let result: Omit<TurnResult, 'saved'>;
  let questionSaving = false;
  try {
    if (session.ref.mode === 'assignment' && Date.now() - session.syncedAt > deps.freshMs) {
      await refreshSession(session);
      assertCanAsk({ ...session, pending: false });
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
    publish(session, { kind: 'question', message: question });
    publish(session, { kind: 'state', state: 'replying', at: Date.now() });
    const speech = deps.keys.providers(loaders).then(
      (p) => p.textToSpeech !== 'none',
      () => false,
    );
    // The question is saved while the reply is produced (once its first token is out, so the save stays
    // off the path to it, or after 250 ms): a restart loses nothing the student said. A reply complete by
    // then (the built-in patient's) goes in the same save; once the turn's own save below has started,
    // it carries the question and no save of it is needed.
    const saveQuestion = () => {
      if (questionSaving) return;
      questionSaving = true;
      deps.saver.persist(session).catch(() => {});
    };
    const saveSoon = setTimeout(saveQuestion, 250);

    const replyId = randomUUID();
    const timings: Record<string, number> = { speechEndAt };
    let index = 0;
    const onToken = (delta: string) => {
      const at = Date.now();
      if (index === 0) timings.firstTokenAt = at;
      publish(session, { kind: 'token', messageId: replyId, index: index++, delta, at });
      if (index === 1) setImmediate(saveQuestion);
    };
    let replyText: string;
    let revealed: string[] = [];
    let failed = false;
    try {
      const answer = await patientReply(deps, session, loaders, history, text, onToken);
      // A model's reply is stored as the patient's line: no control character of a model's goes with it.
      replyText = withoutControlCharacters(answer.text);
      revealed = answer.facts;
      timings.lastTokenAt = Date.now();
    } catch (error) {
      failed = true;
      replyText = messages.chatFailed;
      deps.log.warn('the chat provider failed', { reason: (error as Error).message });
    }
    const reply: VoiceMessage = {
      id: replyId,
      text: replyText,
      isAI: true,
      timestamp: new Date().toISOString(),
      timings,
      facts: revealed,
      // The API verifies the line only if this is the question before it when stored (docs/trust.md).
      answers: text,
    };
    session.messages.push(reply);
    const url = (await speech) ? speechUrl(deps.speechSecret, session, reply) : null;
    // The next question may come as soon as the reply is out; saving goes on behind it, in order.
    session.pending = false;
    publish(session, { kind: 'reply', message: reply, speechUrl: url, failed });
    publish(session, { kind: 'state', state: 'idle', at: Date.now() });
    clearTimeout(saveSoon);
    result = { question, reply, speechUrl: url, failed };
  } finally {
    session.pending = false;
  }
  let saved = session.ref.mode === 'assignment';
  questionSaving = true;
  try {
    await deps.saver.persist(session);
  } catch (error) {
    saved = false;
    publish(session, { kind: 'error', code: 'SAVE_FAILED', message: messages.saveFailed, at: Date.now() });
    deps.log.warn('saving the conversation failed', { reason: (error as Error).message });
  }
  return { ...result, saved };
}

/**
 * The patient's reply, with the facts it revealed: through the chat model of the active OpenAI key
 * behind the guard, else from the built-in patient.
 */
export async function patientReply(
  deps: Pick<TurnDeps, 'config' | 'keys' | 'publish'>,
  session: Pick<VoiceSession, 'casePatient'> & Partial<VoiceSession>,
  loaders: Loaders,
  history: readonly Turn[],
  question: string,
  onToken: (delta: string) => void,
): Promise<PatientReply> {
  const key = await deps.keys.providerKey(loaders, 'openai');
  if (key === 'unreadable' && session.ref)
    deps.publish(session as VoiceSession, {
      kind: 'error',
      code: 'CHAT_KEY_UNREADABLE',
      message: messages.noOpenAiKey,
      at: Date.now(),
    });
  if (key && key !== 'unreadable') {
    const model = await deps.keys.chatModel(loaders, key);
    return guardedModelReply(
      session.casePatient,
      history,
      question,
      (chat, token) =>
        streamChat({
          baseUrl: deps.config.openAiBaseUrl,
          apiKey: key.apiKey,
          model,
          messages: chat,
          timeoutMs: deps.config.voice.providerTimeoutMs,
          maxTokens: 300,
          onToken: token,
        }),
      onToken,
    );
  }
  return builtinReply(session.casePatient, history, question, onToken);
}
