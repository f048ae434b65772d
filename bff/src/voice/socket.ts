import { randomUUID } from 'node:crypto';
import { withoutControlCharacters } from '@anamnesis/rules';
import type WebSocket from 'ws';
import type { Loaders } from '../upstream/loaders.js';
import type { VoiceEngine, VoiceSession } from './engine.js';
import { messages } from './events.js';
import {
  type LiveResult,
  type LiveTranscription,
  openLiveTranscription,
  transcribeFile,
} from './providers/deepgram.js';
import { openAiTranscribe } from './providers/openaiAudio.js';
import { recordingElsewhere } from './recordings.js';

/** Who hears a recording: Deepgram live (with the upload fallback), or the OpenAI-compatible upload. */
type Listener = { service: 'deepgram' | 'openai'; apiKey: string };

/** Limits of one recording: about ten minutes of Opus at 250 ms chunks is far below both. */
const MAX_RECORDING_BYTES = 25 * 1024 * 1024;
const MAX_RECORDING_MS = 5 * 60_000;
/** After Finalize, how long to wait for the final transcript before going on with what there is. */
const FINALIZE_WAIT_MS = 1500;

/**
 * One utterance: audio chunks forwarded to Deepgram live transcription (and kept, for the file-upload
 * fallback), transcripts published as they come, and the final text handed on when Deepgram says the
 * speech ended (`speech_final`), when the student stops, or when the connection drops.
 */
class Recording {
  readonly utteranceId = randomUUID();
  private readonly chunks: Buffer[] = [];
  private bytes = 0;
  private readonly finals: string[] = [];
  private interim = '';
  private shown = '';
  private live: LiveTranscription | null = null;
  private liveFailed = false;
  private liveOpened = false;
  private finished = false;
  private limitReached = false;
  private finalized: (() => void) | null = null;
  private readonly limit: NodeJS.Timeout;

  constructor(
    private readonly engine: VoiceEngine,
    private readonly session: VoiceSession,
    private readonly listener: Listener,
    private readonly mimeType: string,
    private readonly onDone: (text: string, speechEndAt: number, reason: string) => void,
  ) {
    this.limit = setTimeout(() => this.stop('limit'), MAX_RECORDING_MS);
    this.limit.unref();
  }

  start() {
    const { config } = this.engine;
    // The OpenAI-compatible endpoint has no live socket: the whole utterance is uploaded when it ends.
    if (this.listener.service === 'openai') return;
    this.live = openLiveTranscription({
      baseUrl: config.deepgramBaseUrl,
      apiKey: this.listener.apiKey,
      timeoutMs: config.voice.providerTimeoutMs,
      onResult: (r) => this.onResult(r),
      onFailure: (reason) => {
        // Recorded audio is kept: the upload fallback transcribes all of it when the utterance ends.
        this.liveFailed = true;
        this.finalized?.();
        this.engine.log.warn('live transcription failed; the upload fallback will be used', { reason });
      },
    });
    this.live.ready
      .then(() => {
        this.liveOpened = true;
        for (const c of this.chunks) this.live?.send(c);
      })
      .catch(() => {});
  }

  push(chunk: Buffer) {
    if (this.finished || this.limitReached) return;
    // Nothing is kept past the limit: the recording ends with what it holds.
    if (this.bytes + chunk.length > MAX_RECORDING_BYTES) {
      this.limitReached = true;
      void this.stop('limit');
      return;
    }
    this.chunks.push(chunk);
    this.bytes += chunk.length;
    this.engine.recordings.hold(chunk.length);
    if (this.live?.open) this.live.send(chunk);
  }

  private onResult(r: LiveResult) {
    if (this.finished) return;
    if (r.isFinal) {
      if (r.transcript.trim()) this.finals.push(r.transcript.trim());
      this.interim = '';
    } else this.interim = r.transcript.trim();
    const text = [...this.finals, this.interim].filter(Boolean).join(' ');
    if (text && text !== this.shown) {
      this.shown = text;
      this.engine.publish(this.session, {
        kind: 'transcript',
        utteranceId: this.utteranceId,
        text,
        isFinal: false,
        at: Date.now(),
      });
    }
    if (r.fromFinalize) this.finalized?.();
    if (r.speechFinal && this.finals.length) void this.finish('endpoint');
  }

