// Titles and honorifics that are not part of a person's name ("Dr. Tessa Morgan" is TM, not DM).
const titles = new Set(['dr', 'prof', 'professor', 'mr', 'mrs', 'ms', 'miss', 'mx', 'sir', 'dame', 'rev']);

/** A person's initials for an avatar: the first and last words of the name, titles skipped. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !titles.has(w.toLowerCase().replace(/\.$/, '')));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
