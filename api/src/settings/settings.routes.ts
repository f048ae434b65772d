import { settingsSchema } from '@anamnesis/contract';
import { z } from 'zod';
import { defineRoute } from '../lib/route.js';
import { flag } from '../lib/validation.js';
import { messageSchema } from '../users/users.json.js';

const tag = 'Settings';

export const settingRoutes = [
  defineRoute({
    method: 'get',
    path: '/settings',
    tag,
    summary: 'The school’s settings',
    access: 'user',
    rule: 'Any signed-in user: the voice chat needs to know whether the browser may transcribe speech.',
    responses: { 200: { description: 'The settings', schema: settingsSchema } },
    async handler({ services: s }) {
      const row = await s.db
        .selectFrom('school_settings')
        .select('browser_speech_recognition')
        .where('id', '=', 1)
        .executeTakeFirst();
      return { body: { browserSpeechRecognition: row?.browser_speech_recognition ?? true } };
    },
  }),
  defineRoute({
    method: 'put',
    path: '/settings',
    tag,
    summary: 'Change the school’s settings',
    access: 'admin',
    rule: '`browserSpeechRecognition`: let browsers transcribe speech when no speech service is set up (their vendor may process the audio).',
    body: z.object({
      browserSpeechRecognition: z
        .unknown()
        .refine((v) => v !== undefined && v !== null, { message: 'browserSpeechRecognition is required.' })
        .pipe(flag('browserSpeechRecognition')),
    }),
    responses: {
      200: {
        description: 'Saved',
        schema: z.object({ message: z.string(), settings: settingsSchema }),
      },
      400: { description: 'Invalid input', schema: messageSchema },
    },
    async handler({ services: s, body }) {
      const row = await s.db
        .insertInto('school_settings')
        .values({ id: 1, browser_speech_recognition: body.browserSpeechRecognition })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            browser_speech_recognition: body.browserSpeechRecognition,
            updated_at: new Date(),
          }),
        )
        .returning('browser_speech_recognition')
        .executeTakeFirstOrThrow();
      return {
        body: {
          message: 'Settings saved.',
          settings: { browserSpeechRecognition: row.browser_speech_recognition },
        },
      };
    },
  }),
];
