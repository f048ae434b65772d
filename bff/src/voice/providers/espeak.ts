import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';

const checked = new Map<string, Promise<boolean>>();

/** Whether the espeak-ng program runs here (checked once per path, at start-up). */
export function espeakAvailable(path: string | null): Promise<boolean> {
  if (!path) return Promise.resolve(false);
  let p = checked.get(path);
  if (!p) {
    p = new Promise<boolean>((resolve) => {
      try {
        const child = spawn(path, ['--version'], { stdio: ['ignore', 'ignore', 'ignore'] });
        child.once('error', () => resolve(false));
        child.once('exit', (code) => resolve(code === 0));
      } catch {
        resolve(false);
      }
    });
    checked.set(path, p);
  }
  return p;
}

// The Aura voices' characters (api/src/voices/voices.catalogue.ts), as espeak-ng voices and variants.
const feminine = new Set(['asteria', 'luna', 'stella', 'athena', 'hera']);
const british = new Set(['athena', 'helios', 'angus']);

/** An espeak-ng voice close to a Deepgram Aura voice: its accent and its voice type. */
export function espeakVoiceFor(voice: string): string {
  const name = voice.match(/^aura-(?:2-)?([a-z]+)-/)?.[1] ?? '';
  const lang = british.has(name) ? 'en-gb' : 'en-us';
  return `${lang}+${feminine.has(name) || !name ? 'f3' : 'm3'}`;
}

/**
 * Speaks `text` with espeak-ng: a WAV stream on stdout (the text goes in on stdin, never as an argument).
 * The process is killed if the reader goes away.
 */
export function espeakSpeech(
  path: string,
  voice: string,
  text: string,
): { contentType: string; body: Readable } {
  const child = spawn(path, ['-v', espeakVoiceFor(voice), '-s', '165', '--stdout'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  child.on('error', () => {});
  child.stdin.on('error', () => {});
  child.stdin.end(text.replace(/\s+/g, ' '));
  child.stdout.on('close', () => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return { contentType: 'audio/wav', body: child.stdout };
}
