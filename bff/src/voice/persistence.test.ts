import { describe, expect, it } from 'vitest';
import { ValidationError } from '../upstream/errors.js';
import type { Loaders } from '../upstream/loaders.js';
import type { VoiceMessage } from './events.js';
import { ConversationSaver } from './persistence.js';
import type { VoiceSession } from './session.js';

// A line the API refuses never blocks the lines after it (issue 25, finding 2): it is dropped from the
// session with a warning, and every later line is still stored.

const line = (id: string, text: string, isAI = false): VoiceMessage => ({
  id,
  text,
  isAI,
  timestamp: '2026-11-22T10:00:00.000Z',
});

/** A session of an assignment over a fake API that refuses any save holding a NUL, as PostgreSQL does. */
function fixture(messages: VoiceMessage[]) {
  const stored: VoiceMessage[] = [];
  const calls: string[][] = [];
  const append = async (_id: number, body: { messages: VoiceMessage[]; autosave: boolean }) => {
    calls.push(body.messages.map((m) => m.id));
    if (body.messages.some((m) => m.text.includes('\u0000')))
      throw new ValidationError('A message cannot contain control characters.');
    stored.push(...body.messages);
    return {
      id: 1,
      status: body.autosave ? ('assigned' as const) : ('inprogress' as const),
      attempt: 1,
      messageCount: stored.length,
    };
  };
  const session = {
    ref: { key: 'a.1.2', mode: 'assignment', userId: 2, assignmentId: 1, patientId: null },
    assignmentId: 1,
    attempt: 1,
    status: 'assigned',
    messages,
    stored: new Set<string>(),
    retimed: new Set<string>(),
    storedCount: 0,
    syncedAt: 0,
    saving: null,
    saveQueued: null,
    timingSave: null,
    loaders: { voice: { append } } as unknown as Loaders,
  } as unknown as VoiceSession;
  const warnings: { msg: string; fields?: Record<string, unknown> }[] = [];
  const events: string[] = [];
  const saver = new ConversationSaver((_s, e) => events.push(e.kind), {
    warn: (msg, fields) => warnings.push({ msg, fields }),
  });
  return { session, saver, stored, calls, warnings, events };
}

describe('ConversationSaver', () => {
  it('drops a line the API refuses, with a warning, and stores the lines after it, then and later', async () => {
    const poisoned = line('q1', 'Do you smoke?\u0000');
    const f = fixture([poisoned, line('r1', 'No, never.', true), line('q2', 'Any cough?')]);
    await f.saver.persist(f.session);
    // The whole save is refused; then line by line, the refused one dropped and the others stored.
    expect(f.calls).toEqual([['q1', 'r1', 'q2'], ['q1'], ['r1'], ['q2']]);
    expect(f.stored.map((m) => m.id)).toEqual(['r1', 'q2']);
    expect(f.session.messages.map((m) => m.id)).toEqual(['r1', 'q2']);
    expect(f.warnings).toEqual([
      {
        msg: 'the API refused a line of the conversation: dropped from the session',
        fields: { messageId: 'q1', isAI: false, reason: 'A message cannot contain control characters.' },
      },
    ]);
    // Later saves send only what is new: the refused line is not sent again.
    f.session.messages.push(line('r2', 'A little.', true));
    f.calls.length = 0;
    await f.saver.persist(f.session);
    expect(f.calls).toEqual([['r2']]);
    // Save Session works.
    f.calls.length = 0;
    expect(await f.saver.save(f.session)).toBe(true);
    expect(f.calls).toEqual([[]]);
    expect(f.session.status).toBe('inprogress');
  });

  it('Save Session with nothing but a refused line still saves (the assignment starts)', async () => {
    const f = fixture([line('q1', 'Bad\u0000')]);
    expect(await f.saver.save(f.session)).toBe(true);
    expect(f.calls).toEqual([['q1'], ['q1'], []]);
    expect(f.session.messages).toEqual([]);
    expect(f.session.status).toBe('inprogress');
    expect(f.warnings).toHaveLength(1);
  });
});
