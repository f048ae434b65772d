import type { RestVoice } from '../../upstream/voices.js';

/**
 * What a catalogue voice sounds like, as the built-in engines and the OpenAI-compatible speech endpoint
 * need it: its sex and accent (from the catalogue's tags, api/src/voices/voices.catalogue.ts), and its
 * place among the catalogue's voices of the same kind, so that two patients with different voices never
 * sound the same.
 */
export interface VoiceTraits {
  sex: 'feminine' | 'masculine';
  /** American, or from the British Isles (British, Irish, Scottish…): the accents the engines offer. */
  accent: 'american' | 'british';
  /** The voice's index among the catalogue's voices of the same sex and accent, from 0. */
  rank: number;
}

type Described = Pick<RestVoice, 'canonical_name' | 'metadata'>;

const sexOf = (tags: string[]): VoiceTraits['sex'] | null =>
  tags.includes('feminine') ? 'feminine' : tags.includes('masculine') ? 'masculine' : null;
const accentOf = (accent: string): VoiceTraits['accent'] =>
  /british|irish|scottish|english|welsh/i.test(accent) ? 'british' : 'american';

// The built-in catalogue's characters, for a voice the catalogue cannot be read for (or does not list).
const feminineNames = ['asteria', 'luna', 'stella', 'athena', 'hera'];
const britishNames = ['athena', 'helios', 'angus'];

/** Traits by a voice's canonical name alone (`aura-<name>-en`), the built-in catalogue's rule. */
function traitsByName(voice: string): VoiceTraits {
  const name = voice.match(/^aura-(?:2-)?([a-z]+)-/)?.[1] ?? '';
  const sex = feminineNames.includes(name) || !name ? 'feminine' : 'masculine';
  const accent = britishNames.includes(name) ? 'british' : 'american';
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return { sex, accent, rank: name ? hash % 7 : 0 };
}

/** The traits of `voice`, from the catalogue when it lists the voice with a sex tag, else from its name. */
export function voiceTraits(voice: string, catalogue: readonly Described[] = []): VoiceTraits {
  const entry = catalogue.find((v) => v.canonical_name === voice);
  const sex = entry && sexOf(entry.metadata.tags);
  if (!entry || !sex) return traitsByName(voice);
  const accent = accentOf(entry.metadata.accent);
  const peers = catalogue.filter(
    (v) => sexOf(v.metadata.tags) === sex && accentOf(v.metadata.accent) === accent,
  );
  return { sex, accent, rank: peers.indexOf(entry) };
}
