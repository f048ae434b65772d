// Small valid audio files made from nothing: silent MP3 frames and a silent WAV, for the fake speech
// service and for tests that need "audio" to send.

/**
 * `frames` frames of silent MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono: a 4-byte header (FF FB 90 C4)
 * and 413 zero bytes each. All-zero side information decodes as silence; each frame is 26 ms.
 */
export function silentMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4], 0);
  return Buffer.concat(Array.from({ length: Math.max(1, frames) }, () => frame));
}

/** A silent 16-bit mono PCM WAV of `ms` milliseconds at `rate` Hz. */
export function silentWav(ms: number, rate = 16000): Buffer {
  const samples = Math.round((rate * ms) / 1000);
  const data = samples * 2;
  const b = Buffer.alloc(44 + data);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(36 + data, 4);
  b.write('WAVE', 8, 'ascii');
  b.write('fmt ', 12, 'ascii');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'ascii');
  b.writeUInt32LE(data, 40);
  return b;
}

/** The first bytes of a WebM file (EBML header), as a browser's MediaRecorder starts every recording. */
export const webmHeader = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);

/**
 * Audio chunks a test can send as if a browser recorded them: a WebM-looking first chunk and filler. The
 * fake speech recogniser "hears" `say` (it looks for the `say:` marker in what it receives).
 */
export function spokenChunks(say: string, chunks = 4, bytes = 400): Buffer[] {
  const out: Buffer[] = [Buffer.concat([webmHeader, Buffer.from(`say:${say}\n`, 'utf8')])];
  for (let i = 1; i < chunks; i++) out.push(Buffer.alloc(bytes, i));
  return out;
}
