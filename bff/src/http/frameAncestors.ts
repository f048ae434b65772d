/**
 * The sites that may show the web app in a frame: the learning platforms registered and active in the API
 * (docs/lti.md#session), read from its /lti/frame-origins and kept a minute; after an LTI launch passes
 * through, read again before the next page. With none, the app may not be framed at all.
 */
export interface FrameAncestors {
  current(): Promise<string[]>;
  /** A launch went by: the next page reads the list afresh. */
  invalidate(): void;
}

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;
const TTL_MS = 60_000;

export function createFrameAncestors(apiBaseUrl: string, timeoutMs = 2000): FrameAncestors {
  let origins: string[] = [];
  let readAt = 0;
  let reading: Promise<void> | undefined;
  const read = async () => {
    try {
      const r = await fetch(`${apiBaseUrl}/lti/frame-origins`, { signal: AbortSignal.timeout(timeoutMs) });
      const body = (await r.json()) as { origins?: unknown };
      // Only well-formed origins reach the header: nothing from the answer can add a directive.
      if (r.ok && Array.isArray(body.origins))
        origins = body.origins.filter((o): o is string => typeof o === 'string' && ORIGIN.test(o));
      readAt = Date.now();
    } catch {
      // The API away: the list as last read (empty at first: no framing).
    }
  };
  return {
    async current() {
      if (Date.now() - readAt > TTL_MS) {
        reading ??= read().finally(() => {
          reading = undefined;
        });
        await reading;
      }
      return origins;
    },
    invalidate() {
      readAt = 0;
    },
  };
}

/** The headers that say who may frame a page: the platforms' sites, or nobody. */
export const framingHeaders = (origins: string[]): Record<string, string> =>
  origins.length
    ? { 'content-security-policy': `frame-ancestors ${origins.join(' ')}` }
    : { 'content-security-policy': "frame-ancestors 'none'", 'x-frame-options': 'DENY' };