  /** The student stopped (or went away): ask for the final transcript, then finish. */
  async stop(reason: string) {
    if (this.finished) return;
    // Stopped while the live socket was still connecting: give it the chance to hear what was said.
    if (this.live && !this.liveOpened && !this.liveFailed)
      await Promise.race([
        this.live.ready.catch(() => {}),
        new Promise((r) => setTimeout(r, this.engine.config.voice.providerTimeoutMs).unref()),
      ]);
    if (this.finished) return;
    if (this.live?.open && !this.liveFailed) {
      const waited = new Promise<void>((resolve) => {
        this.finalized = resolve;
        setTimeout(resolve, FINALIZE_WAIT_MS).unref();
      });
      this.live.finalize();
      await waited;
    }
    await this.finish(reason);
  }

  private async finish(reason: string) {
    if (this.finished) return;
    this.finished = true;
    clearTimeout(this.limit);
    const speechEndAt = Date.now();
    this.live?.close();
    let text = this.finals.join(' ').trim();
    if ((this.liveFailed || !this.liveOpened) && this.bytes > 0) {
      try {
        const { config } = this.engine;
        const audio = Buffer.concat(this.chunks.splice(0));
        text =
          this.listener.service === 'openai'
            ? await openAiTranscribe({
                baseUrl: config.openAiBaseUrl,
                apiKey: this.listener.apiKey,
                model: config.voice.openAiTranscriptionModel ?? 'whisper-1',
                audio,
                mimeType: this.mimeType,
                timeoutMs: config.voice.providerTimeoutMs,
              })
            : await transcribeFile({
                baseUrl: config.deepgramBaseUrl,
                apiKey: this.listener.apiKey,
                audio,
                mimetype: this.mimeType,
                timeoutMs: config.voice.providerTimeoutMs,
              });
      } catch (error) {
        this.engine.log.warn('the transcription upload failed', { reason: (error as Error).message });
        this.engine.error(this.session, 'TRANSCRIPTION_FAILED', messages.failed);
        this.done('', speechEndAt, reason);
        return;
      }
    }
    // What a provider heard is text the student did not type: any control character in it goes.
    text = withoutControlCharacters(text).trim();
    this.engine.publish(this.session, {
      kind: 'transcript',
      utteranceId: this.utteranceId,
      text,
      isFinal: true,
      at: Date.now(),
    });
    this.done(text, speechEndAt, reason);
  }

  /** Heard (or uploaded): the audio leaves this replica's memory before the question goes on. */
  private done(text: string, speechEndAt: number, reason: string) {
    this.chunks.length = 0;
    this.engine.recordings.free(this.bytes);
    this.onDone(text, speechEndAt, reason);
  }
}

type ClientFrame = { type?: unknown; mimeType?: unknown };

/**
 * The audio WebSocket of one session (`/voice/ws?session=<id>`): binary WebM/Opus chunks up, control
 * frames as JSON text (`start`, `stop`); the server answers `ready`, `started`, `stopped` and `error`
 * frames. Transcripts and replies go down the `voiceEvents` subscription, not here.
 */
