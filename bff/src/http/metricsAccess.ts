import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Whether a request on the public port may read /metrics: only with `Authorization: Bearer
 * <METRICS_TOKEN>`, and never when no token is set (Prometheus then scrapes METRICS_PORT, which is not
 * published). The figures tell an outsider how busy the school is and which errors the API has.
 */
export function metricsReadable(req: IncomingMessage, token: string | undefined): boolean {
  if (!token) return false;
  const given = (req.headers.authorization ?? '').match(/^Bearer\s+(.+)$/i)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
