// The voice chat's own state, as a small state machine (docs/voice.md, "A turn"): what the server is
// doing, a typed question on its way, the reply streaming in, the words being heard. The conversation
// itself is in the Relay store (the session's `messages`): each question and each reply lands there
// once, from its event (voiceSessionStore.ts); this machine holds only what is not there yet.

/** One message of the chat as the screen shows it. */
export interface ChatMessage {
  id: string;
  text: string;
  isAI: boolean;
  timestamp: string;
  /** A reply still streaming in. */
  streaming?: boolean;
  /** A typed question on its way to the server. */
  sending?: boolean;
}

/** A message as the store has it (the session's `messages`). */
export interface StoredMessage {
  readonly messageId: string;
  readonly text: string;
  readonly isAI: boolean;
  readonly timestamp: string;
}

export type ServerState = 'IDLE' | 'RECORDING' | 'REPLYING';

export interface VoiceChatState {
  /** What the server says it is doing (its state events carry every change). */
  serverState: ServerState;
  /** A typed question on its way, shown until the server's copy of it comes. */
  sending: { localId: string; text: string; timestamp: string } | null;
  /** The reply streaming in, its pieces by index (a reconnection may repeat one), until it lands. */
  streaming: { messageId: string; parts: string[]; timestamp: string } | null;
  /** The last reply that landed: its late or repeated pieces change nothing. */
  landed: string | null;
  /** A question went in and its reply has not landed: an idle server then means a reply was missed. */
  awaitingReply: boolean;
  /** The student's words so far in the utterance being heard. */
  interim: string;
}

export type VoiceChatEvent =
  | { type: 'serverState'; state: string }
  | { type: 'transcript'; text: string; isFinal: boolean }
  /** The server's copy of a question (typed or spoken) landed in the conversation. */
  | { type: 'questionLanded'; text: string }
  | { type: 'token'; messageId: string; index: number; delta: string }
  /** The complete reply landed in the conversation. */
  | { type: 'replyLanded'; messageId: string }
  | { type: 'send'; localId: string; text: string; at: string }
  /** The server took the typed question (its answer came), or refused it / could not be reached. */
  | { type: 'sent'; localId: string }
  | { type: 'sendFailed'; localId: string };

const knownState = (s: string): ServerState => (s === 'RECORDING' || s === 'REPLYING' ? s : 'IDLE');

export function initialVoiceChat(serverState: string): VoiceChatState {
  return {
    serverState: knownState(serverState),
    sending: null,
    streaming: null,
    landed: null,
    awaitingReply: false,
    interim: '',
  };
}

export function voiceChatReducer(state: VoiceChatState, event: VoiceChatEvent): VoiceChatState {
  switch (event.type) {
    case 'serverState': {
      const serverState = knownState(event.state);
      return {
        ...state,
        serverState,
        // Idle: no reply is coming any more (one that did not land was missed; see missedReply).
        awaitingReply: serverState === 'IDLE' ? false : state.awaitingReply,
        streaming: serverState === 'IDLE' ? null : state.streaming,
        interim: serverState === 'RECORDING' ? state.interim : '',
      };
    }
    case 'transcript':
      return { ...state, interim: event.isFinal ? '' : event.text };
    case 'questionLanded':
      return {
        ...state,
        sending: state.sending?.text === event.text ? null : state.sending,
        awaitingReply: true,
        interim: '',
      };
    case 'token': {
      if (event.messageId === state.landed) return state;
      const same = state.streaming?.messageId === event.messageId;
      const parts = same ? [...(state.streaming?.parts ?? [])] : [];
      parts[event.index] = event.delta;
      return {
        ...state,
        streaming: {
          messageId: event.messageId,
          parts,
          timestamp: same ? (state.streaming?.timestamp ?? '') : new Date().toISOString(),
        },
      };
    }
    case 'replyLanded':
      return {
        ...state,
        streaming: state.streaming?.messageId === event.messageId ? null : state.streaming,
        landed: event.messageId,
        awaitingReply: false,
      };
    case 'send':
      return {
        ...state,
        sending: { localId: event.localId, text: event.text, timestamp: event.at },
        awaitingReply: true,
      };
    case 'sent':
      return { ...state, sending: state.sending?.localId === event.localId ? null : state.sending };
    case 'sendFailed':
      return state.sending?.localId === event.localId
        ? { ...state, sending: null, awaitingReply: false }
        : state;
  }
}

/** A reply is on its way: no new question, no recording, no saving (docs/voice.md). */
export const isPending = (state: VoiceChatState): boolean =>
  state.serverState === 'REPLYING' || state.sending !== null || state.awaitingReply;

/**
 * Whether a state event says this screen missed something and should read the session again: the same
 * state again (a fresh subscription, after a reconnection), or idle while a reply was awaited (it came
 * while the connection was down). Otherwise every change arrived as an event.
 */
export function missedSomething(before: VoiceChatState, state: string): boolean {
  const next = knownState(state);
  return next === before.serverState || (next === 'IDLE' && before.awaitingReply);
}

/**
 * The conversation on screen: the stored messages, then a typed question still on its way and the reply
 * still streaming in, each until the store has it.
 */
export function visibleMessages(stored: readonly StoredMessage[], state: VoiceChatState): ChatMessage[] {
  const out: ChatMessage[] = stored.map((m) => ({
    id: m.messageId,
    text: m.text,
    isAI: m.isAI,
    timestamp: m.timestamp,
  }));
  const { sending, streaming } = state;
  if (sending)
    out.push({
      id: sending.localId,
      text: sending.text,
      isAI: false,
      timestamp: sending.timestamp,
      sending: true,
    });
  if (streaming && !stored.some((m) => m.messageId === streaming.messageId))
    out.push({
      id: streaming.messageId,
      text: streaming.parts.join(''),
      isAI: true,
      timestamp: streaming.timestamp,
      streaming: true,
    });
  return out;
}
