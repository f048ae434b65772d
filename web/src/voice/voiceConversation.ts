/** One message of the chat as the screen shows it. */
export interface ChatMessage {
  id: string;
  text: string;
  isAI: boolean;
  timestamp: string;
  /** A reply still streaming in: its pieces by their index (they may arrive twice after a reconnect). */
  parts?: string[];
  /** A typed question on its way to the server. */
  sending?: boolean;
}

export type ServerState = 'IDLE' | 'RECORDING' | 'REPLYING';

export interface Conversation {
  messages: ChatMessage[];
  /** What the server says it is doing (events carry every change). */
  serverState: ServerState;
  /** The typed question waiting for its answer (its local id), if any. */
  asking: string | null;
  /** The student's words so far in the utterance being recorded. */
  interim: string;
}

export interface WireMessage {
  messageId: string;
  text: string;
  isAI: boolean;
  timestamp: string;
}

export type ConversationAction =
  | { type: 'synced'; messages: readonly WireMessage[]; state?: string }
  | { type: 'state'; state: string }
  | { type: 'transcript'; text: string; isFinal: boolean }
  | { type: 'message'; message: WireMessage }
  | { type: 'token'; messageId: string; index: number; delta: string }
  | { type: 'sending'; localId: string; text: string }
  | { type: 'asked'; localId: string; question: WireMessage; reply: WireMessage }
  | { type: 'askFailed'; localId: string };

const toChat = (m: WireMessage): ChatMessage => ({
  id: m.messageId,
  text: m.text,
  isAI: m.isAI,
  timestamp: m.timestamp,
});

const knownState = (s: string): ServerState => (s === 'RECORDING' || s === 'REPLYING' ? s : 'IDLE');

export function initialConversation(messages: readonly WireMessage[], state: string): Conversation {
  return { messages: messages.map(toChat), serverState: knownState(state), asking: null, interim: '' };
}

/** Puts a complete message in place of the one with its id (or of a typed question still sending), else at the end. */
function upsert(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const at = messages.findIndex((m) => m.id === message.id);
  if (at >= 0) return messages.map((m, i) => (i === at ? message : m));
  if (!message.isAI) {
    const sending = messages.findIndex((m) => m.sending && m.text === message.text);
    if (sending >= 0) return messages.map((m, i) => (i === sending ? message : m));
  }
  return [...messages, message];
}

/**
 * The server's conversation, in its order, followed by what only this screen has after the last message
 * the server knows: a reply still streaming, a question that arrived while the server's copy was being
 * read, a typed question still on its way (unless the server already has it).
 */
function merge(local: ChatMessage[], server: readonly WireMessage[]): ChatMessage[] {
  const out = server.map(toChat);
  const known = new Set(out.map((m) => m.id));
  let lastKnown = -1;
  local.forEach((m, i) => {
    if (known.has(m.id)) lastKnown = i;
  });
  const lastQuestion = [...out].reverse().find((m) => !m.isAI);
  for (const m of local.slice(lastKnown + 1)) {
    if (known.has(m.id)) continue;
    if (m.sending && lastQuestion?.text === m.text) continue;
    out.push(m);
  }
  return out;
}

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'synced':
      return {
        ...state,
        messages: merge(state.messages, action.messages),
        serverState: action.state ? knownState(action.state) : state.serverState,
      };
    case 'state': {
      // Idle once the typed question reached the server: its reply is complete (the answer to the
      // mutation, which also waits for the save, need not be awaited).
      const answered =
        action.state === 'IDLE' && state.asking && !state.messages.some((m) => m.id === state.asking);
      return {
        ...state,
        serverState: knownState(action.state),
        asking: answered ? null : state.asking,
        interim: action.state === 'RECORDING' ? state.interim : '',
      };
    }
    case 'transcript':
      return { ...state, interim: action.isFinal ? '' : action.text };
    case 'message':
      return { ...state, messages: upsert(state.messages, toChat(action.message)), interim: '' };
    case 'token': {
      const current = state.messages.find((m) => m.id === action.messageId);
      // The reply is already complete: a late or repeated piece changes nothing.
      if (current && !current.parts) return state;
      const parts = [...(current?.parts ?? [])];
      parts[action.index] = action.delta;
      const streaming: ChatMessage = {
        id: action.messageId,
        text: parts.join(''),
        isAI: true,
        timestamp: current?.timestamp ?? new Date().toISOString(),
        parts,
      };
      return { ...state, messages: upsert(state.messages, streaming) };
    }
    case 'sending':
      return {
        ...state,
        asking: action.localId,
        messages: [
          ...state.messages,
          {
            id: action.localId,
            text: action.text,
            isAI: false,
            timestamp: new Date().toISOString(),
            sending: true,
          },
        ],
      };
    case 'asked': {
      const question = toChat(action.question);
      const hasQuestion = state.messages.some((m) => m.id === question.id);
      // The question takes the place of its sending copy (unless its event already put it in).
      const messages = hasQuestion
        ? state.messages.filter((m) => m.id !== action.localId)
        : state.messages.some((m) => m.id === action.localId)
          ? state.messages.map((m) => (m.id === action.localId ? question : m))
          : upsert(state.messages, question);
      return {
        ...state,
        asking: state.asking === action.localId ? null : state.asking,
        messages: upsert(messages, toChat(action.reply)),
      };
    }
    case 'askFailed':
      return {
        ...state,
        asking: state.asking === action.localId ? null : state.asking,
        messages: state.messages.filter((m) => m.id !== action.localId),
      };
  }
}
