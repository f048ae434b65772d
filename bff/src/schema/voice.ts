import { z } from 'zod';
import { requireLiveViewer, untilRevoked } from '../context.js';
import { ValidationError } from '../upstream/errors.js';
import type { Providers, TurnResult, VoiceSession } from '../voice/engine.js';
import { type VoiceEventPayload, type VoiceMessage, messages as voiceTexts } from '../voice/events.js';
import { Assignment } from './assignments/index.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';
import { liveStream } from './liveStream.js';
import { Patient } from './patients.js';

// --- Types ---------------------------------------------------------------------------------------

const VoiceSessionModeEnum = builder.enumType('VoiceSessionMode', {
  description: 'Whose conversation a voice session is.',
  values: {
    ASSIGNMENT: {
      description: 'A student’s assignment: the conversation is saved to the assignment as it goes.',
    },
    TRY: { description: 'An admin trying a patient case: nothing is stored.' },
  } as const,
});

const VoiceStateEnum = builder.enumType('VoiceSessionState', {
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

const upper = <T extends string>(v: T) => v.toUpperCase() as Uppercase<T>;

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

const VoiceMessageRef = builder.objectRef<VoiceMessage>('VoiceMessage').implement({
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

// --- Events --------------------------------------------------------------------------------------

type EventOf<K extends VoiceEventPayload['kind']> = Extract<VoiceEventPayload, { kind: K }>;

const event = <K extends VoiceEventPayload['kind']>(_kind: K, name: string) =>
  builder.objectRef<EventOf<K>>(name);

const VoiceStateEvent = event('state', 'VoiceStateEvent').implement({
  description: 'The session changed state (idle, recording, replying).',
  isTypeOf: (e) => (e as VoiceEventPayload).kind === 'state',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    state: t.field({ type: VoiceStateEnum, description: 'The new state.', resolve: (e) => upper(e.state) }),
    at: t.field({ type: 'DateTime', description: 'When.', resolve: (e) => new Date(e.at) }),
  }),
});

const VoiceTranscriptEvent = event('transcript', 'VoiceTranscriptEvent').implement({
  description:
    'What the student has said so far in this utterance: interim transcripts as they come, then the final one (which becomes the question).',
  isTypeOf: (e) => (e as VoiceEventPayload).kind === 'transcript',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    utteranceId: t.exposeID('utteranceId', { description: 'The recording it belongs to.' }),
    text: t.exposeString('text', { description: 'The whole utterance so far.' }),
    isFinal: t.exposeBoolean('isFinal', {
      description: 'The utterance is over; this text goes to the patient.',
    }),
    at: t.field({ type: 'DateTime', description: 'When.', resolve: (e) => new Date(e.at) }),
  }),
});

const VoiceQuestionEvent = event('question', 'VoiceQuestionEvent').implement({
  description: 'The student’s question joined the conversation; the patient is answering.',
  isTypeOf: (e) => (e as VoiceEventPayload).kind === 'question',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    question: t.field({ type: VoiceMessageRef, description: 'The question.', resolve: (e) => e.message }),
  }),
});

const VoiceTokenEvent = event('token', 'VoiceTokenEvent').implement({
  description: 'The next piece of the patient’s reply, as it streams.',
  isTypeOf: (e) => (e as VoiceEventPayload).kind === 'token',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    messageId: t.exposeString('messageId', { description: 'The reply it belongs to.' }),
    index: t.exposeInt('index', { description: 'Its place in the reply, from 0.' }),
    delta: t.exposeString('delta', { description: 'The text to append.' }),
    at: t.field({ type: 'DateTime', description: 'When it arrived.', resolve: (e) => new Date(e.at) }),
  }),
});

const VoiceReplyEvent = event('reply', 'VoiceReplyEvent').implement({
  description:
    'The patient’s reply is complete (the streamed tokens, or the spec’s apology when the chat failed).',
  isTypeOf: (e) => (e as VoiceEventPayload).kind === 'reply',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    reply: t.field({ type: VoiceMessageRef, description: 'The reply.', resolve: (e) => e.message }),
    speechUrl: t.exposeString('speechUrl', {
      nullable: true,
      description: 'Where its speech streams from (same origin); null when the browser should speak it.',
    }),
    failed: t.exposeBoolean('failed', {
      description: 'The chat provider failed: the text is ‘Sorry, I could not generate a response.’',
    }),
  }),
});

