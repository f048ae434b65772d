import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; the parameters are its (OWASP-level) defaults.

// Each hash takes ~17 ms of a core and 19 MiB. Run on libuv's four threads, a class signing in at once
// took both cores of a small server and stalled every other request for seconds; at most all cores but
// one hash at a time, and the rest wait their turn, so the event loop keeps a core.
const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot straight to the next in line, so the limit holds exactly.
  if (running < MAX_CONCURRENT_HASHES) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export const hashPassword = (plain: string) => limited(() => hash(plain));

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await limited(() => verify(hashed, plain));
  } catch {
    return false;
  }
}
