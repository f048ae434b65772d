/** Keys and models are few: one page of each (the BFF's largest). */
export const initialSettingsVariables = { keyCount: 100, modelCount: 100 } as const;

export const serviceLabels = { OPENAI: 'OpenAI', DEEPGRAM: 'Deepgram' } as const;
