import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex, Readable } from 'node:stream';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { WebSocketServer } from 'ws';
import type { BffConfig } from '../config.js';
import { readCookie, SESSION_COOKIE } from '../session/session.js';
import type { SessionCheck } from '../session/sessionCheck.js';
import { createClaimsReader, type SessionClaims } from '../session/tokenClaims.js';
import { AppError } from '../upstream/errors.js';
import type { Loaders } from '../upstream/loaders.js';
import type { RestCall } from '../upstream/restClient.js';
import { DEFAULT_VOICE, type VoiceEngine } from './engine.js';
import { messages } from './events.js';
import { wavWithSizes } from './providers/flite.js';
import { synthesise } from './providers/speech.js';
import { VoiceSocket } from './socket.js';
import { readTicket } from './speechTicket.js';

export interface VoiceHttpDeps {
  engine: VoiceEngine;
  config: BffConfig;
  call: RestCall;
  makeLoaders: (call: RestCall, token: string | undefined, requestId: string) => Loaders;
  /** The Origin rule of `/graphql`'s WebSocket. */
  originAllowed: (req: IncomingMessage) => boolean;
  /** Whether the API revoked a token (bff/src/session/sessionCheck.ts). */
  sessionCheck: SessionCheck;
}

interface Caller {
  token: string;
  claims: SessionClaims;
  loaders: Loaders;
}

const statusText: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  503: 'Service Unavailable',
};

const statusByCode: Record<string, number> = {
  UNAUTHENTICATED: 401,
  BANNED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VALIDATION: 400,
};
const statusOf = (e: unknown) => (e instanceof AppError ? (statusByCode[e.code] ?? 503) : 503);

/** A short English text for a voice's sample: the name of the voice from its canonical name. */
const sampleText = (voice: string) => {
  const name = voice.match(/^aura-(?:2-)?([a-z]+)-/)?.[1] ?? 'your patient';
  return `Hello, I'm ${name.charAt(0).toUpperCase()}${name.slice(1)}. This is how I sound when I tell you how I am feeling.`;
};

/**
 * The voice engine's HTTP side: `GET /voice/speech/<ticket>` (a reply's speech, streamed as it is
 * synthesised), `GET /voice/samples/<voice>` (a voice preview), and the `/voice/ws` audio WebSocket.
 * Cookie or bearer authentication as `/graphql`.
 */
