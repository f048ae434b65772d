import type { RestSettings } from '../upstream/settings.js';
import { builder } from './builder.js';
import { commonErrors } from './errors.js';

const SchoolSettings = builder.objectRef<RestSettings>('SchoolSettings').implement({
  description: 'The school’s settings (Settings page).',
  fields: (t) => ({
    browserSpeechRecognition: t.exposeBoolean('browserSpeechRecognition', {
      description:
        'Let browsers transcribe speech when no speech service is set up (their vendor may process the audio). On by default.',
    }),
  }),
});

const UpdateSchoolSettingsInput = builder.inputType('UpdateSchoolSettingsInput', {
  description: 'The settings to store.',
  fields: (t) => ({
    browserSpeechRecognition: t.boolean({
      required: true,
      description: 'Let browsers transcribe speech when no speech service is set up.',
    }),
  }),
});

const SchoolSettingsPayload = builder
  .objectRef<{ settings: RestSettings }>('SchoolSettingsPayload')
  .implement({
    description: 'The settings after the change.',
    fields: (t) => ({
      settings: t.field({ type: SchoolSettings, description: 'The settings.', resolve: (p) => p.settings }),
    }),
  });

builder.queryField('schoolSettings', (t) =>
  t.field({
    type: SchoolSettings,
    description: 'The school’s settings; any signed-in user reads them.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.loaders.settings.get(),
  }),
);

builder.mutationField('updateSchoolSettings', (t) =>
  t.field({
    type: SchoolSettingsPayload,
    description: 'Changes the school’s settings (admins).',
    authScopes: { admin: true },
    errors: { types: [...commonErrors] },
    args: { input: t.arg({ type: UpdateSchoolSettingsInput, required: true, description: 'The settings.' }) },
    resolve: async (_root, { input }, ctx) => ({
      settings: await ctx.loaders.settings.update({
        browserSpeechRecognition: input.browserSpeechRecognition,
      }),
    }),
  }),
);
