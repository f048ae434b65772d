// The voice session in the schema: its providers, messages with their timings, and the session node.

import { requireLiveViewer } from '../../context.js';
import type { Providers, VoiceSession } from '../../voice/engine.js';
import type { VoiceMessage } from '../../voice/events.js';
import { Assignment } from '../assignments/index.js';
import { builder } from '../builder.js';
import { Patient } from '../patients.js';

const VoiceSessionModeEnum = builder.enumType('VoiceSessionMode', {
  description: 'Whose conversation a voice session is.',
  values: {
    ASSIGNMENT: {
      description: 'A student’s assignment: the conversation is saved to the assignment as it goes.',
    },
    TRY: { description: 'An admin trying a patient case: nothing is stored.' },
  } as const,
});

export const VoiceStateEnum = builder.enumType('VoiceSessionState', {
  description: 'Where a voice session is (spec: idle, recording, then the AI replies).',
  values: {
    IDLE: { description: 'Waiting for the student.' },
    RECORDING: { description: 'Audio is coming in (‘Listening...’).' },
    REPLYING: { description: 'The patient is answering (‘AI is processing your request...’).' },
  } as const,
});

const ChatProviderEnum = builder.enumType('VoiceChatProvider', {
  description: 'Who plays the patient.',
  values: {
    OPENAI: { description: 'The chat model of the active OpenAI key.' },
    BUILTIN: { description: 'The built-in deterministic patient (no OpenAI key is active).' },
  } as const,
});

const SpeechToTextEnum = builder.enumType('VoiceSpeechToTextProvider', {
  description: 'Who turns the student’s speech into text.',
  values: {
    DEEPGRAM: { description: 'Deepgram live transcription with the active Deepgram key.' },
    OPENAI: {
      description:
        'No Deepgram key; each utterance goes to the OpenAI-compatible transcription endpoint of the active OpenAI key.',
    },
    BROWSER: {
      description:
        'No speech service on the server; the school lets the browser’s own speech recognition transcribe (the web app falls back to typing where the browser has none).',
    },
    NONE: { description: 'No speech service, and browser recognition is turned off: the student types.' },
  } as const,
});

const TextToSpeechEnum = builder.enumType('VoiceTextToSpeechProvider', {
  description: 'Who speaks the patient’s replies.',
  values: {
    DEEPGRAM: { description: 'Deepgram speech with the patient’s voice (MP3 streamed from the server).' },
    OPENAI: {
      description:
        'No Deepgram key; the OpenAI-compatible speech endpoint of the active OpenAI key (MP3 streamed).',
    },
    ESPEAK: { description: 'The server’s built-in espeak-ng (WAV streamed from the server).' },
    FLITE: {
      description:
        'The server’s built-in Flite, in WebAssembly (WAV streamed from the server, sentence by sentence).',
    },
    NONE: { description: 'No server-side speech: the browser’s speech synthesis speaks the replies.' },
  } as const,
});

export const upper = <T extends string>(v: T) => v.toUpperCase() as Uppercase<T>;

const VoiceProviders = builder.objectRef<Providers>('VoiceProviders').implement({
  description: 'The providers a session uses right now (built-in ones when no key is active).',
  fields: (t) => ({
    chat: t.field({
      type: ChatProviderEnum,
      description: 'Who plays the patient.',
      resolve: (p) => upper(p.chat),
    }),
    speechToText: t.field({
      type: SpeechToTextEnum,
      description: 'Who transcribes speech; BROWSER means the browser’s own recognition, NONE typing only.',
      resolve: async (p, _args, ctx) => {
        if (p.speechToText !== 'none') return upper(p.speechToText);
        // The school's switch (Settings); unreadable settings keep the default, on.
        const settings = await ctx.loaders.settings.get().catch(() => ({ browserSpeechRecognition: true }));
        return settings.browserSpeechRecognition ? 'BROWSER' : 'NONE';
      },
    }),
    textToSpeech: t.field({
      type: TextToSpeechEnum,
      description: 'Who speaks the replies; NONE means the browser does.',
      resolve: (p) => upper(p.textToSpeech),
    }),
  }),
});

type Timings = Record<string, number>;
const instant = (ms: number | undefined) => (typeof ms === 'number' ? new Date(ms) : null);
const span = (from: number | undefined, to: number | undefined) =>
  typeof from === 'number' && typeof to === 'number' ? Math.max(0, Math.round(to - from)) : null;

