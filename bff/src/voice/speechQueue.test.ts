import { describe, expect, it } from 'vitest';
import { SpeechQueue, type SpeechRefused } from './speechQueue.js';

const refusedWith = (status: number) => expect.objectContaining({ status }) as unknown as SpeechRefused;

describe('the speech queue', () => {
  it('refuses a user past their limit (429), and nobody else', () => {
    const q = new SpeechQueue({ perUser: 3, queueSize: 16, engineConcurrency: 2 });
    const ends = [q.admit('7'), q.admit('7'), q.admit('7')];
    expect(() => q.admit('7')).toThrow(refusedWith(429));
    expect(() => q.admit('7')).toThrow(/Too many speech requests at once/);
    const other = q.admit('8');
    ends[0]?.();
    // Ending one twice frees one place only.
    ends[0]?.();
    q.admit('7');
    expect(() => q.admit('7')).toThrow(refusedWith(429));
    other();
  });

  it('runs the built-in engine a few at a time, in order, with a bounded wait (503 beyond it)', async () => {
    const q = new SpeechQueue({ perUser: 3, queueSize: 2, engineConcurrency: 2 });
    const first = await q.engineTurn();
    const second = await q.engineTurn();
    const order: string[] = [];
    const third = q.engineTurn().then((done) => {
      order.push('third');
      return done;
    });
    const fourth = q.engineTurn().then((done) => {
      order.push('fourth');
      return done;
    });
    await expect(q.engineTurn()).rejects.toThrow(refusedWith(503));
    // A waiting request whose client went away leaves the queue.
    const gone = new AbortController();
    first();
    const done3 = await third;
    const waiting = q.engineTurn(gone.signal);
    gone.abort();
    await expect(waiting).rejects.toBeDefined();
    second();
    const done4 = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    done3();
    done4();
    // All turns ended: two run at once again without waiting.
    const again = [await q.engineTurn(), await q.engineTurn()];
    for (const done of again) done();
  });
});
