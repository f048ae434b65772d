import { irregularFormRows } from './lexicon/irregularForms.js';
/** Text helpers shared by every part of the case-fact model. */

/**
 * Lower case, accents and curly quotes straightened, hyphens and dashes as spaces, single spaces.
 * `keepSpacing` leaves spaces and line breaks as written, for readers that split on lines (the
 * grader reads a diagnosis written over several lines as several candidates).
 */
export function normalize(text: string, options: { keepSpacing?: boolean } = {}): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    // "2-3 pints", "4–6 hours": a range, said "2 to 3".
    .replace(/(\d)\s*[-\u2013]\s*(?=\d)/g, '$1 to ')
    .replace(/[-\u2010-\u2015]/g, ' ');
  return options.keepSpacing ? folded : folded.replace(/\s+/g, ' ').trim();
}

const numberWords: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  once: 1,
  two: 2,
  twice: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Number words written as digits ("three days" → "3 days"), so facts and questions compare alike. */
export function digits(text: string): string {
  return (
    text
      .replace(
        /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (one|two|three|four|five|six|seven|eight|nine)\b/g,
        (_m, tens: string, unit: string) => String((numberWords[tens] ?? 0) + (numberWords[unit] ?? 0)),
      )
      // "my last one", "each one", "no one": a pronoun, not a number.
      .replace(
        /\b(last|this|that|the|each|every|which|no|any|some|another|other|next|first|little|big|new|old|latest) one\b/g,
        '$1 ONE',
      )
      .replace(/\bone (of|who|that)\b/g, 'ONE $1')
      .replace(
        /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/g,
        (w) => String(numberWords[w]),
      )
      // "thirty-nine point five" → "39.5".
      .replace(/\b(\d+) point (\d)\b/g, '$1.$2')
      .replace(/\bONE\b/g, 'one')
  );
}

/** Splits text into sentences (a full stop inside a number or an abbreviation does not end one). */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    // "DH: 1. Amlodipine 10 mg OD. 2. Ramipril…": a list's numbers inside a line mark its items.
    const parts = line
      .replace(/(^|[.:;]\s+)\d{1,2}[.)]\s+(?=[A-Z])/g, '$1')
      .split(/(?<=[.!?])\s+(?=["'(]?[A-Z0-9])/);
    for (const p of parts) {
      const t = p.trim();
      if (t) out.push(t);
    }
  }
  return out;
}

/** Commas and semicolons outside brackets split a sentence into clauses. */
export function splitClauses(sentence: string, separators = /[,;]/): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of sentence) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && separators.test(ch)) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((c) => c.trim()).filter((c) => c.length > 0);
}

const stopWords = new Set(
  "a an the and or but of to in on at for with from by as is are was were be been being it its it's this that these those i i'm i've i'd my me you your he she his her they them their we our have has had do does did not no so very really quite just about some any there here what when where which who how than then also up down out over under into onto off all any can could would should will shall may might must get got feel feels felt like bit lot little more much".split(
    ' ',
  ),
);

/** Each irregular form with its base (lexicon/irregularForms.ts). */
const baseOf = new Map(
  irregularFormRows.flatMap(({ base, forms }) => forms.split(' ').map((f) => [f, base] as const)),
);

/** A crude stem: enough to see "vomited", "vomiting" and "vomits" as one word, and "fell" as "fall". */
export function stem(word: string): string {
  let w = word.replace(/'s$/, '');
  const base = baseOf.get(w);
  if (base) w = base;
  if (w.length <= 4) return w;
  // "weeing", "peeing", "seeing": the short verb before "-ing" (stems of four letters or more below).
  if (/^[a-z]{1,2}eeing$/.test(w)) return w.slice(0, -3);
  for (const suffix of ['ingly', 'ing', 'edly', 'ed', 'ies', 'es', 'ly', 's']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 4) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // "stopped" → "stop", "caused" → "caus"; never below four letters, so "falls" stays "fall" like "fall".
  const undoubled = w.replace(/(.)\1$/, '$1');
  if (undoubled.length >= 4) w = undoubled;
  const noE = w.replace(/e$/, '');
  return noE.length >= 4 ? noE : w;
}

/** The content words of a text, stemmed. */
export function contentWords(text: string): string[] {
  return (
    normalize(digits(normalize(text)))
      .split(/[^a-z0-9']+/)
      // A quotation's marks ("'bad nerves'") are not part of its words.
      .map((w) => w.replace(/^'+|'+$/g, ''))
      .filter((w) => w && !stopWords.has(w))
      .map(stem)
  );
}

export function sentenceCase(s: string): string {
  const t = s.trim().replace(/\s+/g, ' ');
  if (!t) return t;
  const cap = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(cap) ? cap : `${cap}.`;
}

/** "a, b and c". */
export function joinAnd(items: readonly string[], word = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** A short, stable hash (FNV-1a, base 36): fact ids stay the same for the same case text. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).padStart(7, '0').slice(0, 7);
}
