/** The recording format: WebM/Opus in 250 ms chunks (docs/voice.md#speech). */
export const RECORDING_MIME = 'audio/webm;codecs=opus';
export const CHUNK_MS = 250;

/** How loud the microphone is now, 0 to 1 (speech sits around the middle). */
function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / samples.length);
  const db = 20 * Math.log10(rms || 1e-8);
  return Math.min(1, Math.max(0, (db + 60) / 50));
}

/**
 * The microphone: a MediaRecorder sending its chunks as they come, and a Web Audio AnalyserNode
 * measuring the level for the meter.
 */
export class MicRecorder {
  private stream: MediaStream | null = null;
  private recorder: MediaRecorder | null = null;
  private audio: AudioContext | null = null;
  private meter: ReturnType<typeof setInterval> | null = null;
  private forwarding = true;
  private stopped = false;

  static supported(): boolean {
    return typeof MediaRecorder !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  }

  /** Asks for the microphone (the browser may prompt); throws when it is refused or missing. */
  async open(): Promise<void> {
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, channelCount: 1 },
    });
    if (this.stopped) {
      for (const track of stream.getTracks()) track.stop();
      throw new Error('Stopped before the microphone opened.');
    }
    this.stream = stream;
    const mimeType = MediaRecorder.isTypeSupported(RECORDING_MIME) ? RECORDING_MIME : '';
    this.recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {});
  }

  /** The format the chunks are in. */
  get mimeType(): string {
    return this.recorder?.mimeType || RECORDING_MIME;
  }

  start(onChunk: (chunk: Blob) => void, onLevel: (level: number) => void) {
    const { recorder, stream } = this;
    if (!recorder || !stream || this.stopped) return;
    recorder.ondataavailable = (event) => {
      if (this.forwarding && event.data.size > 0) onChunk(event.data);
    };
    recorder.start(CHUNK_MS);
    try {
      const audio = new AudioContext();
      const analyser = audio.createAnalyser();
      analyser.fftSize = 1024;
      audio.createMediaStreamSource(stream).connect(analyser);
      const samples = new Float32Array(analyser.fftSize);
      this.audio = audio;
      this.meter = setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        onLevel(levelOf(samples));
      }, 100);
    } catch {
      // No Web Audio: the recording goes on without a meter.
    }
  }

  /**
   * Stops recording and lets go of the microphone. Resolves once the last chunk went out, unless
   * `discard` (the server already ended the utterance) drops what is still coming.
   */
  stop(discard = false): Promise<void> {
    this.stopped = true;
    if (discard) this.forwarding = false;
    if (this.meter) clearInterval(this.meter);
    this.meter = null;
    void this.audio?.close().catch(() => {});
    this.audio = null;
    const release = () => {
      for (const track of this.stream?.getTracks() ?? []) track.stop();
      this.stream = null;
    };
    const recorder = this.recorder;
    this.recorder = null;
    if (!recorder || recorder.state === 'inactive') {
      release();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      recorder.addEventListener(
        'stop',
        () => {
          release();
          resolve();
        },
        { once: true },
      );
      recorder.stop();
    });
  }
}