const VoiceSavedEvent = event('saved', 'VoiceSavedEvent').implement({
  description: 'The conversation was saved to the assignment.',
  isTypeOf: (e) => (e as VoiceEventPayload).kind === 'saved',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    messageCount: t.exposeInt('messageCount', { description: 'How many messages are saved.' }),
    at: t.field({ type: 'DateTime', description: 'When.', resolve: (e) => new Date(e.at) }),
  }),
});

const VoiceErrorCodeEnum = builder.enumType('VoiceErrorCode', {
  description: 'Why a voice session step failed.',
  values: {
    BUSY: { description: '‘Please wait for the current response to complete.’' },
    SPEECH_UNAVAILABLE: { description: 'No usable Deepgram key: ‘Failed to fetch Deepgram API key.’' },
    NO_SPEECH: { description: 'The recording held no words.' },
    TRANSCRIPTION_FAILED: {
      description: 'Speech could not be transcribed: ‘Failed to process your request.’',
    },
    SAVE_FAILED: { description: 'The conversation could not be saved: ‘Failed to save session.’' },
    CHAT_KEY_UNREADABLE: {
      description:
        'The active OpenAI key cannot be opened: ‘Failed to fetch OpenAI API key.’ (the built-in patient answers).',
    },
    FAILED: { description: 'Anything else: ‘Failed to process your request.’' },
  } as const,
});

const VoiceErrorEvent = event('error', 'VoiceErrorEvent').implement({
  description: 'A step failed; the message is the one to show.',
  isTypeOf: (e) => (e as VoiceEventPayload).kind === 'error',
  fields: (t) => ({
    sessionId: t.exposeID('sessionId', { description: 'The session.' }),
    code: t.field({ type: VoiceErrorCodeEnum, description: 'Why, for programs.', resolve: (e) => e.code }),
    message: t.exposeString('message', { description: 'What to show the user.' }),
    at: t.field({ type: 'DateTime', description: 'When.', resolve: (e) => new Date(e.at) }),
  }),
});

const VoiceEvent = builder.unionType('VoiceEvent', {
  description: 'Something that happened in a voice session.',
  types: [
    VoiceStateEvent,
    VoiceTranscriptEvent,
    VoiceQuestionEvent,
    VoiceTokenEvent,
    VoiceReplyEvent,
    VoiceSavedEvent,
    VoiceErrorEvent,
  ],
  resolveType: (e) =>
    (
      ({
        state: 'VoiceStateEvent',
        transcript: 'VoiceTranscriptEvent',
        question: 'VoiceQuestionEvent',
        token: 'VoiceTokenEvent',
        reply: 'VoiceReplyEvent',
        saved: 'VoiceSavedEvent',
        error: 'VoiceErrorEvent',
      }) as const
    )[e.kind],
});

builder.subscriptionField('voiceEvents', (t) =>
  t.field({
    type: VoiceEvent,
    description:
      'Everything that happens in a voice session, as it happens: first its current state, then transcripts, the question, reply tokens, the reply (with its speech URL), saves and errors. Works across replicas (Redis).',
    args: {
      sessionId: t.arg.globalID({ required: true, for: VoiceSessionRef, description: 'The session.' }),
    },
    subscribe: async (_root, { sessionId }, ctx) => {
      const claims = await requireLiveViewer(ctx);
      const session = await ctx.voice.resolve(ctx.loaders, claims, sessionId.id);
      return liveStream({
        events: ctx.pubsub.subscribe('voice:event', session.ref.key),
        initial: (): VoiceEventPayload => ({
          kind: 'state',
          sessionId: session.id,
          state: session.pending ? 'replying' : session.recording ? 'recording' : 'idle',
          at: Date.now(),
        }),
        map: (event) => event,
        ...untilRevoked(ctx),
      });
    },
    resolve: (e: VoiceEventPayload) => e,
  }),
);

// --- Mutations -----------------------------------------------------------------------------------

const OpenVoiceSessionInput = builder.inputType('OpenVoiceSessionInput', {
  description:
    'A student opens the session of their assignment (by the assignment, or by its patient); an admin tries a patient case (by the patient: nothing is stored).',
  fields: (t) => ({
    assignmentId: t.globalID({
      required: false,
      for: Assignment,
      description: 'The student’s assignment (status assigned or in progress).',
    }),
    patientId: t.globalID({
      required: false,
      for: Patient,
      description: 'The patient: for a student, their assignment of it; for an admin, a try of the case.',
    }),
  }),
});

const VoiceSessionPayload = builder
  .objectRef<{ session: VoiceSession; message?: string; stored?: boolean }>('VoiceSessionPayload')
  .implement({
    description: 'The voice session, with the conversation so far.',
    fields: (t) => ({
      session: t.field({ type: VoiceSessionRef, description: 'The session.', resolve: (p) => p.session }),
    }),
  });

