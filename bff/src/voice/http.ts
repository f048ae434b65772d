import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex, Readable } from 'node:stream';
import { partnerTokenPrefix } from '@anamnesis/contract';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { WebSocketServer } from 'ws';
import type { BffConfig } from '../config.js';
import { partnerOutOfScopeMessage } from '../context.js';
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
import { SpeechRefused } from './speechQueue.js';
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
  429: 'Too Many Requests',
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

/**
 * Audio sockets one user may hold open on this replica (docs/voice.md#recording-limits): a few windows,
 * and room for a reconnect while the dropped socket is still being noticed.
 */
const MAX_SOCKETS_PER_USER = 4;
const tooManySockets = 'Too many voice chats are open. Close one of them and try again.';

/** Voice samples kept (per speaker and catalogue voice): more than any catalogue holds. */
const MAX_SAMPLES = 128;

interface Sample {
  contentType: string;
  body: Buffer;
}

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
  /** Each sample made once per speaker and voice: requests for one in the making wait for it. */
  const samples = new Map<string, Promise<Sample | null>>();
  /** Open audio sockets per user. */
  const sockets = new Map<number, number>();
  /** The catalogue's voice names, and when they were read (null while the read is under way). */
  let catalogue: { at: number | null; names: Promise<Set<string>> } | null = null;

  /**
   * The catalogue's voice names, read again as often as the active keys are (they decide it); requests
   * that come while it is being read wait for that read.
   */
  function catalogueNames(loaders: Loaders): Promise<Set<string>> {
    const at = catalogue?.at;
    if (!catalogue || (at != null && Date.now() - at > config.voice.keyCacheMs)) {
      const names = loaders.voices.voices().then((voices) => new Set(voices.map((v) => v.canonical_name)));
      const read: NonNullable<typeof catalogue> = { at: null, names };
      catalogue = read;
      names.then(
        () => {
          read.at = Date.now();
        },
        () => {
          if (catalogue === read) catalogue = null;
        },
      );
    }
    return catalogue.names;
  }

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

  function json(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    res.end(JSON.stringify({ message }));
  }

  /** A synthesis refused for this user (429) or for the busy engine (503); anything else failed (502). */
  function synthesisFailed(res: ServerResponse, error: unknown) {
    if (error instanceof SpeechRefused) return json(res, error.status, error.message, { 'retry-after': '1' });
    json(res, 502, messages.failed);
  }

  /** Streams the audio through, calling `firstByte` when its first bytes go out. */
  function pipe(
    res: ServerResponse,
    audio: { contentType: string; body: Readable },
    cache: string,
    firstByte?: () => void,
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
    if (!caller) return json(res, ...unauthenticated(req));
    if (caller.claims.userId !== ticket.u) return json(res, 403, 'You do not have permission to do this.');
    let admitted: () => void;
    try {
      admitted = engine.speechQueue.admit(String(caller.claims.userId));
    } catch (error) {
      return synthesisFailed(res, error);
    }
    // The user's synthesis lasts as long as its answer; a client that goes away gives up its place.
    const gone = new AbortController();
    res.once('close', () => {
      admitted();
      gone.abort();
    });
    let audio: Awaited<ReturnType<typeof synthesise>>;
    try {
      audio = await synthesise(engine, caller.loaders, ticket.v || DEFAULT_VOICE, ticket.t, gone.signal);
    } catch (error) {
      return synthesisFailed(res, error);
    }
    // No server-side speech: the web app speaks the reply with the browser's speech synthesis.
    if (!audio) return json(res, 404, 'No server-side speech is available.');
    // The client went away while it was being made: nobody will read it (and its engine turn ends).
    if (gone.signal.aborted) {
      audio.body.destroy();
      return;
    }
    pipe(res, audio, 'private, max-age=3600', () => {
      const at = Date.now();
      engine
        .resolve(caller.loaders, caller.claims, ticket.s)
        .then((session) => engine.noteFirstAudio(session, ticket.m, at))
        .catch(() => {});
    });
  }

  /** A voice's sample, whole: a second or two, so a player shows its length from the first play. */
  async function makeSample(loaders: Loaders, voice: string): Promise<Sample | null> {
    const audio = await synthesise(engine, loaders, voice, sampleText(voice));
    if (!audio) return null;
    const parts: Buffer[] = [];
    for await (const chunk of audio.body) parts.push(chunk as Buffer);
    const body = Buffer.concat(parts);
    // A built-in engine's WAV streams with placeholder sizes (a player would show hours).
    return {
      contentType: audio.contentType,
      body: audio.contentType === 'audio/wav' ? wavWithSizes(body) : body,
    };
  }

  async function sample(req: IncomingMessage, res: ServerResponse, voice: string) {
    if (!/^[a-z0-9-]{1,64}$/.test(voice)) return json(res, 404, 'Not found.');
    const caller = await authenticate(req);
    if (!caller) return json(res, ...unauthenticated(req));
    const known = await catalogueNames(caller.loaders).catch(() => null);
    if (!known) return json(res, 503, messages.failed);
    // Only the catalogue's voices (docs/voice.md#speech-limits): any other name would be a synthesis
    // of its own, on the engine every student's replies are spoken by.
    if (!known.has(voice)) return json(res, 404, 'Not found.');
    const providers = await engine.providers(caller.loaders).catch(() => null);
    const cacheKey = `${providers?.textToSpeech}:${voice}`;
    let made = samples.get(cacheKey);
    if (!made) {
      let admitted: () => void;
      try {
        admitted = engine.speechQueue.admit(String(caller.claims.userId));
      } catch (error) {
        return synthesisFailed(res, error);
      }
      const making = makeSample(caller.loaders, voice).finally(admitted);
      made = making;
      samples.set(cacheKey, making);
      if (samples.size > MAX_SAMPLES) samples.delete(samples.keys().next().value as string);
      // A failure, or no server speech, is not kept: the next request asks again.
      const forget = () => {
        if (samples.get(cacheKey) === making) samples.delete(cacheKey);
      };
      making.then((kept) => kept ?? forget(), forget);
    }
    let found: Sample | null;
    try {
      found = await made;
    } catch (error) {
      return synthesisFailed(res, error);
    }
    if (!found) return json(res, 404, 'No server-side speech is available.');
    res.writeHead(200, {
      'content-type': found.contentType,
      'cache-control': 'private, max-age=86400',
      'content-length': found.body.length,
      'x-content-type-options': 'nosniff',
    });
    res.end(found.body);
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

  /**
   * Why a caller without a session is refused: a partner token's program gets the partners' wording
   * (docs/partners.md: voice is for people), a person the sign-in prompt.
   */
  function unauthenticated(req: IncomingMessage): [number, string] {
    const bearer = (req.headers.authorization ?? '').match(/^Bearer\s+(.+)$/i)?.[1];
    return bearer?.startsWith(partnerTokenPrefix)
      ? [403, partnerOutOfScopeMessage]
      : [401, 'Please login to continue.'];
  }

  /** The audio WebSocket `/voice/ws?session=<VoiceSession id>`: Origin, session cookie, then the session's owner. */
  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    socket.on('error', () => {});
    if (!deps.originAllowed(req)) return refuse(socket, 403, 'Origin not allowed.');
    const caller = await authenticate(req);
    if (!caller) return refuse(socket, ...unauthenticated(req));
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
      const { userId } = caller.claims;
      const open = sockets.get(userId) ?? 0;
      if (open >= MAX_SOCKETS_PER_USER) return refuse(socket, 429, tooManySockets);
      sockets.set(userId, open + 1);
      // Counted until the connection ends, upgraded or not.
      socket.once('close', () => {
        const left = (sockets.get(userId) ?? 1) - 1;
        if (left > 0) sockets.set(userId, left);
        else sockets.delete(userId);
      });
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
