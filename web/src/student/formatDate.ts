const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** '22 Nov 2026' in the reader's own locale. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** '22 Nov 2026, 14:05' in the reader's own locale. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}
