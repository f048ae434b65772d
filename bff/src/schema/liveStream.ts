import { Repeater } from 'graphql-yoga';

/**
 * A subscription's stream: `initial` first (when given), then `map` of each event, until the client
 * completes or goes away, or `until` settles (it then ends with the error `until` resolves to, if any).
 * Built on a Repeater rather than an async generator: a generator asked to return while it awaits the
 * next event only returns after that event, so a completed subscription kept its listener and did the
 * event's work (an API call with its token) once more.
 */
export function liveStream<E, T>(opts: {
  events: AsyncIterable<E>;
  initial?: () => T | Promise<T>;
  map: (event: E) => T | Promise<T>;
  until?: Promise<Error | undefined>;
  /** Called once the stream has ended, however it ended. */
  onEnd?: () => void;
}): AsyncIterableIterator<T> {
  return new Repeater<T>(async (push, stop) => {
    const events = opts.events[Symbol.asyncIterator]();
    stop.then(() => {
      opts.onEnd?.();
      return events.return?.();
    });
    opts.until?.then((error) => stop(error));
    // Listening starts before the initial value is read: nothing published meanwhile is missed.
    const first = events.next();
    if (opts.initial) await push(await opts.initial());
    for (let next = await first; !next.done; next = await events.next())
      await push(await opts.map(next.value));
    stop();
  });
}
