import { z } from 'zod';

export const services = ['openai', 'deepgram'] as const;
export type Service = (typeof services)[number];

/** A stored provider key as lists show it: never its value, in any form. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  keyName: z.string(),
  service: z.enum(services),
  modelId: z.string().nullable().describe('An id of the models table, `default`, or null'),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type ApiKeyJson = z.input<typeof apiKeySchema>;

export const modelSchema = z.object({
  id: z.number().int(),
  modelName: z.string(),
  description: z.string(),
  maxTokens: z.number().int(),
});
export type ModelJson = z.input<typeof modelSchema>;

/** The active key of a service, sealed: only a holder of SECRET_KEY opens it. */
export const activeKeySchema = z.object({
  encryptedKey: z.string().describe('base64 of AES-256-GCM ciphertext followed by its 16-byte tag'),
  iv: z.string().describe('base64 of the 12-byte nonce'),
  modelId: z.string().nullable(),
  modelName: z
    .string()
    .nullable()
    .describe('The model the key is set to use, resolved from the models table'),
  keyName: z.string(),
});
