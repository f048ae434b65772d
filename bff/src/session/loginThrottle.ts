/**
 * Slows down password guessing: after too many failed sign-ins within a window, per account and per
 * client address, further attempts are refused until the window passes. In memory per replica.
 */
export interface LoginThrottle {
  /** Seconds to wait, or 0 when an attempt is allowed. */
  retryAfter(email: string, address: string): number;
  recordFailure(email: string, address: string): void;
  recordSuccess(email: string): void;
}

export function createLoginThrottle(
  opts = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 },
): LoginThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const list = (failures.get(key) ?? []).filter((t) => now - t < opts.windowMs);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  const wait = (list: number[], limit: number, now: number) =>
    list.length >= limit ? Math.ceil((opts.windowMs - (now - (list[list.length - limit] ?? now))) / 1000) : 0;
  return {
    retryAfter(email, address) {
      const now = Date.now();
      return Math.max(
        wait(recent(`a:${email.toLowerCase()}`, now), opts.perAccount, now),
        wait(recent(`ip:${address}`, now), opts.perAddress, now),
      );
    },
    recordFailure(email, address) {
      const now = Date.now();
      for (const key of [`a:${email.toLowerCase()}`, `ip:${address}`])
        failures.set(key, [...recent(key, now), now]);
    },
    recordSuccess(email) {
      failures.delete(`a:${email.toLowerCase()}`);
    },
  };
}
