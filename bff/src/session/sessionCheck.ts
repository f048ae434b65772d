import { type AppError, AuthenticationError, BannedError } from '../upstream/errors.js';

/** Why the API refused a token: banned, or signed out (expired, or revoked by a password or role change). */
type Refusal = { banned: boolean; message: string } | null;

const errorOf = (refusal: NonNullable<Refusal>): AppError =>
  refusal.banned ? new BannedError(refusal.message) : new AuthenticationError(refusal.message);

/**
 * Whether a session token still stands, in the API's word: a ban, a password change or a role change
 * revokes tokens there, while the signature this BFF checks locally stays valid for two hours. Voice
 * operations ask before they act, and open sockets and subscriptions are watched, so a revoked session
 * stops talking to the patient within `recheckMs` (SESSION_RECHECK_MS). One `GET /auth/me` per token
 * per `recheckMs` at most: answers are cached that long, and any other call the API authenticated with
 * the token counts as such an answer (`confirm`, docs/api.md#token-accepted).
 */
export interface SessionCheck {
  /** The error a revoked token gets (AuthenticationError or BannedError), or null while it stands. */
  revoked(token: string): Promise<AppError | null>;
  /**
   * Calls `onRevoked` once, within about `recheckMs`, if the token is revoked while watched; `stop`
   * ends the watch. An unreachable API revokes nothing.
   */
  watch(token: string, onRevoked: (error: AppError) => void): { stop(): void };
  /** The API authenticated a call with this token just now: it stands, for the next `recheckMs`. */
  confirm(token: string): void;
  close(): void;
}

export function createSessionCheck(opts: {
  /** Reads the token's user from the API; throws AuthenticationError or BannedError when it is refused. */
  me: (token: string) => Promise<unknown>;
  recheckMs: number;
  now?: () => number;
}): SessionCheck {
  const now = opts.now ?? Date.now;
  const answers = new Map<string, { at: number; refusal: Promise<Refusal> }>();
  const standing: Promise<Refusal> = Promise.resolve(null);
  const watchers = new Map<string, Set<(error: AppError) => void>>();

  function refusal(token: string): Promise<Refusal> {
    const at = now();
    const hit = answers.get(token);
    if (hit && at - hit.at < opts.recheckMs) return hit.refusal;
    if (answers.size > 10_000)
      for (const [k, v] of answers) if (at - v.at >= opts.recheckMs) answers.delete(k);
    const answer = opts.me(token).then(
      (): Refusal => null,
      (error: unknown): Refusal => {
        if (error instanceof AuthenticationError || error instanceof BannedError)
          return { banned: error instanceof BannedError, message: error.message };
        answers.delete(token);
        throw error;
      },
    );
    answer.catch(() => {});
    answers.set(token, { at, refusal: answer });
    return answer;
  }

  const timer = setInterval(() => {
    for (const [token, callbacks] of watchers)
      refusal(token).then(
        (refused) => {
          if (!refused || watchers.get(token) !== callbacks) return;
          watchers.delete(token);
          for (const callback of callbacks) callback(errorOf(refused));
        },
        () => {},
      );
  }, opts.recheckMs);
  timer.unref();

  return {
    revoked: (token) => refusal(token).then((refused) => refused && errorOf(refused)),
    watch(token, onRevoked) {
      let callbacks = watchers.get(token);
      if (!callbacks) {
        callbacks = new Set();
        watchers.set(token, callbacks);
      }
      const mine = callbacks;
      mine.add(onRevoked);
      return {
        stop() {
          mine.delete(onRevoked);
          if (!mine.size && watchers.get(token) === mine) watchers.delete(token);
        },
      };
    },
    confirm(token) {
      answers.set(token, { at: now(), refusal: standing });
    },
    close() {
      clearInterval(timer);
      watchers.clear();
    },
  };
}
