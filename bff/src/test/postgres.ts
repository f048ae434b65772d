import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface TestPostgres {
  /** A database of the throwaway server, for every process of the test to share. */
  url: string;
  stop(): Promise<void>;
}

const script = fileURLToPath(new URL('../../../scripts/with-postgres.sh', import.meta.url));

/**
 * A throwaway PostgreSQL server on a loopback port, started by scripts/with-postgres.sh (the one the
 * API suite runs on), which removes it once this test closes its standard input.
 */
export function startPostgres(): Promise<TestPostgres> {
  const child = spawn('bash', [script, 'bash', '-c', 'echo "$TEST_DATABASE_URL"; cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.stdout.on('data', (d) => {
      output += d;
      const url = output.match(/^postgres:\/\/\S+$/m)?.[0];
      if (url)
        resolve({
          url,
          stop: () => {
            child.stdin.end();
            return exited;
          },
        });
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL did not start (${code}): ${output}`)));
  });
}
