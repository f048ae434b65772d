import type { BffConfig } from './config.js';

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

export type Logger = Record<Level, (msg: unknown, ...rest: unknown[]) => void>;

/** Structured JSON lines on stdout; also the shape Yoga accepts as its logger. */
export function createLogger(
  level: BffConfig['logLevel'],
  base: Record<string, unknown> = { service: 'bff' },
): Logger {
  const threshold = levels[level];
  const write =
    (lvl: Level) =>
    (msg: unknown, ...rest: unknown[]) => {
      if (levels[lvl] < threshold) return;
      const fields = rest.find((r) => r && typeof r === 'object' && !(r instanceof Error)) as
        | Record<string, unknown>
        | undefined;
      const error = [msg, ...rest].find((r) => r instanceof Error) as Error | undefined;
      process.stdout.write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          level: lvl,
          msg: msg instanceof Error ? msg.message : String(msg),
          ...base,
          ...fields,
          ...(error ? { error: error.stack ?? error.message } : {}),
        })}\n`,
      );
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
