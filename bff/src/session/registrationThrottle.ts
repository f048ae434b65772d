import { waitMinutes } from './loginThrottle.js';
import { memoryWindows, type WindowFactory, waitBelow } from './slidingWindow.js';

/**
 * Bounds self-registration: so many attempts per client address an hour, and so many in all an hour,
 * counted in memory or, with Redis, over every replica together (bff/src/session/sharedWindows.ts).
 * Every attempt that passed the input rules counts, successful or not, so a flood of duplicates cannot
 * probe which emails have accounts either.
 */
export interface RegistrationThrottle {
  /** The message to refuse an attempt from `address` with, or null when it may go ahead. */
  refusal(address: string): Promise<string | null>;
  record(address: string): Promise<void>;
}

export function createRegistrationThrottle(
  limits: { perAddressPerHour: number; perHour: number; now?: () => number },
  windows: WindowFactory = memoryWindows(limits.now),
): RegistrationThrottle {
  const hourMs = 60 * 60_000;
  const attempts = windows('registration', hourMs);
  return {
    async refusal(address) {
      const [fromAddress = [], overall = []] = await attempts.recent([`ip:${address}`, 'all']);
      const at = attempts.now();
      const addressWait = waitBelow(fromAddress, limits.perAddressPerHour, hourMs, at);
      if (addressWait > 0)
        return `Too many accounts were created from your network. Please try again in ${waitMinutes(addressWait)} minute(s).`;
      const overallWait = waitBelow(overall, limits.perHour, hourMs, at);
      if (overallWait > 0)
        return `Too many accounts were created in the last hour. Please try again in ${waitMinutes(overallWait)} minute(s).`;
      return null;
    },
    record(address) {
      return attempts.add([`ip:${address}`, 'all']);
    },
  };
}
