import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The client address the throttles key on. `X-Forwarded-For` is believed only as far as the hops that
 * handed it on are proxies listed in TRUSTED_PROXIES (addresses, CIDR ranges, or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`); from anyone else the header is ignored, so a direct client
 * cannot pick its own address (README, "Environment").
 */
export type ClientAddressOf = (req: IncomingMessage) => string;

/** Throws when an entry is neither an address, a CIDR range nor a proxy-addr name. */
export function createClientAddress(trustedProxies: readonly string[]): ClientAddressOf {
  if (!trustedProxies.length) return (req) => req.socket.remoteAddress ?? 'unknown';
  const trust = proxyAddr.compile([...trustedProxies]);
  return (req) => (req.socket.remoteAddress ? proxyAddr(req, trust) : 'unknown');
}
