import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a speech URL carries: which reply of which session, in which voice, with what text, for whom. Any
 * replica can serve it without reading anything; the signature (HMAC-SHA256 under SECRET_KEY) stops it
 * being turned into free speech synthesis for other text or other people.
 */
export interface SpeechTicket {
  /** The session key. */
  s: string;
  /** The message id. */
  m: string;
  /** The user it was made for. */
  u: number;
  /** The voice (a Deepgram Aura canonical name). */
  v: string;
  /** The text to speak. */
  t: string;
}

const mac = (secret: string, payload: string) =>
  createHmac('sha256', `anamnesis:voice-speech:${secret}`).update(payload).digest('base64url').slice(0, 32);

export function signTicket(secret: string, ticket: SpeechTicket): string {
  const payload = Buffer.from(JSON.stringify(ticket), 'utf8').toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

export function readTicket(secret: string, token: string): SpeechTicket | null {
  const [payload, sig] = token.split('.');
  if (!payload || !sig || token.length > 16_000) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const t = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SpeechTicket;
    if (typeof t.s !== 'string' || typeof t.m !== 'string' || typeof t.u !== 'number') return null;
    if (typeof t.v !== 'string' || typeof t.t !== 'string') return null;
    return t;
  } catch {
    return null;
  }
}
