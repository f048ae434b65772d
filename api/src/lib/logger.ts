import type { ApiConfig } from '../config.js';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

export type Logger = Record<Level, (msg: string, fields?: Record<string, unknown>) => void>;

/** Structured JSON lines on stdout, one object per event. */
export function createLogger(level: ApiConfig['logLevel'], base: Record<string, unknown> = {}): Logger {
  const threshold = levels[level];
  const write = (lvl: Level) => (msg: string, fields?: Record<string, unknown>) => {
    if (levels[lvl] < threshold) return;
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...base, ...fields })}\n`,
    );
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
