/**
 * What a grounding rule (groundRules.ts) is given and how it matches a fact to a question's words: the
 * question's word groups, a fact that says them, the patterns of the questions the rules answer.
 */
import { characterWords } from './draft.js';
import { colourWords } from './lexicon/families.js';
import { peopleWords, relativeWords } from './lexicon/relatives.js';
import { expand, lay } from './phrasing.js';
import { askedWords, factWords, sameFamilies } from './recall.js';
import { contentWords } from './text.js';
import type { Fact, PatientReply } from './types.js';

export const denial =
  /^(no|nope|not|never|nothing|none|i (haven't|don't|didn't|have not|do not|wasn't|'m not)|(he|she) (hasn't|doesn't|didn't)|i'm not sure|i really don't know|i don't know|sorry)\b/;

/** "No bleeding until yesterday": a denial up to a time, which tells of the thing since. */
export const untilThen = /\b(until|till|up to|up until)\b/;

export function covers(question: Set<string>, fact: Fact): number {
  const have = factWords(fact);
  let n = 0;
  for (const w of question) if (have.has(w)) n++;
  return n;
}

/** The words of the question a reply must speak to: its content words, each with its family. */
export function asked(question: string): { all: Set<string>; groups: Set<string>[] } {
  const groups = askedWords(question);
  return { all: new Set(groups.flat()), groups: groups.map((g) => new Set(g)) };
}

/** A fact says every group of the question's words (a word or one of its family). */
export function saysAll(groups: Set<string>[], fact: Fact): boolean {
  const have = factWords(fact);
  return groups.length > 0 && groups.every((g) => [...g].some((w) => have.has(w)));
}

/** A fact says one group of the question's words as such: the word itself or a word naming the same thing. */
export function saysExactly(group: Set<string>, fact: Fact): boolean {
  const have = factWords(fact);
  return [...group].some((w) => have.has(w) && (!w.startsWith('#') || sameFamilies.has(w)));
}

/** Topics whose words name a circumstance of a symptom, not something the patient has. */
export const circumstance: ReadonlySet<string> = new Set(['aggravating', 'relieving']);

/** The words that name a topic itself, not something within it. */
export const topicNames: Partial<Record<string, string>> = {
  medication:
    'medicine medicines medication medications meds tablets tablet pills pill drugs take taking prescribed regular',
  pmh: 'medical problems problem conditions condition illnesses illness health history',
  family: 'family relatives run runs',
  allergy: 'allergies allergic allergy',
  surgery: 'operations operation surgery',
};

/** Topics whose facts also tell of a topic asked about ("lives with his wife, who has Parkinson's" tells of the family). */
export const kinTopics: Partial<Record<string, readonly string[]>> = {
  family: ['home', 'other'],
  medication: ['relieving'],
};

/** What a history says of a symptom beyond its name: a number, a side, what it is like. */
export const specific = new RegExp(`\\d|\\b(left|right|both)\\b|${characterWords.source}`);

/** How many content words a fact says that the facts already said do not. */
export function addsWords(f: Fact, said: readonly Fact[]): number {
  const known = new Set(said.flatMap((x) => [...factWords(x)]));
  return [...new Set(contentWords(lay(expand(f.phrase))))].filter((w) => !known.has(w)).length;
}

/** A question that asks which side, and the words of a side. */
export const asksSide =
  /\bwhich (side|one|leg|arm|knee|hip|eye|ear|foot|hand|ankle|wrist|shoulder|elbow|breast|testicle|kidney|lung)\b|\bleft or (the )?right\b|\bright or (the )?left\b/;
export const sides = /\b(left|right|both|either side|each side)\b/;

/** The colours a case may record of what the body passes or shows (lexicon/families.ts). */
export const colours = new RegExp(`\\b(?:${colourWords.join('|')})\\b`);

/** A question that asks when, and a time of day or a day that answers it. */
export const asksWhen = /^(?:and |so )?(?:when|what time|what day|which day|at what time)\b/;
export const clockTime =
  /\b\d{1,2}(?::\d\d)? ?(?:am|pm|o'clock|o clock)\b|\b(?:midnight|midday|noon|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

/** A question that wants a number. */
export const wantsNumber =
  /\b(how (many|much|long|often|far|high|bad|old|tall|heavy|frequently)|what (temperature|dose|was your temperature)|temperature)\b/;

/** A question that asks who, and words that name someone other than the patient. */
export const asksWho = /^(?:and |so )?who\b/;
/** ("I sort my own tablets", "I do it myself": the patient is the one who does it; not "I've not been myself".) */
export const namesSomeone = new RegExp(
  `\\b(?:${peopleWords})\\b|\\bmy own (?:tablets|medicines|medication|pills|prescriptions)\\b|\\b(?:do|does|did|sort|sorts|manage|manages|fill|fills) (?:it|them|that|everything) myself\\b`,
);

/** The names the note gives the patient's people ("his son, Peter", "her daughter Susan"). */
export const relativeThenName = new RegExp(`\\b(?:${relativeWords}),? ([A-Z][a-z]+)\\b`, 'g');
export function personNames(facts: readonly Fact[]): Set<string> {
  return new Set(
    facts.flatMap((f) => [...f.source.matchAll(relativeThenName)].map((m) => m[1] ?? '')).filter(Boolean),
  );
}

/** "When did you stop?", "Why did you start?": a question that asks on about something just told. */
export const asksOn =
  /^(?:and |so |ok(?:ay)?,? )?(?:when|why|how long ago|at what age|how old were you when) (?:did|do|were|have) you (?:stop|start|quit|give up|begin|first|cut down)\w*\??$/;

/** A question that asks for a score out of ten, and a score. */
export const asksScore = /\bout of (?:10|ten)\b|\bscore\b|\bscale\b|\brate (?:it|the pain)\b/;
export const score = /\b\d+(?:\.\d+)? ?(?:\/|out of) ?10\b/;

/** A question that refers back to what was just said. */
export const followsUp = /\b(that|it|this|them|those|they|these)\b/;
/** A question of asking words only ("How many?", "Since when?", "Why?"). */
export const bareAsk =
  /^(?:and |so |ok(?:ay)? )?(?:how (?:many|much|long|often|old|far|bad|come)|since when|when|why|what for|where|which)(?: (?:exactly|roughly|then|now))?\??$/;

/** The patient's in-role non-answers: no rule understood the question, or the record is silent. */
export const nonAnswer = /^(sorry, doctor, i didn't quite follow|i'm not sure)/;

export interface Grounding {
  question: string;
  groups: Set<string>[];
  all: Set<string>;
  ruled: PatientReply;
  text: string;
  used: Fact[];
  /** Present, speakable facts that say every word asked about. */
  candidates: Fact[];
  /** Of those, the ones that say each word as such, and are no circumstance or catalogue text. */
  contradicts: Fact[];
  facts: readonly Fact[];
  speakable: (f: Fact) => boolean;
  /** The facts the patient's last line told. */
  previous: readonly Fact[];
}

export const best = (facts: readonly Fact[], all: Set<string>) =>
  facts.reduce<Fact | null>((a, b) => (!a || covers(all, b) > covers(all, a) ? b : a), null);

/** Each grounding rule: the facts its answer says, or null when it does not apply. In order. */
