// The domain rules the API, the BFF and the web app share: change a value here and every layer follows.

/** The rubric (docs/marking.md#the-rubric): the most each part of a mark can score. */
export const rubric = { mandatoryQuestions: 45, symptoms: 40, diagnosis: 10, treatment: 5 } as const;

export type RubricPart = keyof typeof rubric;

/** The whole mark: the sum of the parts' maxima (100). */
export const rubricTotal: number = Object.values(rubric).reduce((sum, max) => sum + max, 0);

/** The parts in the order the marking form shows them, with their labels and maxima. */
export const rubricParts = [
  { key: 'mandatoryQuestions', label: 'Mandatory Questions', max: rubric.mandatoryQuestions },
  { key: 'symptoms', label: 'Symptoms', max: rubric.symptoms },
  { key: 'treatment', label: 'Treatment', max: rubric.treatment },
  { key: 'diagnosis', label: 'Diagnosis', max: rubric.diagnosis },
] as const;

/**
 * The standard history questions: what a case's mandatory questions are when its author lists none, and
 * what Add New Patient offers for the author to edit (docs/cases.md#patients). The rubric's
 * mandatory-questions marks are divided among a case's questions (docs/marking.md#the-rubric).
 */
export const standardMandatoryQuestions: readonly string[] = [
  'Presenting complaint',
  'Onset and duration',
  'Character and severity',
  'Associated symptoms',
  'Past medical history',
  'Medications',
  'Allergies',
  'Family history',
  'Social history (smoking, alcohol, occupation)',
];

/**
 * A case's mandatory questions from the text its author wrote, one per line (a semicolon also ends one;
 * bullets and numbering dropped); the standard ones when it lists none.
 */
export function mandatoryQuestionList(text: string | null | undefined): string[] {
  const own = (text ?? '')
    .split(/\r?\n|;/)
    .map((line) => line.replace(/^\s*(?:[-*\u2022]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
  return own.length ? own : [...standardMandatoryQuestions];
}

/** An email address: text, an @, a domain and a dot (docs/accounts.md#validation-messages). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shortest password an account may have (docs/accounts.md#validation-messages). */
export const MIN_PASSWORD_LENGTH = 6;

/** The messages of the email and password rules, word for word what every layer shows. */
export const validationMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
} as const;

/**
 * A password an administrator set for a student is theirs to replace before anything else: the API
 * refuses every other call with this message (code `PASSWORD_CHANGE_REQUIRED`) until the student changes
 * it, and the web app shows it on the Change Password page (docs/accounts.md#profile-and-password).
 */
export const passwordChangeRequiredMessage =
  'An administrator set your password. Please choose a new one to continue.';

/**
 * The assignment statuses as the GraphQL schema names them, with the label and badge colour the UI
 * shows (docs/assignments.md#statuses).
 */
export const assignmentStatuses = {
  ASSIGNED: { label: 'Assigned', colour: 'blue' },
  INPROGRESS: { label: 'In Progress', colour: 'purple' },
  COMPLETED: { label: 'Completed', colour: 'green' },
  MARKED: { label: 'Marked', colour: 'yellow' },
} as const;

/**
 * The default session lifetime: 2 hours. The API's `TOKEN_TTL_SECONDS` overrides it; the BFF's cookie
 * and the browser's clock follow the token's own expiry, so they follow the override too.
 */
export const DEFAULT_SESSION_LIFETIME_SECONDS = 7200;

/**
 * How long a session cookie for a token should live: the token's own lifetime (exp − iat) when it says,
 * else what is left of it (exp − now), else the default.
 */
export function sessionMaxAgeSeconds(
  claims: { iat?: number; exp?: number } | null,
  nowMs = Date.now(),
): number {
  const { iat, exp } = claims ?? {};
  if (typeof exp === 'number' && typeof iat === 'number' && exp > iat) return exp - iat;
  if (typeof exp === 'number') return Math.max(0, exp - Math.floor(nowMs / 1000));
  return DEFAULT_SESSION_LIFETIME_SECONDS;
}
