import { describe, expect, it } from 'vitest';
import {
  type Conversation,
  conversationReducer,
  initialConversation,
  type WireMessage,
} from './voiceConversation';

const wire = (messageId: string, text: string, isAI: boolean): WireMessage => ({
  messageId,
  text,
  isAI,
  timestamp: '2026-11-25T10:00:00.000Z',
});

const q1 = wire('m1', 'When did the pain start?', false);
const a1 = wire('m2', 'Two days ago.', true);

const texts = (c: Conversation) => c.messages.map((m) => m.text);

describe('initialConversation', () => {
  it('shows the saved messages in order and is idle with nothing typed', () => {
    const c = initialConversation([q1, a1], 'IDLE');
    expect(texts(c)).toEqual(['When did the pain start?', 'Two days ago.']);
    expect(c.messages.map((m) => m.isAI)).toEqual([false, true]);
    expect(c.asking).toBeNull();
    expect(c.interim).toBe('');
  });

  it('treats an unknown server state as idle', () => {
    expect(initialConversation([], 'SOMETHING_NEW').serverState).toBe('IDLE');
    expect(initialConversation([], 'REPLYING').serverState).toBe('REPLYING');
  });
});

describe('conversationReducer', () => {
  const empty = initialConversation([], 'IDLE');

  it('streams a reply piece by piece, in index order even when pieces arrive out of order', () => {
    let c = conversationReducer(empty, { type: 'token', messageId: 'r1', index: 1, delta: ' there' });
    c = conversationReducer(c, { type: 'token', messageId: 'r1', index: 0, delta: 'Hello' });
    expect(texts(c)).toEqual(['Hello there']);
    expect(c.messages[0]?.isAI).toBe(true);
  });

  it('shows a piece repeated after a reconnect only once', () => {
    let c = conversationReducer(empty, { type: 'token', messageId: 'r1', index: 0, delta: 'Hello' });
    c = conversationReducer(c, { type: 'token', messageId: 'r1', index: 0, delta: 'Hello' });
    expect(texts(c)).toEqual(['Hello']);
  });

  it('replaces the streaming reply with the complete message and ignores late pieces', () => {
    let c = conversationReducer(empty, { type: 'token', messageId: 'r1', index: 0, delta: 'Hel' });
    c = conversationReducer(c, { type: 'message', message: wire('r1', 'Hello.', true) });
    expect(texts(c)).toEqual(['Hello.']);
    expect(c.messages[0]?.parts).toBeUndefined();
    const after = conversationReducer(c, { type: 'token', messageId: 'r1', index: 1, delta: 'late' });
    expect(after).toBe(c);
  });

  it('shows a typed question at once, marked as sending, and remembers it is waiting', () => {
    const c = conversationReducer(empty, { type: 'sending', localId: 'local-1', text: 'Any fever?' });
    expect(texts(c)).toEqual(['Any fever?']);
    expect(c.messages[0]?.sending).toBe(true);
    expect(c.asking).toBe('local-1');
  });

  it('swaps the sending copy for the saved question and adds the reply when the answer comes', () => {
    let c = conversationReducer(empty, { type: 'sending', localId: 'local-1', text: 'Any fever?' });
    c = conversationReducer(c, {
      type: 'asked',
      localId: 'local-1',
      question: wire('q9', 'Any fever?', false),
      reply: wire('a9', 'No fever.', true),
    });
    expect(c.messages.map((m) => m.id)).toEqual(['q9', 'a9']);
    expect(c.messages.some((m) => m.sending)).toBe(false);
    expect(c.asking).toBeNull();
  });

  it('does not show a question twice when its event arrived before the answer', () => {
    let c = conversationReducer(empty, { type: 'sending', localId: 'local-1', text: 'Any fever?' });
    c = conversationReducer(c, { type: 'message', message: wire('q9', 'Any fever?', false) });
    expect(texts(c)).toEqual(['Any fever?']);
    c = conversationReducer(c, {
      type: 'asked',
      localId: 'local-1',
      question: wire('q9', 'Any fever?', false),
      reply: wire('a9', 'No fever.', true),
    });
    expect(texts(c)).toEqual(['Any fever?', 'No fever.']);
  });

  it('takes a failed question off the screen and stops waiting', () => {
    let c = conversationReducer(initialConversation([q1], 'IDLE'), {
      type: 'sending',
      localId: 'local-1',
      text: 'Any fever?',
    });
    c = conversationReducer(c, { type: 'askFailed', localId: 'local-1' });
    expect(texts(c)).toEqual(['When did the pain start?']);
    expect(c.asking).toBeNull();
  });

  it('shows the words being spoken while recording and clears them once final', () => {
    let c = conversationReducer(empty, { type: 'state', state: 'RECORDING' });
    c = conversationReducer(c, { type: 'transcript', text: 'do you', isFinal: false });
    expect(c.interim).toBe('do you');
    c = conversationReducer(c, { type: 'transcript', text: 'do you smoke', isFinal: true });
    expect(c.interim).toBe('');
  });

  it('clears the interim words when the server stops recording', () => {
    let c = conversationReducer(empty, { type: 'state', state: 'RECORDING' });
    c = conversationReducer(c, { type: 'transcript', text: 'do you', isFinal: false });
    c = conversationReducer(c, { type: 'state', state: 'REPLYING' });
    expect(c.serverState).toBe('REPLYING');
    expect(c.interim).toBe('');
  });

  it('stops waiting once the server is idle and has the typed question', () => {
    let c = conversationReducer(empty, { type: 'sending', localId: 'local-1', text: 'Any fever?' });
    c = conversationReducer(c, { type: 'message', message: wire('q9', 'Any fever?', false) });
    c = conversationReducer(c, { type: 'state', state: 'IDLE' });
    expect(c.asking).toBeNull();
  });

  it('keeps waiting when the server goes idle before the typed question reached it', () => {
    let c = conversationReducer(empty, { type: 'sending', localId: 'local-1', text: 'Any fever?' });
    c = conversationReducer(c, { type: 'state', state: 'IDLE' });
    expect(c.asking).toBe('local-1');
  });

  it("after a resync follows the server's order and keeps a reply still streaming", () => {
    let c = initialConversation([q1], 'IDLE');
    c = conversationReducer(c, { type: 'token', messageId: 'r5', index: 0, delta: 'Thinking' });
    c = conversationReducer(c, { type: 'synced', messages: [q1, a1], state: 'REPLYING' });
    expect(c.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'r5']);
    expect(c.serverState).toBe('REPLYING');
  });

  it('drops a sending copy on resync when the server already has that question', () => {
    let c = conversationReducer(initialConversation([], 'IDLE'), {
      type: 'sending',
      localId: 'local-1',
      text: 'When did the pain start?',
    });
    c = conversationReducer(c, { type: 'synced', messages: [q1] });
    expect(texts(c)).toEqual(['When did the pain start?']);
    expect(c.messages[0]?.id).toBe('m1');
    expect(c.serverState).toBe('IDLE');
  });
});
