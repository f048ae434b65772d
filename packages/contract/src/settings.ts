import { z } from 'zod';

/** The school's settings. */
export const settingsSchema = z.object({ browserSpeechRecognition: z.boolean() });
