import { memoryWindows, type WindowFactory, waitBelow } from './slidingWindow.js';

/**
 * Slows down password guessing. Within a 15-minute window:
 * - one client address may fail 5 times on one account, then that address waits out the window for it;
 * - one client address may fail 20 times over all accounts, then it waits out the window for all;
 * - once an account has failed 10 times from any number of addresses, it takes one attempt a minute.
 * So an attacker is held to a few guesses per address and one a minute per account from a whole botnet,
 * while the rightful owner, signing in from an address that did not fail, waits one minute at most.
 * The client address is the one `clientAddress` (bff/src/http/clientAddress.ts) derives. The failures
 * are counted in the windows `windows` makes: in memory, or in Redis for every replica together
 * (bff/src/session/sharedWindows.ts).
 */
export interface LoginThrottle {
  /** Seconds to wait, or 0 when an attempt is allowed. */
  retryAfter(email: string, address: string): Promise<number>;
  recordFailure(email: string, address: string): Promise<void>;
  /** The owner got in: their account's failures are forgotten. */
  recordSuccess(email: string, address: string): Promise<void>;
}

export interface LoginThrottleLimits {
  perAccountAndAddress: number;
  perAddress: number;
  /** Failures of one account, from anywhere, after which it takes one attempt per `accountPaceMs`. */
  perAccount: number;
  accountPaceMs: number;
  windowMs: number;
  now?: () => number;
}

export const loginThrottleLimits: LoginThrottleLimits = {
  perAccountAndAddress: 5,
  perAddress: 20,
  perAccount: 10,
  accountPaceMs: 60_000,
  windowMs: 15 * 60_000,
};

/** The minutes a user is told to wait, never "0 minute(s)". */
export const waitMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export function createLoginThrottle(
  limits: LoginThrottleLimits = loginThrottleLimits,
  windows: WindowFactory = memoryWindows(limits.now),
): LoginThrottle {
  const failures = windows('login', limits.windowMs);
  const keys = (email: string, address: string) => {
    const account = email.trim().toLowerCase();
    return { account: `a:${account}`, pair: `p:${account}\n${address}`, address: `ip:${address}` };
  };
  return {
    async retryAfter(email, address) {
      const k = keys(email, address);
      const [account = [], pair = [], fromAddress = []] = await failures.recent([
        k.account,
        k.pair,
        k.address,
      ]);
      const at = failures.now();
      const paced =
        account.length >= limits.perAccount
          ? (limits.accountPaceMs - (at - (account[account.length - 1] ?? 0))) / 1000
          : 0;
      return Math.ceil(
        Math.max(
          0,
          paced,
          waitBelow(pair, limits.perAccountAndAddress, limits.windowMs, at),
          waitBelow(fromAddress, limits.perAddress, limits.windowMs, at),
        ),
      );
    },
    recordFailure(email, address) {
      return failures.add(Object.values(keys(email, address)));
    },
    recordSuccess(email, address) {
      const k = keys(email, address);
      return failures.forget([k.account, k.pair]);
    },
  };
}
