/** Events per key within a sliding window: the counting under the throttles. */
export interface EventWindow {
  now(): number;
  /** Each key's events within the window, oldest first. */
  recent(keys: string[]): Promise<number[][]>;
  /** One event now for each key. */
  add(keys: string[]): Promise<void>;
  forget(keys: string[]): Promise<void>;
}

/** Makes the window a throttle counts in: `name` keeps throttles apart where windows are shared. */
export type WindowFactory = (name: string, windowMs: number) => EventWindow;

/** Seconds until `events` (oldest first) hold fewer than `limit` within the window (0: they do now). */
export const waitBelow = (events: number[], limit: number, windowMs: number, at: number) =>
  events.length >= limit ? (windowMs - (at - (events[events.length - limit] ?? at))) / 1000 : 0;

/** The window in this replica's memory. */
export function createSlidingWindow(windowMs: number, now: () => number = Date.now): EventWindow {
  const events = new Map<string, number[]>();
  const recent = (key: string, at: number) => {
    const list = (events.get(key) ?? []).filter((t) => at - t < windowMs);
    if (list.length) events.set(key, list);
    else events.delete(key);
    return list;
  };
  return {
    now,
    async recent(keys) {
      const at = now();
      return keys.map((key) => recent(key, at));
    },
    async add(keys) {
      const at = now();
      for (const key of keys) events.set(key, [...recent(key, at), at]);
    },
    async forget(keys) {
      for (const key of keys) events.delete(key);
    },
  };
}

/** Windows in memory, each throttle its own (a single replica, or no Redis). */
export const memoryWindows =
  (now?: () => number): WindowFactory =>
  (_name, windowMs) =>
    createSlidingWindow(windowMs, now);
