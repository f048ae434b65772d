/** Why a synthesis was refused (docs/voice.md#speech-limits): 429 for one user's burst, 503 when full. */
export class SpeechRefused extends Error {
  constructor(
    readonly status: 429 | 503,
    message: string,
  ) {
    super(message);
  }
}

export const speechTexts = {
  tooMany: 'Too many speech requests at once. Please wait for the ones already asked to finish.',
  busy: 'Speech is busy. Please try again in a moment.',
} as const;

export interface SpeechLimits {
  /** Syntheses one user may have at once (running or waiting), whatever engine speaks. */
  perUser: number;
  /** Syntheses that may wait for the built-in engine. */
  queueSize: number;
  /** Syntheses the built-in engine runs at once: Flite is one process, one sentence at a time. */
  engineConcurrency: number;
}

/**
 * Who may synthesise now, on this replica. Every synthesis (a reply's speech, a voice sample) is first
 * admitted for its user: beyond `perUser` at once the user is refused (429) and nobody else notices.
 * The built-in engine, one for the whole replica, then takes `engineConcurrency` at a time in order of
 * arrival, with at most `queueSize` waiting (beyond that 503): a burst no longer piles sentences onto
 * Flite's process until they time out and take every other student's speech down with them.
 */
export class SpeechQueue {
  private readonly perUser = new Map<string, number>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: SpeechLimits) {}

  /** One synthesis of `user`'s; the returned function ends it (calling it again does nothing). */
  admit(user: string): () => void {
    const count = this.perUser.get(user) ?? 0;
    if (count >= this.limits.perUser) throw new SpeechRefused(429, speechTexts.tooMany);
    this.perUser.set(user, count + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.perUser.get(user) ?? 1) - 1;
      if (left > 0) this.perUser.set(user, left);
      else this.perUser.delete(user);
    };
  }

  /** A turn of the built-in engine, once free; the returned function hands it on. */
  async engineTurn(signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    if (this.running < this.limits.engineConcurrency) this.running++;
    else {
      if (this.waiting.length >= this.limits.queueSize) throw new SpeechRefused(503, speechTexts.busy);
      // Woken by a finished turn, which hands its place over (`running` stays as it is).
      await new Promise<void>((resolve, reject) => {
        const abandon = () => {
          const at = this.waiting.indexOf(wake);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(signal?.reason);
        };
        const wake = () => {
          signal?.removeEventListener('abort', abandon);
          resolve();
        };
        this.waiting.push(wake);
        signal?.addEventListener('abort', abandon, { once: true });
      });
    }
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
  }
}
