/**
 * Who and what the words of a clause speak of, settled before it is read (facts.ts): the patient's own
 * name as the note's pronoun, a relative who reports, the carer and the carer's family in a child's
 * story, the letter writer's "I", and the medicine a clause calls "it" (docs/patient.md#case-facts).
 */

import type { Reading } from './draft.js';
import { isLetter } from './history.js';
import { letterWriterRows } from './lexicon/noteWords.js';
import { relativeWords } from './lexicon/relatives.js';
import { namedMedicines } from './medicines.js';
import type { Section } from './sections.js';
import { normalize } from './text.js';

/** The pronoun a note uses for its patient: whichever of "she" and "he" (in all their forms) it uses more. */
export function pronounOf(history: string): { subject: 'he' | 'she'; possessive: 'his' | 'her' } {
  const t = normalize(history);
  const count = (re: RegExp) => t.match(re)?.length ?? 0;
  return count(/\b(she|her|hers|herself)\b/g) > count(/\b(he|him|his|himself)\b/g)
    ? { subject: 'she', possessive: 'her' }
    : { subject: 'he', possessive: 'his' };
}

/**
 * The patient's own name as the subject of a sentence ("Gareth is 58") reads as the pronoun the note
 * uses for the patient ("Asha is 26 ... She feels sick": "she"); "he" when the note uses none.
 */
export function nameAsPronoun(name: string, history: string): (text: string) => string {
  const nameWords = name
    .split(/\s+/)
    .map((w) => normalize(w))
    .filter((w) => w.length > 1 && !/^(mr|mrs|ms|miss|dr)$/.test(w))
    .map((w) => w.replace(/[^a-z]/g, ''))
    .filter(Boolean);
  if (!nameWords.length) return (text) => text;
  const words = nameWords.join('|');
  const nameRe = new RegExp(`\\b(?:(?:mr|mrs|ms|miss) )?(?:${words})(?: (?:${words}))?(?:'s)?\\b`, 'g');
  const pronoun = pronounOf(history);
  return (text) => text.replace(nameRe, (m) => (m.endsWith("'s") ? pronoun.possessive : pronoun.subject));
}

/**
 * "Peter says his dad went grey… Peter orders his dad's prescriptions": a relative who reports of the
 * patient calls the patient by what the patient is to them; that word, with their "his", "her" or
 * "their", is the patient throughout the note ("his dad's" → "his", "his dad has" → "he has").
 */
export function reportersWord(history: string): (text: string) => string {
  const word = normalize(history).match(
    /\b(?!(?:he|she|patient|they|i)\b)[a-z]+ (?:says?|said|reports?|reported|thinks?|thought|noticed|notices|feels|felt|describes?|described|is worried|was worried)(?: that)? (?:his|her|their) (mum|mom|dad|mother|father|gran|granny|grandma|nan|grandad|grandpa|husband|wife|partner)\b/,
  )?.[1];
  if (!word) return (text) => text;
  const pronoun = pronounOf(history);
  const object = pronoun.subject === 'he' ? 'him' : 'her';
  const re = new RegExp(
    `\\b(?:his|her|their) ${word}(['’]s)?\\b( (?:has|had|is|was|went|gets|got|does|did|can|could|would|will|[a-z]+s|[a-z]+ed)\\b)?`,
    'gi',
  );
  return (text) =>
    text.replace(re, (_m, possessive?: string, verb?: string) =>
      possessive ? `${pronoun.possessive}${verb ?? ''}` : verb ? `${pronoun.subject}${verb}` : object,
    );
}

/**
 * "He says she has had a sore throat for 3 days": the carer who tells a child's story frames it with
 * their own "says"; the child's story is what follows.
 */
/** "Her daughter says the…": a relative or carer reporting (lexicon/relatives.ts). */
const relativeReports = new RegExp(
  `^(?:(?:his|her|their) )?(?:${relativeWords}|carer|friend)(?:,? [a-z]+,?)? (?:says|said|reports|reported|thinks|feels|has noticed|noticed) (?:that )?(?=(?:the|it|this)\\b)`,
);