export function createVoiceHttp(deps: VoiceHttpDeps) {
  const { engine, config } = deps;
  const readClaims = createClaimsReader(config.secretKey);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const samples = new Map<string, { contentType: string; body: Buffer }>();

  async function authenticate(req: IncomingMessage): Promise<Caller | null> {
    const bearer = (req.headers.authorization ?? '').match(/^Bearer\s+(.+)$/i)?.[1];
    const token = bearer ?? readCookie(req.headers.cookie, SESSION_COOKIE);
    if (!token) return null;
    const header = req.headers['x-request-id'];
    const requestId = typeof header === 'string' && header.length <= 100 ? header : randomUUID();
    const loaders = deps.makeLoaders(deps.call, token, requestId);
    let claims: SessionClaims | null = null;
    if (readClaims) claims = await readClaims(token);
    else {
      const me = await loaders.auth.me().catch(() => null);
      claims = me && { userId: me.id, isAdmin: me.isAdmin, isSuperAdmin: me.isSuperAdmin };
    }
    if (!claims) return null;
    // A locally valid token the API revoked (ban, password or role change) is refused; an unreachable
    // API is not taken for a revocation.
    if (await deps.sessionCheck.revoked(token).catch(() => null)) return null;
    return { token, claims, loaders };
  }

  function json(res: ServerResponse, status: number, message: string) {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ message }));
  }

  /** Streams the audio through, calling `firstByte` when its first bytes go out. */
  function pipe(
    res: ServerResponse,
    audio: { contentType: string; body: Readable },
    cache: string,
    firstByte?: () => void,
    collect?: (b: Buffer) => void,
  ) {
    res.writeHead(200, {
      'content-type': audio.contentType,
      'cache-control': cache,
      'x-content-type-options': 'nosniff',
    });
    let first = true;
    audio.body.on('data', (chunk: Buffer) => {
      if (first) {
        first = false;
        res.flushHeaders();
        firstByte?.();
      }
      collect?.(chunk);
      if (!res.write(chunk)) {
        audio.body.pause();
        res.once('drain', () => audio.body.resume());
      }
    });
    audio.body.on('end', () => res.end());
    audio.body.on('error', () => res.destroy());
    res.on('close', () => {
      if (!audio.body.readableEnded) audio.body.destroy();
    });
  }

  async function speech(req: IncomingMessage, res: ServerResponse, token: string) {
    const ticket = readTicket(engine.speechSecret, token);
    if (!ticket) return json(res, 404, 'Not found.');
    const caller = await authenticate(req);
    if (!caller) return json(res, 401, 'Please login to continue.');
    if (caller.claims.userId !== ticket.u) return json(res, 403, 'You do not have permission to do this.');
    let audio: Awaited<ReturnType<typeof synthesise>>;
    try {
      audio = await synthesise(engine, caller.loaders, ticket.v || DEFAULT_VOICE, ticket.t);
    } catch {
      return json(res, 502, messages.failed);
    }
    // No server-side speech: the web app speaks the reply with the browser's speech synthesis.
    if (!audio) return json(res, 404, 'No server-side speech is available.');
    pipe(res, audio, 'private, max-age=3600', () => {
      const at = Date.now();
      engine
        .resolve(caller.loaders, caller.claims, ticket.s)
        .then((session) => engine.noteFirstAudio(session, ticket.m, at))
        .catch(() => {});
    });
  }

  async function sample(req: IncomingMessage, res: ServerResponse, voice: string) {
    if (!/^[a-z0-9-]{1,64}$/.test(voice)) return json(res, 404, 'Not found.');
    const caller = await authenticate(req);
    if (!caller) return json(res, 401, 'Please login to continue.');
    const providers = await engine.providers(caller.loaders).catch(() => null);
    const cacheKey = `${providers?.textToSpeech}:${voice}`;
    const hit = samples.get(cacheKey);
    if (hit) {
      res.writeHead(200, {
        'content-type': hit.contentType,
        'cache-control': 'private, max-age=86400',
        'content-length': hit.body.length,
      });
      res.end(hit.body);
      return;
    }
    let audio: Awaited<ReturnType<typeof synthesise>>;
    try {
      audio = await synthesise(engine, caller.loaders, voice, sampleText(voice));
    } catch {
      return json(res, 502, messages.failed);
    }
    if (!audio) return json(res, 404, 'No server-side speech is available.');
    const parts: Buffer[] = [];
    const contentType = audio.contentType;
    if (contentType === 'audio/wav') {
      // A built-in engine's WAV streams with placeholder sizes (a player would show hours); a sample is
      // a second or two, so it is sent whole with its true sizes, and a length the player can show.
      for await (const chunk of audio.body) parts.push(chunk as Buffer);
      const body = wavWithSizes(Buffer.concat(parts));
      if (samples.size < 100) samples.set(cacheKey, { contentType, body });
      res.writeHead(200, {
        'content-type': contentType,
        'cache-control': 'private, max-age=86400',
        'content-length': body.length,
        'x-content-type-options': 'nosniff',
      });
      res.end(body);
      return;
    }
    audio.body.on('end', () => {
      if (samples.size < 100) samples.set(cacheKey, { contentType, body: Buffer.concat(parts) });
    });
    pipe(res, audio, 'private, max-age=86400', undefined, (b) => parts.push(b));
  }

  /** Handles `/voice/*` HTTP requests; false for any other path. */
  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!path.startsWith('/voice/')) return false;
    const speechMatch = path.match(/^\/voice\/speech\/([A-Za-z0-9_.-]+)$/);
    const sampleMatch = path.match(/^\/voice\/samples\/([^/]+)$/);
    if ((speechMatch || sampleMatch) && req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      json(res, 405, 'Method not allowed.');
      return true;
    }
    const done = (p: Promise<void>) =>
      p.catch(() => {
        if (!res.headersSent) json(res, 503, messages.failed);
        else res.destroy();
      });
    if (speechMatch) done(speech(req, res, speechMatch[1] as string));
    else if (sampleMatch) {
      // A malformed escape (`/voice/samples/%E0%A4%A`) is the client's mistake, not an exception.
      let voice: string;
      try {
        voice = decodeURIComponent(sampleMatch[1] as string);
      } catch {
        json(res, 400, 'The voice name is not a valid URL path.');
        return true;
      }
      done(sample(req, res, voice));
    } else json(res, 404, 'Not found.');
    return true;
  }

  function refuse(socket: Duplex, status: number, message: string) {
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${statusText[status] ?? 'Error'}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }

  /** The audio WebSocket `/voice/ws?session=<VoiceSession id>`: Origin, session cookie, then the session's owner. */
  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => {});
    if (!deps.originAllowed(req)) return refuse(socket, 403, 'Origin not allowed.');
    const caller = await authenticate(req);
    if (!caller) return refuse(socket, 401, 'Please login to continue.');
    const id = new URL(req.url ?? '/', 'http://voice').searchParams.get('session') ?? '';
    let key: string;
    try {
      const decoded = decodeGlobalID(id);
      if (decoded.typename !== 'VoiceSession') throw new Error('not a session');
      key = decoded.id;
    } catch {
      return refuse(socket, 400, 'Name the voice session: /voice/ws?session=<id>.');
    }
    try {
      const session = await engine.resolve(caller.loaders, caller.claims, key);
      wss.handleUpgrade(req, socket, head, (ws) => {
        const voiceSocket = new VoiceSocket(engine, ws, session, caller.loaders);
        const watch = deps.sessionCheck.watch(caller.token, (error) => voiceSocket.revoke(error.message));
        ws.once('close', () => watch.stop());
      });
    } catch (error) {
      refuse(socket, statusOf(error), error instanceof AppError ? error.message : messages.failed);
    }
  }

  return {
    handle,
    /** True when the upgrade is the voice socket's (and is then handled). */
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if ((req.url ?? '').split('?')[0] !== '/voice/ws') return false;
      void upgrade(req, socket, head);
      return true;
    },
    close() {
      for (const c of wss.clients) c.close(1012, 'Server restarting');
      engine.close();
    },
  };
}
