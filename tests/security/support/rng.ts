/** A small seeded PRNG (mulberry32): the same seed gives the same run. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (!items.length) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** Picks by weight: [[weight, value], ...]. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    const total = choices.reduce((s, [w]) => s + w, 0);
    let r = this.next() * total;
    for (const [w, v] of choices) {
      r -= w;
      if (r < 0) return v;
    }
    return (choices[choices.length - 1] as readonly [number, T])[1];
  }
  subset<T>(items: readonly T[], p = 0.5): T[] {
    return items.filter(() => this.chance(p));
  }
}

const nasty = [
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  "'; drop table users; --",
  '" OR 1=1 --',
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${process.env}',
  '__proto__',
  'constructor',
  'Zoë Ünïcødé',
  '日本語のテキスト',
  'مرحبا بالعالم',
  '\u202eevil\u202c',
  'zero\u200bwidth',
  '\ufeffbom',
  '😀👩‍⚕️🩺',
  '\ud800',
  'a\u0000b',
  '\u0000',
  '\u001b[31mred',
  'line\r\nbreak',
  'admin',
  'admin@example.com',
  'student@example.com',
  'ALL',
  'pending',
];

/** Strings that have broken servers before: empty, injection-looking, unicode edge cases, control characters. */
export function nastyString(rng: Rng): string {
  const base = rng.pick(nasty);
  return rng.chance(0.3) ? `${base}${rng.pick(nasty)}` : base;
}

export function randomString(rng: Rng, maxLength = 40): string {
  if (rng.chance(0.35)) return nastyString(rng);
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-_@éß漢😀';
  const chars = [...alphabet];
  let s = '';
  const n = rng.int(0, maxLength);
  for (let i = 0; i < n; i++) s += rng.pick(chars);
  return s;
}

export function hugeString(rng: Rng, min = 10_000, max = 300_000): string {
  return rng.pick(['a', 'é', '😀', 'x ', '\\']).repeat(rng.int(min, max));
}

export const weirdNumbers = [
  0,
  -1,
  -0,
  1,
  1.5,
  -2147483648,
  2147483647,
  2147483648,
  9007199254740991,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  -1e21,
  1e308,
  Number.MIN_VALUE,
];

/** Any JSON value, nested up to `depth`. */
export function randomJson(rng: Rng, depth = 3): unknown {
  const kind = rng.weighted([
    [3, 'string'],
    [3, 'number'],
    [1, 'bool'],
    [1, 'null'],
    [depth > 0 ? 2 : 0, 'array'],
    [depth > 0 ? 2 : 0, 'object'],
  ] as const);
  switch (kind) {
    case 'string':
      return randomString(rng);
    case 'number':
      return rng.chance(0.5) ? rng.pick(weirdNumbers) : rng.int(-5, 60);
    case 'bool':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: rng.int(0, 4) }, () => randomJson(rng, depth - 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(0, 4); i > 0; i--) o[randomString(rng, 12)] = randomJson(rng, depth - 1);
      return o;
    }
  }
}

/** Deeply nested JSON text, built as text so that building it cannot overflow anything here. */
export function deepJsonText(rng: Rng): string {
  const n = rng.int(200, 20_000);
  return rng.chance(0.5) ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
}