export function withoutCarersLead(text: string, child: Reading['child'], name = ''): string {
  // "Her daughter says the change has been gradual": what a relative reports is read as the story.
  // ("David says she has not been herself for 10 days": a named reporter's words of the patient.)
  if (!child)
    return text
      .replace(relativeReports, '')
      .replace(
        /^(?!(?:he|she|i|it|they|the|this|patient)\b)[a-z]+ (?:says|said|reports|reported) (?:that )?(?=(?:he|she) (?:has|had|is|was)\b)/i,
        '',
      );
  const first =
    name
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[^A-Za-z]/g, '') ?? '';
  const told = first ? `${child.pronoun}|${first}` : child.pronoun;
  const carer = ['he', 'she', child.narrator, 'mum', 'dad', 'mother', 'father', child.narratorName ?? '']
    .filter((w) => w && w !== child.pronoun)
    .map((w) => w.toLowerCase())
    .join('|');
  return (
    text
      .replace(
        new RegExp(
          `^(?:${carer}) (?:says|said|reports|reported|tells me|told me|thinks|thought|feels|has noticed|noticed)(?: that)? (?=(?:${told})\\b)`,
          'i',
        ),
        '',
      )
      // ("Tom says he has been poorly for five days": another of the family reporting of the child.)
      .replace(
        new RegExp(
          `^(?!(?:${told})\\b)[a-z]+ (?:says|said|reports|reported)(?: that)? (?=(?:${told})\\b)`,
          'i',
        ),
        '',
      )
  );
}

/**
 * A carer's story names the carer: "Sanjay has asthma" is the child's dad's illness and "Sanjay's mother
 * has kidney failure" the grandmother's, read as family history (docs/patient.md#case-facts).
 */
export function narratorsFamily(text: string, child: Reading['child']): string {
  const name = child?.narratorName?.replace(/[^A-Za-z]/g, '');
  if (!child || !name) return text;
  const pos = child.pronoun === 'he' ? 'his' : 'her';
  const side = /mum|mother/.test(child.narrator)
    ? 'maternal '
    : /dad|father/.test(child.narrator)
      ? 'paternal '
      : '';
  return text
    .replace(
      new RegExp(`^${name}'s (mother|mum|father|dad)\\b`, 'i'),
      (_m, r: string) => `${pos} ${side}grand${/mother|mum/i.test(r) ? 'mother' : 'father'}`,
    )
    .replace(
      new RegExp(
        `^${name} (?=(?:has|had|also has|suffers from|was diagnosed with) (?!(?:noticed|been|given|tried|taken|seen|not|no|to|a look|checked|kept)\\b))`,
        'i',
      ),
      `${pos} ${child.narrator} `,
    );
}

/** A clause with "it" in the medicine's place: the subject of its effect, or the object of a change. */
export function ofTheMedicine(text: string, medicine: string, section: Section = null): string {
  // "1. Fentanyl patch… Started 2 weeks ago for his back pain.": in a drug history, a sentence that
  // opens with what was done goes on about the medicine before it.
  if (
    section === 'dh' &&
    !namedMedicines(text).length &&
    /^(?:started|meant to|increased|reduced|decreased|changed|given|prescribed|taken|bought|only|was|due)\b/i.test(
      text,
    )
  )
    return `${medicine}, ${text}`;
  // ("Senna…: he stopped it himself": a clause that names its own medicine says "it" of that one.)
  if (namedMedicines(text).length) return text;
  return text
    .replace(
      /^(it|this|that)(?= (?:has|have|had|made|makes|gave|gives|helped|helps|improved|improves|did|does|didn't|doesn't|caused|causes|upset|upsets)\b)/i,
      medicine,
    )
    .replace(
      /\b(stopped|started|restarted|reduced|increased|halved|doubled|changed|swapped|came off|come off) it\b/i,
      `$1 ${medicine}`,
    );
}

/** In a letter, the writer's "I" and "me" are the patient's GP (lexicon/noteWords.ts `letterWriterRows`). */
export function byTheWriter(text: string, history: string): string {
  if (!isLetter(history)) return text;
  const agree = (t: string) =>
    t.replace(/\bmy GP (have|am)\b/g, (_m, v: string) => `my GP ${v === 'have' ? 'has' : 'is'}`);
  return agree(letterWriterRows.reduce((t, r) => t.replace(r.writer, r.said), text));
}
