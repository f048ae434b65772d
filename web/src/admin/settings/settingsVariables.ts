import { readSession } from '../../session/storage';

/** Keys and models are few: one page of each (the BFF's largest). */
export const initialSettingsVariables = { keyCount: 100, modelCount: 100 } as const;

/** Partner tokens are few too: one page. */
export const PARTNER_TOKEN_COUNT = 100;

/**
 * The Settings query's variables. Only a super admin reads the partner tokens (the server refuses anyone
 * else, and the section is not shown to them), so a plain admin's query leaves them out.
 */
export function settingsVariables() {
  return {
    ...initialSettingsVariables,
    tokenCount: PARTNER_TOKEN_COUNT,
    withPartnerTokens: readSession()?.isSuperAdmin === true,
    // Learning platforms' registrations, keys and outbox are the super admin's too (docs/lti.md).
    withLti: readSession()?.isSuperAdmin === true,
  };
}

export const serviceLabels = { OPENAI: 'OpenAI', DEEPGRAM: 'Deepgram' } as const;
