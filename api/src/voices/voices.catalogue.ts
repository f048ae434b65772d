import { createHash } from 'node:crypto';

export interface Voice {
  name: string;
  uuid: string;
  canonical_name: string;
  architecture: string;
  languages: string[];
  metadata: { sample: string; color: string; accent: string; tags: string[]; image: string };
}

export interface SpeechModel {
  name: string;
  version: string;
  uuid: string;
  canonical_name: string;
  languages: string[];
}

export interface OpenAiModel {
  id: string;
  object: 'model';
  created: number;
  owned_by: string;
}

/** A stable UUID (name-based, version-5 layout) so built-in entries keep their ids across restarts. */
export function stableUuid(name: string): string {
  const h = createHash('sha1').update(`anamnesis:builtin:${name}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** A self-contained avatar (an initial on the voice's colour): nothing outside is reachable offline. */
const avatar = (name: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="42" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#fff">${name[0]}</text></svg>`,
  )}`;

// Deepgram's Aura English voices, with the accents and characters Deepgram describes them by.
const auraVoices: [name: string, accent: string, tags: string[], color: string][] = [
  ['Asteria', 'American', ['feminine', 'young adult', 'clear', 'confident', 'energetic'], '#7C3AED'],
  ['Luna', 'American', ['feminine', 'young adult', 'friendly', 'natural', 'engaging'], '#DB2777'],
  ['Stella', 'American', ['feminine', 'young adult', 'clear', 'professional', 'engaging'], '#0891B2'],
  ['Athena', 'British', ['feminine', 'middle-aged', 'calm', 'smooth', 'professional'], '#4F46E5'],
  ['Hera', 'American', ['feminine', 'adult', 'smooth', 'warm', 'professional'], '#C026D3'],
  ['Orion', 'American', ['masculine', 'adult', 'approachable', 'calm', 'polite'], '#2563EB'],
  ['Arcas', 'American', ['masculine', 'adult', 'natural', 'smooth', 'clear'], '#059669'],
  ['Perseus', 'American', ['masculine', 'adult', 'confident', 'professional', 'clear'], '#D97706'],
  ['Angus', 'Irish', ['masculine', 'adult', 'warm', 'friendly', 'natural'], '#16A34A'],
  ['Orpheus', 'American', ['masculine', 'adult', 'professional', 'clear', 'trustworthy'], '#9333EA'],
  ['Helios', 'British', ['masculine', 'adult', 'professional', 'clear', 'confident'], '#EA580C'],
  ['Zeus', 'American', ['masculine', 'middle-aged', 'deep', 'trustworthy', 'smooth'], '#334155'],
];

export const builtinVoices: Voice[] = auraVoices.map(([name, accent, tags, color]) => {
  const canonical = `aura-${name.toLowerCase()}-en`;
  return {
    name,
    uuid: stableUuid(canonical),
    canonical_name: canonical,
    architecture: 'aura',
    languages: ['en'],
    // The BFF serves the sample: the browser reaches nothing but our own origin.
    metadata: { sample: `/voice/samples/${canonical}`, color, accent, tags, image: avatar(name, color) },
  };
});

const english = ['en', 'en-US', 'en-GB', 'en-AU', 'en-IN', 'en-NZ'];
export const builtinSpeechModels: SpeechModel[] = [
  ['nova-3', 'nova-3-general', '2025-04-17.0'],
  ['nova-2', 'nova-2-general', '2024-01-09.0'],
  ['enhanced', 'enhanced-general', '2022-05-18.0'],
  ['base', 'base-general', '2021-11-10.0'],
].map(([name, canonical, version]) => ({
  name: name as string,
  version: version as string,
  uuid: stableUuid(canonical as string),
  canonical_name: canonical as string,
  languages: english,
}));

/** Common OpenAI chat models with their publication times, offered when no OpenAI key is active. */
export const builtinOpenAiModels: OpenAiModel[] = (
  [
    ['gpt-4o', 1715367049],
    ['gpt-4o-mini', 1721172741],
    ['gpt-4.1', 1744316542],
    ['gpt-4.1-mini', 1744318173],
    ['o1', 1734375816],
    ['o3-mini', 1737146383],
    ['o4-mini', 1744225351],
  ] as const
).map(([id, created]) => ({ id, object: 'model', created, owned_by: 'system' }));
