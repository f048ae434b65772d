// The events of a voice session, and the voiceEvents subscription that carries them.

import { requireLiveViewer, untilRevoked } from '../../context.js';
import type { VoiceEventPayload } from '../../voice/events.js';
import { builder } from '../builder.js';
import { liveStream } from '../liveStream.js';

import { upper, VoiceMessageRef, VoiceSessionRef, VoiceStateEnum } from './types.js';

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
