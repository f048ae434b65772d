/**
 * What a symptom of the illness is like: a temperature reading, the character words of a pain or a
 * cough, the colour of the phlegm, and how severe it is (a score, or the worst ever).
 */
import { characterWords, type Draft, draft } from '../draft.js';
import { notCharacterRows } from '../lexicon/characterWords.js';
import { joinAnd } from '../text.js';
import type { LinkedClause } from './clause.js';

/** "a temperature of 38.2", "a high temperature for two days, up to 39.5". */
export function readTemperature({ c, t, at }: LinkedClause, out: Draft[]): void {
  const temperature =
    t.match(/\btemperature (?:of |was |up to |reading |spiking to |peaked at )?(\d\d(?:\.\d)?)/) ??
    // "Dean measured 39.8 °C": a reading in degrees is a temperature.
    t.match(/\b(3[5-9](?:\.\d)?|4[0-2](?:\.\d)?) ?(?:°|degrees?) ?c?\b/) ??
    t.match(/\b(?:temperature|fever)\b[^.]*?\b(?:up to|reaching|peaking at|spiking to|of) (\d\d(?:\.\d)?)\b/);
  if (temperature)
    out.push(
      draft(
        'character',
        c.source,
        `My temperature was ${temperature[1]}${/\bat home\b/.test(t) ? ' at home' : ''}`,
        at,
      ),
    );
}

/** A note's character word and how the patient says it, where the two differ. */
const characterSaid = new Map([
  ['tightness', 'tight'],
  ['heaviness', 'heavy'],
  ['pressure', 'like a pressure'],
  ['colicky', 'crampy, coming in waves'],
  ['cramping', 'crampy, coming in waves'],
  ['pleuritic', 'sharp when I breathe in'],
  ['band like', 'like a tight band'],
]);

const everyCharacterWord = new RegExp(characterWords.source, 'g');

/** What a cough sounds like, as notes tell it. */
const coughWords = /\b(wet|rattly|rattling|chesty|barking|hacking|tickly|whooping|croupy|loose|bubbly)\b/g;

/** "green sputum", "rusty coloured phlegm": the colours a note gives phlegm. */
const phlegmColour =
  /\b(green|yellow|white|clear|rusty|brown|blood stained|bloody)\b[a-z ]*\b(sputum|phlegm)\b/;

/** "sharp and stabbing", "a dry cough", "green phlegm": what it feels like. */
export function readCharacter({ c, t, linked, at, conceptIds }: LinkedClause, out: Draft[]): void {
  const rest = notCharacterRows.reduce((left, row) => left.replace(row.match, ' '), t);
  const isCough = linked?.concept === 'cough' || (!linked && /\bcough\b/.test(t));
  // ("Her cough is wet and rattly": the words a cough is told in, of a cough only.)
  const character = [
    ...(rest.match(everyCharacterWord) ?? []),
    ...(isCough ? (rest.match(coughWords) ?? []) : []),
  ];
  if (character.length && (linked || /\b(pain|ache|cough)\b/.test(t))) {
    const words = [...new Set(character)].map((w) => characterSaid.get(w) ?? w);
    out.push(
      draft(
        'character',
        c.source,
        isCough ? `It's a ${joinAnd(words)} cough` : `It feels ${joinAnd(words)}`,
        at,
      ),
    );
  }
  const sputum = t.match(phlegmColour);
  if (sputum)
    out.push(
      draft('character', c.source, `I'm coughing up ${sputum[1]} phlegm`, {
        ...at,
        concepts: [...conceptIds, 'sputum'],
      }),
    );
}

/** The words of a note for the worst a symptom can be. */
const worstWords =
  /\b(worst (pain|headache) (of|in) (my|his|her) life|worst ever|excruciating|unbearable|agonising|thunderclap)\b/;

/** "8 out of 10", "the worst headache of her life": how bad it is. */
export function readSeverity({ c, t, at }: LinkedClause, out: Draft[]): void {
  const score = t.match(/\b(\d+(?:\.\d+)?) out of 10\b/);
  if (score) out.push(draft('severity', c.source, `About ${score[1]} out of 10`, at));
  else if (worstWords.test(t)) out.push(draft('severity', c.source, "It's the worst I've ever had", at));
}
