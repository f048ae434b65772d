// Opening a voice session, asking the patient and saving the session.

import { hasControlCharacters, noControlCharacters } from '@anamnesis/rules';
import { z } from 'zod';
import { requireLiveViewer } from '../../context.js';
import { ValidationError } from '../../upstream/errors.js';
import type { TurnResult, VoiceSession } from '../../voice/engine.js';
import { messages as voiceTexts } from '../../voice/events.js';
import { Assignment } from '../assignments/index.js';
import { builder } from '../builder.js';
import { commonErrors } from '../errors.js';
import { Patient } from '../patients.js';

import { VoiceMessageRef, VoiceSessionRef } from './types.js';

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
        .max(2000, { message: 'A question can be at most 2000 characters.' })
        // A NUL cannot be stored: refused here, it never reaches the conversation
        // (docs/voice.md#what-a-line-may-hold).
        .refine((text) => !hasControlCharacters(text), { message: noControlCharacters('A question') }),
    }),
    spoken: t.boolean({
      required: false,
      description:
        'True when the text is what the browser’s own speech recognition heard (the statistics count spoken and typed questions); absent or false: typed.',
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
      return engine.ask(session, input.text.trim(), { loaders: ctx.loaders, spoken: input.spoken === true });
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
