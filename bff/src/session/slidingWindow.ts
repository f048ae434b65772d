/** Events per key within a sliding window, in memory: the counting under the throttles. */
export function createSlidingWindow(windowMs: number, now: () => number = Date.now) {
  const events = new Map<string, number[]>();
  const recent = (key: string, at = now()) => {
    const list = (events.get(key) ?? []).filter((t) => at - t < windowMs);
    if (list.length) events.set(key, list);
    else events.delete(key);
    return list;
  };
  return {
    now,
    /** The key's events within the window, oldest first. */
    recent,
    add(key: string) {
      const at = now();
      events.set(key, [...recent(key, at), at]);
    },
    forget(key: string) {
      events.delete(key);
    },
    /** Seconds until the key has fewer than `limit` events in the window (0: it has now). */
    waitBelow(key: string, limit: number) {
      const at = now();
      const list = recent(key, at);
      return list.length >= limit ? (windowMs - (at - (list[list.length - limit] ?? at))) / 1000 : 0;
    },
  };
}