const SaveVoiceSessionPayload = builder
  .objectRef<{ session: VoiceSession; stored: boolean }>('SaveVoiceSessionPayload')
  .implement({
    description: 'The session after Save Session.',
    fields: (t) => ({
      session: t.field({ type: VoiceSessionRef, description: 'The session.', resolve: (p) => p.session }),
      stored: t.exposeBoolean('stored', {
        description: 'Whether anything was stored (false when an admin tries a case).',
      }),
      message: t.string({
        description: '‘Session saved successfully!’ (the toast; the screen then goes to /dashboard).',
        resolve: () => voiceTexts.saved,
      }),
    }),
  });

const SessionIdInput = (name: string, description: string) =>
  builder.inputType(name, {
    description,
    fields: (t) => ({
      sessionId: t.globalID({ required: true, for: VoiceSessionRef, description: 'The session.' }),
    }),
  });

const SaveVoiceSessionInput = SessionIdInput(
  'SaveVoiceSessionInput',
  'Save Session: the conversation is saved now.',
);

const AskPatientInput = builder.inputType('AskPatientInput', {
  description: 'A typed question to the patient (instead of speaking it).',
  fields: (t) => ({
    sessionId: t.globalID({ required: true, for: VoiceSessionRef, description: 'The session.' }),
    text: t.string({
      required: true,
      description: 'The question (at most 2000 characters).',
      validate: z
        .string()
        .trim()
        .min(1, { message: 'Please type a question.' })
        .max(2000, { message: 'A question can be at most 2000 characters.' }),
    }),
  }),
});

const AskPatientPayload = builder.objectRef<TurnResult>('AskPatientPayload').implement({
  description:
    'The exchange: the question and the patient’s complete reply (its tokens streamed on `voiceEvents` meanwhile).',
  fields: (t) => ({
    question: t.field({
      type: VoiceMessageRef,
      description: 'The student’s question.',
      resolve: (r) => r.question,
    }),
    reply: t.field({ type: VoiceMessageRef, description: 'The patient’s reply.', resolve: (r) => r.reply }),
    speechUrl: t.exposeString('speechUrl', {
      nullable: true,
      description: 'Where the reply’s speech streams from; null when the browser should speak it.',
    }),
    failed: t.exposeBoolean('failed', {
      description: 'The chat provider failed: the reply is ‘Sorry, I could not generate a response.’',
    }),
    saved: t.exposeBoolean('saved', {
      description: 'The conversation was saved to the assignment (false in a try, or when saving failed).',
    }),
  }),
});

builder.mutationFields((t) => ({
  openVoiceSession: t.field({
    type: VoiceSessionPayload,
    description:
      'Opens the voice session of the student’s own assignment (assigned or in progress), resuming its saved conversation, or starts an admin’s try of a patient case (nothing stored).',
    authScopes: { signedIn: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: OpenVoiceSessionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const claims = await requireLiveViewer(ctx);
      const engine = ctx.voice;
      if (!input.assignmentId === !input.patientId)
        throw new ValidationError('Choose an assignment or a patient.', 'assignmentId');
      // A new session sees the keys as they are now.
      await engine.providers(ctx.loaders, true).catch(() => null);
      const session = await engine.open(
        ctx.loaders,
        claims,
        input.assignmentId
          ? { assignmentId: Number(input.assignmentId.id) }
          : { patientId: Number(input.patientId?.id) },
      );
      return { session };
    },
  }),
  askPatient: t.field({
    type: AskPatientPayload,
    description:
      'Asks the patient a typed question. The reply streams on `voiceEvents` and is returned here once complete; the conversation is saved.',
    authScopes: { signedIn: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: AskPatientInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const claims = await requireLiveViewer(ctx);
      const engine = ctx.voice;
      const session = await engine.resolve(ctx.loaders, claims, input.sessionId.id);
      return engine.ask(session, input.text.trim(), { loaders: ctx.loaders });
    },
  }),
  saveVoiceSession: t.field({
    type: SaveVoiceSessionPayload,
    description: 'Save Session: saves the conversation to the assignment now (a try stores nothing).',
    authScopes: { signedIn: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: SaveVoiceSessionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const claims = await requireLiveViewer(ctx);
      const engine = ctx.voice;
      const session = await engine.resolve(ctx.loaders, claims, input.sessionId.id);
      session.loaders = ctx.loaders;
      return { session, stored: await engine.save(session) };
    },
  }),
}));
