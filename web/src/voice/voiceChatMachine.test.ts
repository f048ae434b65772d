import { describe, expect, it } from 'vitest';
import {
  initialVoiceChat,
  isPending,
  missedSomething,
  type StoredMessage,
  type VoiceChatEvent,
  type VoiceChatState,
  visibleMessages,
  voiceChatReducer,
} from './voiceChatMachine';

const stored = (messageId: string, text: string, isAI: boolean): StoredMessage => ({
  messageId,
  text,
  isAI,
  timestamp: '2026-11-25T10:00:00.000Z',
});
const run = (events: VoiceChatEvent[], from = initialVoiceChat('IDLE')): VoiceChatState =>
  events.reduce(voiceChatReducer, from);
const texts = (messages: { text: string }[]) => messages.map((m) => m.text);

const question = stored('q1', 'When did the pain start?', false);
const reply = stored('r1', 'Two days ago.', true);

describe('a typed turn', () => {
  const sent: VoiceChatEvent = {
    type: 'send',
    localId: 'local-1',
    text: question.text,
    at: question.timestamp,
  };

  it('shows the question at once as sending, and is pending from then on', () => {
    const s = run([sent]);
    expect(isPending(s)).toBe(true);
    expect(visibleMessages([], s)).toMatchObject([{ text: question.text, sending: true, isAI: false }]);
  });

  it('streams the reply after the question, then shows the landed reply once, and is idle after it', () => {
    let s = run([
      sent,
      { type: 'questionLanded', text: question.text },
      { type: 'serverState', state: 'REPLYING' },
    ]);
    // The question is in the store now: shown once, not as sending.
    expect(visibleMessages([question], s)).toMatchObject([{ id: 'q1', text: question.text }]);
    s = run(
      [
        { type: 'token', messageId: 'r1', index: 0, delta: 'Two ' },
        { type: 'token', messageId: 'r1', index: 1, delta: 'days ago.' },
      ],
      s,
    );
    expect(visibleMessages([question], s)).toMatchObject([
      { id: 'q1' },
      { id: 'r1', text: 'Two days ago.', isAI: true, streaming: true },
    ]);
    expect(isPending(s)).toBe(true);
    s = run(
      [
        { type: 'replyLanded', messageId: 'r1' },
        { type: 'serverState', state: 'IDLE' },
        { type: 'sent', localId: 'local-1' },
      ],
      s,
    );
    expect(visibleMessages([question, reply], s).map((m) => [m.id, m.text, m.streaming ?? false])).toEqual([
      ['q1', question.text, false],
      ['r1', reply.text, false],
    ]);
    expect(isPending(s)).toBe(false);
  });

  it('puts pieces in index order, and a piece that comes twice (a reconnection) once', () => {
    const s = run([
      { type: 'token', messageId: 'r1', index: 1, delta: 'there' },
      { type: 'token', messageId: 'r1', index: 0, delta: 'Hello ' },
      { type: 'token', messageId: 'r1', index: 1, delta: 'there' },
    ]);
    expect(texts(visibleMessages([], s))).toEqual(['Hello there']);
  });

  it('ignores a late piece of a reply that already landed', () => {
    const s = run([
      { type: 'replyLanded', messageId: 'r1' },
      { type: 'token', messageId: 'r1', index: 3, delta: ' late' },
    ]);
    expect(visibleMessages([reply], s)).toHaveLength(1);
  });

  it('drops a question the server refused, and is no longer pending', () => {
    const s = run([sent, { type: 'sendFailed', localId: 'local-1' }]);
    expect(visibleMessages([], s)).toEqual([]);
    expect(isPending(s)).toBe(false);
  });
});

describe('a spoken turn', () => {
  it('shows the words heard so far while recording, and clears them when the question lands', () => {
    let s = run([
      { type: 'serverState', state: 'RECORDING' },
      { type: 'transcript', text: 'when did', isFinal: false },
    ]);
    expect(s.interim).toBe('when did');
    expect(isPending(s)).toBe(false);
    s = run([{ type: 'questionLanded', text: 'When did it start?' }], s);
    expect(s.interim).toBe('');
    // A question went in: its reply is awaited, even before the server says it is replying.
    expect(isPending(s)).toBe(true);
  });
});

describe('missed events', () => {
  it('reads the session again after a reconnection (the same state again) or when idle comes without the reply', () => {
    const idle = initialVoiceChat('IDLE');
    expect(missedSomething(idle, 'IDLE')).toBe(true);
    expect(missedSomething(idle, 'RECORDING')).toBe(false);
    const waiting = run([
      { type: 'questionLanded', text: 'Any allergies?' },
      { type: 'serverState', state: 'REPLYING' },
    ]);
    expect(missedSomething(waiting, 'IDLE')).toBe(true);
    const answered = run([{ type: 'replyLanded', messageId: 'r9' }], waiting);
    expect(missedSomething(answered, 'IDLE')).toBe(false);
  });

  it('stops waiting once the server is idle, so the screen never stays busy', () => {
    const s = run([
      { type: 'questionLanded', text: 'Any allergies?' },
      { type: 'serverState', state: 'IDLE' },
    ]);
    expect(isPending(s)).toBe(false);
  });

  it('treats an unknown server state as idle', () => {
    expect(initialVoiceChat('SOMETHING_NEW').serverState).toBe('IDLE');
    expect(initialVoiceChat('REPLYING').serverState).toBe('REPLYING');
  });
});