const VoiceTimings = builder.objectRef<Timings>('VoiceTimings').implement({
  description: 'When each step of a reply happened (stored with the message, in the API).',
  fields: (t) => ({
    speechEndAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The end of the student’s speech (or the arrival of a typed question).',
      resolve: (m) => instant(m.speechEndAt),
    }),
    firstTokenAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The reply’s first token.',
      resolve: (m) => instant(m.firstTokenAt),
    }),
    lastTokenAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The reply’s last token.',
      resolve: (m) => instant(m.lastTokenAt),
    }),
    firstAudioAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The first byte of the reply’s speech sent to the browser.',
      resolve: (m) => instant(m.firstAudioAt),
    }),
    firstTokenMs: t.int({
      nullable: true,
      description: 'Milliseconds from the end of the student’s speech to the first token.',
      resolve: (m) => span(m.speechEndAt, m.firstTokenAt),
    }),
    replyMs: t.int({
      nullable: true,
      description: 'Milliseconds from the end of the student’s speech to the last token.',
      resolve: (m) => span(m.speechEndAt, m.lastTokenAt),
    }),
    firstAudioMs: t.int({
      nullable: true,
      description: 'Milliseconds from the last token to the first byte of speech.',
      resolve: (m) => span(m.lastTokenAt, m.firstAudioAt),
    }),
  }),
});

export const VoiceMessageRef = builder.objectRef<VoiceMessage>('VoiceMessage').implement({
  description: 'One message of a voice session: the student’s question or the patient’s reply.',
  fields: (t) => ({
    messageId: t.exposeString('id', {
      description: 'The message’s id within its conversation (token events name it as `messageId`).',
    }),
    text: t.exposeString('text', { description: 'What was said.' }),
    isAI: t.exposeBoolean('isAI', { description: 'True for the patient, false for the student.' }),
    timestamp: t.field({
      type: 'DateTime',
      description: 'When it was said.',
      resolve: (m) => m.timestamp,
    }),
    timings: t.field({
      type: VoiceTimings,
      nullable: true,
      description: 'The patient’s replies: when each step happened.',
      resolve: (m) => (m.isAI && m.timings ? m.timings : null),
    }),
  }),
});

export const VoiceSessionRef = builder.loadableNode('VoiceSession', {
  description:
    'A conversation with a virtual patient. Audio goes up the WebSocket at `socketPath`; transcripts, reply tokens and replies come down the `voiceEvents` subscription; typed questions go up as `askPatient`.',
  id: { resolve: (s: VoiceSession) => s.ref.key },
  load: async (keys: string[], ctx) => {
    const claims = await requireLiveViewer(ctx);
    const engine = ctx.voice;
    return Promise.all(keys.map((k) => engine.resolve(ctx.loaders, claims, k).catch((e: Error) => e)));
  },
  fields: (t) => ({
    mode: t.field({
      type: VoiceSessionModeEnum,
      description: 'A student’s assignment, or an admin trying a case.',
      resolve: (s) => (s.ref.mode === 'assignment' ? 'ASSIGNMENT' : 'TRY'),
    }),
    assignment: t.field({
      type: Assignment,
      nullable: true,
      description: 'The assignment whose conversation this is (null when trying a case).',
      resolve: (s) => (s.assignmentId === null ? null : String(s.assignmentId)),
    }),
    patient: t.field({
      type: Patient,
      description: 'The patient case (for a student, without the answer key).',
      resolve: (s) => s.patient,
    }),
    voiceModel: t.string({
      description: 'The voice the patient speaks with (default aura-asteria-en).',
      resolve: (s) => s.patient.voiceModel || 'aura-asteria-en',
    }),
    messages: t.field({
      type: [VoiceMessageRef],
      description: 'The conversation so far, oldest first (as saved; reopening resumes it).',
      resolve: (s) => s.messages,
    }),
    state: t.field({
      type: VoiceStateEnum,
      description: 'Where the session is, as the server answering knows it (events carry every change).',
      resolve: (s) => (s.pending ? 'REPLYING' : s.recording ? 'RECORDING' : 'IDLE'),
    }),
    providers: t.field({
      type: VoiceProviders,
      description: 'Which providers the session uses now.',
      resolve: (_s, _args, ctx) => ctx.voice.providers(ctx.loaders),
    }),
    socketPath: t.string({
      description:
        'Where to open the audio WebSocket (same origin, cookie authentication): binary WebM/Opus chunks every 250 ms, JSON text frames {"type":"start"} and {"type":"stop"}.',
      resolve: (s) => `/voice/ws?session=${encodeURIComponent(s.id)}`,
    }),
  }),
});
