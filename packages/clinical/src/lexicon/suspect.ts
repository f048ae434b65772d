import { alcoholicDrinks } from './drinks.js';

/**
 * When a fact read by the understanding readers (facts.ts) is not to be trusted, so that its clause is
 * carried in the author's words instead (author.ts). Each row says why.
 */
export interface SuspectRow {
  /** Tested on the fact's phrase (what the patient would say). */
  phrase?: RegExp;
  /** Tested on the fact's source (the author's words, normalised). */
  source?: RegExp;
  /** The fact's topic the row is about; any topic when absent. */
  topic?: string;
  /** With `source`: the row fires when the source does NOT match (a topic needs its own words). */
  sourceLacks?: boolean;
  polarity?: 'present' | 'absent';
  /** The reading stands but under this topic (its words are right, its topic is not). */
  retopic?: 'other';
  reason: string;
}

export const suspectRows: readonly SuspectRow[] = [
  {
    phrase:
      /^(I|She|He)('ve|'s| have| has) had (the |a |an |my |her |his )?[a-z]+( [a-z]+)? (does|doesn't|is|isn't|was|goes|spreads|comes|came|has|makes|lasted|started|stopped|began|went|happened|seemed|looked|got|gave|took|settled|eased|helped)\b/,
    reason: 'ungrammatical: "I\'ve had" followed by a clause with its own verb',
  },
  {
    phrase: /\b(is|are|was) [A-Z]?[a-z]+ (says|said|thinks|reports)\b/,
    reason: 'ungrammatical: a name read as a state',
  },
  {
    phrase: /\bI (presents|has|is|does|was took|had took)\b/,
    reason: 'ungrammatical: a verb left in the third person',
  },
  { phrase: /\bI'm an?, /, reason: 'ungrammatical: a stray comma after the article' },
  {
    phrase:
      /^(I|She|He)('ve|'s| have| has) had (where|when|which|who|that|while|because|including|with|since)\b/,
    reason: 'ungrammatical: a clause that goes on from the one before, read as something had',
  },
  { phrase: /\b(I'm|I have|I) (an? )?(I'm|I have|I)\b/, reason: 'ungrammatical: the subject said twice' },
  { phrase: /\bI (take|have|use|had) I\b/, reason: 'ungrammatical: the subject said twice' },
  { phrase: /\b(their|his|her|my) (my|his|her|their)\b/, reason: 'ungrammatical: two owners of one thing' },
  {
    topic: 'occupation',
    // "her husband, Tom, is a builder", "married to a teacher"; not "a retired postman brought in by his wife".
    source:
      /\bmarried to\b|\b(husband|wife|partner|son|daughter|father|mother|dad|mum|brother|sister)\b(?:,? [a-z]+,?)? (is|was|works|worked|has been|had been|used to)\b/i,
    reason: "a relative's job is not the patient's",
  },
  {
    topic: 'smoking',
    source:
      /\b(husband|wife|partner|son|daughter|father|mother|dad|mum|daddy|mummy|brother|sister|grandad|grandma|nan|parents?|boyfriend|girlfriend|flatmates?)\b/,
    reason: "a relative's smoking is not the patient's (in a child's case, the household's)",
  },
  {
    topic: 'alcohol',
    source:
      /\b(husband|wife|partner|son|daughter|father|mother|dad|mum|brother|sister|parents?|boyfriend|girlfriend)\b/,
    reason: "a relative's drinking is not the patient's",
  },
  {
    // ("I have stopped going up ladders", "I have since noticed…" are said right.)
    phrase:
      /\bI (?:take|use) (?:started|stopped|since|which|that|was|is)\b|\bI (?:have|had) (?:which|that|was|is)\b/,
    reason: 'ungrammatical: a remark about the item before read as a medicine of its own',
  },
  {
    phrase:
      /^(I|She|He)('ve|'s| have| has) had [A-Za-z]+ (visits|comes|goes|lives|says|works|helps|does|makes|takes|gets|keeps|looks|stays|calls|brings|drives|tells|thinks|notices|feels|wants|needs|knows|gave|said|told)\b/,
    reason: "ungrammatical: someone else's sentence read as something the patient had",
  },
  { phrase: /\bmy [a-z]+ has [A-Z][a-z]+ /, reason: 'ungrammatical: a relative and a name run together' },
  {
    source: /\b(until|till|except|apart from|other than|only)\b/,
    polarity: 'absent',
    reason: 'a denial that holds only up to a point ("no bleeding until yesterday") is not an absence',
  },
  {
    topic: 'alcohol',
    source: new RegExp(
      `\\b(alcohol|drink|drinks|drinking|drank|drunk|drinker|${alcoholicDrinks}|units?|teetotal|tt|etoh|sober)\\b`,
    ),
    sourceLacks: true,
    reason: 'a topic needs its own words: alcohol',
  },
  {
    topic: 'alcohol',
    source: /\b(coffee|tea|caffeine|cola|energy drinks?)\b/,
    reason: 'caffeine is not alcohol',
  },
  {
    topic: 'character',
    source:
      /\b(sharp|dull|crushing|burning|burns?|stabbing|throbbing|colicky|cramp\w*|tight\w*|pressure|heav\w*|ach\w*|gnawing|squeezing|pounding|shooting|tearing|ripping|band|dry|productive|pleuritic|griping|knife|electric|like|feels?|felt|as if|sensation|sore|tender|itch\w*|sting\w*|hoarse|harsh|barking|wheez\w*|rattl\w*|green|yellow|clear|white|red|black|dark|bright|fresh|clots?|frothy|watery|bloody|blood|foul|smell\w*|cloudy|pale|spinning|pins and needles|numb|tingl\w*|constant|intermittent|comes and goes|mild|severe|bad|worst|sudden|gradual|swollen|hot|warm|stiff\w*|low|high|loud|quiet)\b/,
    sourceLacks: true,
    retopic: 'other',
    reason: 'a topic needs its own words: what a symptom is like',
  },
  {
    topic: 'smoking',
    source: /\b(smok\w*|cigar\w*|tobacco|vap\w*|pack|roll ups?|ex smoker|non smoker|pipe|cannabis|weed)\b/,
    sourceLacks: true,
    reason: 'a topic needs its own words: smoking',
  },
];

interface Reading {
  phrase: string;
  source: string;
  topic: string;
  polarity: 'present' | 'absent';
}

/** The first row that a fact's reading fires. */
export function suspectRow(f: Reading): SuspectRow | null {
  const source = f.source.toLowerCase().replace(/[-]/g, ' ');
  for (const r of suspectRows) {
    if (r.topic && r.topic !== f.topic) continue;
    if (r.polarity && r.polarity !== f.polarity) continue;
    if (r.phrase && !r.phrase.test(f.phrase)) continue;
    if (r.source && r.source.test(source) === !!r.sourceLacks) continue;
    return r;
  }
  return null;
}
