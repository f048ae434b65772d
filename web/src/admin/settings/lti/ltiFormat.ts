/** A date and time in the reader's own locale, or null. */
export const when = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : null;

/** A platform's status in plain words (docs/lti.md#registrations), with its badge colour. */
export const platformStatus = {
  ACTIVE: { label: 'Active', palette: 'green' },
  PENDING: { label: 'Waiting for approval', palette: 'orange' },
  DISABLED: { label: 'Disabled', palette: 'gray' },
} as const;

/** A score's place in the outbox (docs/lti.md#grade-passback), in plain words. */
export const scoreStatus = {
  PENDING: { label: 'Waiting to send', palette: 'blue' },
  SENT: { label: 'Sent', palette: 'green' },
  FAILED: { label: 'Failed', palette: 'red' },
} as const;
