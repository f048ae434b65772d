import { waitMinutes } from './loginThrottle.js';
import { createSlidingWindow } from './slidingWindow.js';

/**
 * Bounds self-registration, in memory per replica: so many attempts per client address an hour, and so
 * many in all an hour. Every attempt that passed the input rules counts, successful or not, so a flood
 * of duplicates cannot probe which emails have accounts either.
 */
export interface RegistrationThrottle {
  /** The message to refuse an attempt from `address` with, or null when it may go ahead. */
  refusal(address: string): string | null;
  record(address: string): void;
}

export function createRegistrationThrottle(limits: {
  perAddressPerHour: number;
  perHour: number;
  now?: () => number;
}): RegistrationThrottle {
  const attempts = createSlidingWindow(60 * 60_000, limits.now);
  return {
    refusal(address) {
      const fromAddress = attempts.waitBelow(`ip:${address}`, limits.perAddressPerHour);
      if (fromAddress > 0)
        return `Too many accounts were created from your network. Please try again in ${waitMinutes(fromAddress)} minute(s).`;
      const overall = attempts.waitBelow('all', limits.perHour);
      if (overall > 0)
        return `Too many accounts were created in the last hour. Please try again in ${waitMinutes(overall)} minute(s).`;
      return null;
    },
    record(address) {
      attempts.add(`ip:${address}`);
      attempts.add('all');
    },
  };
}
