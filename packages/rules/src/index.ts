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

/**
 * Control characters: the C0 controls but tab, line feed and carriage return, DEL and the C1 controls.
 * No text a person types may hold one (a NUL cannot even be stored); a line of a conversation that holds
 * one is refused where it comes in, in the BFF and in the API alike (docs/voice.md#what-a-line-may-hold).
 */
const controlCharacter = /(?![\t\n\r])\p{Cc}/u;
const controlCharacters = /(?![\t\n\r])\p{Cc}/gu;

export const hasControlCharacters = (text: string): boolean => controlCharacter.test(text);

/** The text without its control characters: for text a provider made (a transcript, a model's reply). */
export const withoutControlCharacters = (text: string): string => text.replace(controlCharacters, '');

/** What a layer answers when a text holds one: "<what> cannot contain control characters." */
export const noControlCharacters = (what: string): string => `${what} cannot contain control characters.`;

const isoTimestamp = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * An ISO 8601 instant as a conversation line's `timestamp` is written: a date, a time and a zone
 * ("2026-11-22T10:00:00.000Z", "2026-11-22T11:00+01:00"), a real day of a real month. The API refuses any
 * other on every write; a stored one that is not reads as absent (docs/voice.md#what-a-line-may-hold).
 */
export function isIsoTimestamp(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40) return false;
  const m = isoTimestamp.exec(value);
  if (!m || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Date.parse rolls 31 February over into March; a calendar day it is not.
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
