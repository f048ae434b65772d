import { DEFAULT_SESSION_LIFETIME_SECONDS } from '@anamnesis/rules';
import { z } from 'zod';

/** Environment of the REST API, validated once at start-up: a bad value stops start-up naming the variable. */
const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data'),
  // The demo accounts and cases in a PostgreSQL database too: for the end-to-end suite's throwaway
  // server only (scripts/test-on-postgres.sh), never a school's database.
  SEED_DEMO: z.enum(['0', '1']).optional(),
  SECRET_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  // The session lifetime: the BFF's cookie and the browser's clock follow the tokens' expiry.
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(DEFAULT_SESSION_LIFETIME_SECONDS),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com'),
  DEEPGRAM_BASE_URL: z.string().url().default('https://api.deepgram.com'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  // Calls a partner token may make per minute (docs/partners.md).
  PARTNER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(120),
  // The fewest students a figure may describe for a statistics-scoped partner token (docs/partners.md).
  STATISTICS_MIN_GROUP_SIZE: z.coerce.number().int().min(1).max(1000).default(5),
  // Counts that limit in Redis, for every API process together.
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type ApiEnv = z.infer<typeof envSchema>;

export interface ApiConfig {
  port: number;
  host: string;
  /** Real PostgreSQL when set; embedded PGlite otherwise. */
  databaseUrl?: string;
  /** Where embedded PGlite keeps its files; `memory` keeps nothing on disk. */
  dataDir: string;
  /** Given explicitly, or generated once and kept in `dataDir` in embedded mode. */
  secretKey?: string;
  tokenTtlSeconds: number;
  adminEmail?: string;
  adminPassword?: string;
  openAiBaseUrl: string;
  deepgramBaseUrl: string;
  providerTimeoutMs: number;
  logLevel: ApiEnv['LOG_LEVEL'];
  /** Calls a partner token may make in a minute. */
  partnerRateLimitPerMinute: number;
  /** A statistics-scoped partner token sees no figure about fewer students than this (docs/partners.md). */
  statisticsMinGroupSize: number;
  /** Where API processes count the partner rate limit together; unset: each counts its own calls. */
  redisUrl?: string;
  /** Seed the demo accounts and cases into an empty database (embedded mode only, unless forced by tests). */
  seedDemo: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    secretKey: e.SECRET_KEY,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    openAiBaseUrl: e.OPENAI_BASE_URL,
    deepgramBaseUrl: e.DEEPGRAM_BASE_URL,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    logLevel: e.LOG_LEVEL,
    partnerRateLimitPerMinute: e.PARTNER_RATE_LIMIT_PER_MINUTE,
    statisticsMinGroupSize: e.STATISTICS_MIN_GROUP_SIZE,
    redisUrl: e.REDIS_URL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL,
  };
}