export class VoiceSocket {
  private recording: Recording | null = null;
  /** Audio that arrives while `start` is still being checked: it belongs to the recording. */
  private starting: Buffer[] | null = null;
  private alive = true;
  private closed = false;
  private stopAsked = false;
  private revoked = false;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly engine: VoiceEngine,
    private readonly ws: WebSocket,
    private readonly session: VoiceSession,
    private readonly loaders: Loaders,
  ) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.audio(data as Buffer);
      else void this.control(data.toString());
    });
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => {
      this.closed = true;
      clearInterval(this.heartbeat);
      // A dropped connection loses nothing: what was said so far still becomes the question.
      void this.recording?.stop('disconnected');
    });
    ws.on('error', () => {});
    this.heartbeat = setInterval(() => {
      if (!this.alive) return ws.terminate();
      this.alive = false;
      ws.ping();
    }, 20_000);
    this.heartbeat.unref();
    this.send({ type: 'ready', sessionId: session.id });
  }

  /** The session was revoked (bff/src/session/sessionCheck.ts): closed, and a recording is not asked. */
  revoke(reason: string) {
    this.revoked = true;
    this.ws.close(4401, reason);
  }

  private send(frame: Record<string, unknown>) {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(frame));
  }

  private refuse(code: 'BUSY' | 'SPEECH_UNAVAILABLE' | 'FAILED', message: string) {
    this.send({ type: 'error', code, message });
    this.engine.error(this.session, code, message);
  }

  private audio(chunk: Buffer) {
    if (this.starting) {
      this.starting.push(chunk);
      return;
    }
    if (!this.recording) {
      this.send({ type: 'error', code: 'NOT_RECORDING', message: 'Send {"type":"start"} before audio.' });
      return;
    }
    this.recording.push(chunk);
  }

  private async control(text: string) {
    let frame: ClientFrame;
    try {
      frame = JSON.parse(text) as ClientFrame;
    } catch {
      this.send({ type: 'error', code: 'BAD_FRAME', message: 'Control frames are JSON: {"type":"start"}.' });
      return;
    }
    if (frame.type === 'start') await this.start(frame);
    else if (frame.type === 'stop') {
      // A stop while the start is still being checked applies to the recording about to begin.
      if (this.starting) this.stopAsked = true;
      else await this.recording?.stop('stopped');
    } else this.send({ type: 'error', code: 'BAD_FRAME', message: 'Unknown control frame.' });
  }

  private async start(frame: ClientFrame) {
    if (this.recording || this.starting) return;
    const { session, engine } = this;
    try {
      engine.assertCanAsk(session);
    } catch (error) {
      this.refuse('BUSY', (error as Error).message);
      return;
    }
    // One recording per user at a time, whatever the sockets (docs/voice.md#recording-limits). Told
    // to this socket alone: the session's subscribers include the window that is recording.
    const userId = session.ref.userId;
    if (!engine.recordings.claim(userId, this)) {
      this.send({ type: 'error', code: 'BUSY', message: recordingElsewhere });
      return;
    }
    const early: Buffer[] = [];
    this.starting = early;
    this.stopAsked = false;
    let listener: Listener | null = null;
    try {
      // Deepgram, else the active OpenAI key's transcription endpoint (the order of ./README.md).
      for (const service of ['deepgram', 'openai'] as const) {
        const key = await engine.providerKey(this.loaders, service);
        if (key && key !== 'unreadable') {
          listener = { service, apiKey: key.apiKey };
          break;
        }
      }
    } catch {
      listener = null;
    } finally {
      this.starting = null;
    }
    if (!listener) {
      engine.recordings.release(userId, this);
      this.refuse('SPEECH_UNAVAILABLE', messages.noDeepgramKey);
      return;
    }
    const mimeType =
      typeof frame.mimeType === 'string' && /^audio\/[a-z0-9.+-]+(;[ a-z0-9=.,"-]*)?$/i.test(frame.mimeType)
        ? frame.mimeType
        : 'audio/webm';
    session.recording = true;
    const recording = new Recording(engine, session, listener, mimeType, (text, speechEndAt, reason) => {
      if (this.recording === recording) this.recording = null;
      engine.recordings.release(userId, this);
      session.recording = false;
      this.send({ type: 'stopped', reason });
      if (!text || this.revoked) {
        if (reason !== 'disconnected') engine.error(session, 'NO_SPEECH', messages.noSpeech);
        engine.publish(session, { kind: 'state', state: 'idle', at: Date.now() });
        return;
      }
      engine
        .ask(session, text, { loaders: this.loaders, speechEndAt, spoken: true })
        .catch((error: Error) => {
          engine.error(session, error.message === messages.busy ? 'BUSY' : 'FAILED', messages.failed);
        });
    });
    this.recording = recording;
    recording.start();
    for (const chunk of early) recording.push(chunk);
    if (this.closed) void recording.stop('disconnected');
    else if (this.stopAsked) void recording.stop('stopped');
    engine.publish(session, { kind: 'state', state: 'recording', at: Date.now() });
    this.send({ type: 'started', utteranceId: recording.utteranceId });
  }
}
