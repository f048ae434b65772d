import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';

export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** A throwaway Debian `redis-server` on a loopback port, nothing persisted. */
export async function startRedis(port?: number): Promise<TestRedis> {
  try {
    execFileSync('redis-server', ['--version']);
  } catch {
    throw new Error('redis-server is not installed: apt-get install -y redis-server (.ci/run does).');
  }
  const p = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const until = Date.now() + 5000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const sock = connect(p, '127.0.0.1');
      sock.once('connect', () => {
        sock.end();
        resolve(true);
      });
      sock.once('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > until) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${p}`,
    port: p,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
