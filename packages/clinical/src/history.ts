/**
 * Reading a free-text history into clauses, each with the section heading it sits under ("PMH:",
 * "FH:") when the author used headings. The verbatim words of each clause are kept as its source.
 */

import { reactionWords } from './allergies.js';
import { conditionWords } from './draft.js';
import { remedyVerb } from './lexicon/clauseShapes.js';
import { letterFrameRows } from './lexicon/noteWords.js';
import { relativeLead } from './lexicon/relatives.js';
import { conceptCount, distributed, topicCue } from './listItems.js';
import { namesMedicine } from './medicines.js';
import { expand, timeIn } from './phrasing.js';
import type { Section } from './sections.js';
import { sectionsOf } from './sections.js';
import { sentences, splitClauses } from './text.js';

export type { Section };
export { sectionsOf };

export interface Clause {
  /** The author's words, verbatim. */
  source: string;
  /** Normalised, abbreviations written out. */
  text: string;
  section: Section;
}

/** "lying on the sofa eases it": a clause that names a remedy, then its verb. */
const remedyFirst = new RegExp(`^(?:(?:a|an|the|some) )?[a-z]+(?: [a-z]+){0,8} ${remedyVerb}\\b`);

const cue =
  /\b(pain|ache|worse|better|started|began|since|ago|radiat\w*|spread\w*|sharp|dull|constant|times|out of 10|smok\w*|drinks?|alcohol|lives|works|takes|allerg\w*)\b/;

/**
 * "nausea and vomiting x3" → two clauses; "lives with wife and son" stays one. Each piece is the note's
 * own words; `time` is a time the list gave once for all its symptoms ("SOB and ankle swelling 3/52").
 */
function splitAnd(clause: string): { piece: string; time?: string }[] {
  // (Not inside brackets: "penicillin (rash and swollen lips)".)
  const pieces = clause.split(/\s+(and|&|\+|but|plus)\s+(?![^(]*\))/i);
  if (pieces.length < 3) return [{ piece: clause }];
  const out: string[] = [];
  let current = pieces[0] ?? '';
  for (let i = 1; i < pieces.length; i += 2) {
    const word = pieces[i] ?? 'and';
    const next = pieces[i + 1] ?? '';
    const a = expand(current);
    const b = expand(next);
    // "never had this before and hasn't injured it": a denial of its own.
    const denial =
      /^(hasn't|has not|hadn't|didn't|did not|doesn't|does not|isn't|is not|wasn't|haven't|have not|no|not|never|(?:has|have|had)(?: had)? (?:no|never))\b/.test(
        b,
      );
    // "has no allergies and his vaccinations are up to date": a clause with a subject and verb of its own.
    const ownSubject =
      /^(?:his|her|my|their|the) [a-z]+(?: [a-z]+)? (?:is|are|was|were|has|have|had)\b/.test(b) &&
      // "…every 30 days, and her last one was 10 days ago": "one" is the thing before, not a subject.
      !/^(?:his|her|my|their|the) (?:last|next|first|latest) one\b/.test(b);
    // "brought on by walking uphill and easing with rest": what worsens it, then what eases it.
    // (Not how earlier episodes ended: "each lasting 20 minutes and settling on its own".)
    // "…when she stands up, and lying on the sofa eases it": what eases it, named first.
    const eases =
      (/^(?:eas(?:es|ed|ing)|relieved|relieving|settl(?:es|ed|ing)|better|improv(?:es|ed|ing))\b/.test(b) ||
        (remedyFirst.test(b) && !/^(?:he|she|i|it|nothing|which|that|this|they|we|you)\b/.test(b))) &&
      !/\b(?:previous|similar|before|earlier)\b/.test(a);
    // "has never smoked and has a sherry at Christmas": two topics of the background, each its own clause.
    // "had eczema as a child and takes no regular medicines": a past illness, then the medicines.
    const twoTopics =
      topicCue(b) !== null &&
      topicCue(a) !== topicCue(b) &&
      (topicCue(a) !== null || (conditionWords.test(a) && !conceptCount(a)));
    // "…which gave her a widespread rash and swollen lips": a bare object after a relative clause's verb
    // is that verb's too.
    const asideObject = /\b(?:which|who|that)\b/.test(a) && !hasVerb.test(b) && b.split(' ').length <= 3;
    // ("no allergies to medicines, but peanuts give him hives": the allergy reader reads both halves.)
    if ((/^but$/i.test(word) && /\ballerg/.test(a)) || /\ballerg\w* [^,]*,? but\b/.test(a)) {
      current += ` ${word} ${next}`;
      continue;
    }
    const separate =
      denial ||
      ownSubject ||
      eases ||
      twoTopics ||
      (!asideObject &&
        !/^(then|moved|spread|went|travel|radiat|now|later)/.test(b) &&
        (conceptCount(a) > 0 || cue.test(a)) &&
        (conceptCount(b) > 0 || cue.test(b)) &&
        b.split(' ').length > 1 &&
        !/^(my |his |her |the )?(wife|husband|partner|son|daughter|children|kids|parents?|mother|father|mum|dad|brother|sister|friend|dog|cat)\b/.test(
          b,
        ));
    // "…every 30 days and her last one was 10 days ago": "one" is the thing before; they stay together.
    // "again and again", "on and off", "more and more": one phrase.
    // ("smoked 20 a day for 40 years and still smokes 10 a day": what goes on still is the same habit.)
    // ("had her wisdom teeth out and no other operations": the exception and the rest are one.)
    const refersBack =
      /^still (?:smokes|drinks|takes|uses|vapes)\b/.test(b) ||
      /^(?:no|nothing|none) (?:other|else|further|more)\b/.test(b) ||
      /^(?:his|her|my|their|the) (?:last|next|first|latest) one\b/.test(b) ||
      (a.split(' ').pop() ?? '') === (b.split(' ')[0] ?? '') ||
      (/\bon$/.test(a) && /^off\b/.test(b));
    if (separate && !refersBack) {
      out.push(current);
      current = next;
    } else current = `${current} ${word} ${next}`;
  }
  out.push(current);
  // "SOB and ankle swelling 3/52": a time at the end of a list of symptoms is the time of each.
  const lastRaw = out[out.length - 1] ?? '';
  const last = expand(lastRaw);
  const tail = last.match(
    /\b(?:for )?(?:about )?(?:\d+|a few|several) (?:days?|weeks?|months?|years?)$/,
  )?.[0];
  const words = lastRaw.trim().split(/\s+/);
  const rawTail = tail
    ? [1, 2, 3, 4].map((n) => words.slice(-n).join(' ')).find((w) => expand(w) === tail)
    : undefined;
  const shared = out.length > 1 && last.split(' ').length <= 6 ? rawTail : undefined;
  return out.map((piece, i) => {
    const p = expand(piece);
    return shared && i < out.length - 1 && p.split(' ').length <= 4 && conceptCount(p) > 0 && !timeIn(p)
      ? { piece, time: shared }
      : { piece };
  });
}

/**
 * Pieces that only continue the one before ("Ex-smoker, stopped 10 years ago, 30 pack-years"; "periods
 * every 30 days, her last one 10 days ago": "one" is the thing before).
 */
const continuation =
  /^((?:and |but )?(?:her|his|my|the) (?:last|next|first|latest) one\b|(?:about |around |roughly |nearly )?every (?:\d+ |half an? |other |few |couple of )?(?:minutes?|hours?|days?|weeks?|nights?|mornings?)\b|up to (?!date)|no help|no relief|not helped|didn't help|did not help|with no|stopped|quit|gave up|\d+ ?pack|\d+ (cigarettes?|cigs|a day|per day)|\d+ units|mainly|mostly|usually|occasionally|socially|each|which|both|all of which|settled|resolved|lasting|\(|diagnosed|since|for \d+ (years?|months?))/i;
/** A clause that is only how much or how often of a medicine ("two tablets at night", "twice daily"). */
const doseOnly =
  /^(?:(?:\d+(?:\.\d+)?|one|two|three|four|half|a|an) (?:tablets?|puffs?|capsules?|drops?|sachets?|ml|mg|g|mcg|micrograms?|units?|spoonfuls?|teaspoons?|patch(?:es)?)\b|(?:once|twice|three times|four times) (?:a |per )?(?:day|daily|week|weekly)\b|(?:at night|in the morning|each morning|every morning|daily|as needed|when needed|as required|prn|od|bd|tds|qds|nocte|mane)$)/;

/** A time alone that opens a sentence ("The evening before", "That night", "The next morning"). */
const frontedTime =
  /^(?:the (?:evening|night|morning|day|week) before|that (?:night|evening|morning|afternoon|day)|the (?:next|following) (?:day|morning|evening|night)|(?:later|earlier) that (?:day|night|evening|morning)|(?:yesterday|last) (?:evening|night|morning|afternoon))$/i;

/** "Last night at about 9 pm", "Two days ago": a piece that says only when. */
function onlyTime(p: string): boolean {
  const time = timeIn(p);
  return !!time && /^(?:(?:and|then|but|at|on|in|around|about)\s*)*$/.test(p.replace(time, '').trim());
}

/** An age said beside a person ("aged 4", "72 years old", "who is 10"). */
const appositiveAge = /^(?:aged? \d{1,3}|\d{1,3} (?:years?|yrs?|months?|weeks?) old|who is \d{1,3})$/;
/** A piece that starts with its verb, its subject left in the piece before. */
const verbFirst =
  /^(?:has|had|is|was|died|lives|works|gets|got|takes|took|suffers|suffered|developed|passed away|fills|sorts|orders|collects|manages)\b/;
/** A piece with a verb of its own. */
const hasVerb =
  /\b(?:is|are|was|were|has|have|had|does|did|takes?|took|gets?|got|goes|went|says?|said|feels?|felt|started|began|lives|works|smokes|drinks|died|makes?|made|comes?|came|[a-z]+ed)\b/;

/** A lone adjective before a comma describes what follows ("black, tarry stools"). */
const loneAdjective =
  /^(black|tarry|sticky|red|bright|dark|green|yellow|white|sharp|dull|constant|severe|mild|sudden|burning|crushing|stabbing|dry|itchy|painful|sore|raw|stiff|swollen|hot|tender|red hot|deep|heavy|tight|throbbing|shooting|gnawing|aching|squeezing|pounding|intense|excruciating|terrible|awful|dreadful|bad|gradual|persistent|intermittent|cramping|colicky|watery|bloody|frothy|foul|smelly|pale|cloudy|thick|thin|clear|raised|blotchy|blistering|weeping|scaly|flaky|purple|blue|grey|brown|pink|cold|clammy|sweaty|hoarse|barking|wet|productive|chesty|rattly)$/i;

function pieces(body: string, section: Section): { piece: string; time?: string }[] {
  return splitClauses(body, /;/).flatMap((part) => distributed(commaPieces(part, section).flatMap(splitAnd)));
}

function commaPieces(body: string, section: Section): string[] {
  const raw = splitClauses(body, /,/).flatMap((c) =>
    // "Worse after fatty food - had fish and chips": a dash between two clauses (not "Brother - cancer").
    // (Not a dash inside brackets: "Clenil 2 puffs BD (poor adherence - forgets it)".)
    c.split(/\s[-–—]\s(?![^(]*\))/).reduce<string[]>((acc, part, i) => {
      // ("Allergic to sulfa drugs - hives": an allergy and its reaction.)
      const before = acc[acc.length - 1] ?? '';
      if (
        i > 0 &&
        (before.trim().split(/\s+/).length <= 2 ||
          (/\ballerg/i.test(before) && reactionWords.test(part.trim().toLowerCase())))
      )
        acc[acc.length - 1] += ` - ${part}`;
      else acc.push(part);
      return acc;
    }, []),
  );
  const out: string[] = [];
  // "The evening before, he noticed a dull ache": a time that opens the next clause goes with it.
  let lead = '';
  for (const whole of raw) {
    const piece = lead ? `${lead} ${whole.trim()}` : whole;
    lead = '';
    // ("When I examined him, he had…": a fronted "when" clause goes with the clause it dates.)
    const frontedWhen =
      out.length === 0 &&
      !lead &&
      /^(?:when|while|whilst|after|before|as soon as|once) [^,]+$/i.test(piece.trim());
    if (
      (frontedTime.test(piece.trim()) || onlyTime(expand(piece)) || frontedWhen) &&
      whole !== raw[raw.length - 1]
    ) {
      lead = piece.trim();
      continue;
    }
    const prev = out[out.length - 1];
    const p = expand(piece);
    // ", and senna at night" after an aside ("…, which she takes more of lately"): the list's next item.
    const nextItem = /^(?:and|or)\b/.test(p) && namesMedicine(p);
    const inert =
      !nextItem &&
      p.split(' ').length <= 4 &&
      !conceptCount(p) &&
      !cue.test(p) &&
      !/\b(\d+ ?(year|yr)s? old|retired|nil|none|no|not|never|known|history|allerg\w*|smok\w*|lives|works|student|drinks?|takes?|on|diagnosed|pmh|fh|dh|sh|nkda|ago|since|for|out of 10|times|units?|bilateral|unilateral|left|right|both sides|one side|central|generali[sz]ed)\b/.test(
        p,
      ) &&
      !/\d/.test(p);
    const listOfPrev =
      prev !== undefined &&
      /\b(takes|taking|medications? (are|include)|is on|on regular)\b/.test(
        expand(prev).replace(/,? (?:which|who|whose) .*$/, ''),
      );
    if (
      prev !== undefined &&
      section !== 'dh' &&
      section !== 'pmh' &&
      section !== 'fh' &&
      (inert ||
        /^(but|which|who|so|although|though|then|only|except|apart from|other than|because|where|whereas|(?:and )?that)\b/i.test(
          piece.trim(),
        ) ||
        (listOfPrev && p.split(' ').length <= 4))
    ) {
      out[out.length - 1] = `${prev}, ${piece}`;
      continue;
    }
    // "his dad, Raj, had a hip problem": a relative's name after them is theirs, under any heading.
    if (prev !== undefined && /^[A-Z][a-z]+$/.test(piece.trim()) && relativeLead.test(expand(prev).trim())) {
      out[out.length - 1] = `${prev}, ${piece}`;
      continue;
    }
    // "His older sister, aged 4, has a cold": an age between a subject and its verb, and the verb after
    // them, belong to that subject's clause.
    if (prev !== undefined && (appositiveAge.test(p) || (verbFirst.test(p) && !hasVerb.test(expand(prev))))) {
      out[out.length - 1] = `${prev}, ${piece}`;
      continue;
    }
    // "Co-codamol 30/500, two tablets up to four times a day": a dose goes with the medicine before it.
    if (prev !== undefined && doseOnly.test(p)) {
      out[out.length - 1] = `${prev}, ${piece}`;
      continue;
    }
    // "flew back from Lagos, twelve days ago": a time goes with the clause before it.
    const timeOnly = /^(about |around )?\d+ (minutes?|hours?|days?|weeks?|months?|years?) ago\b/.test(p);
    const outcome = /^(no help|no relief|not helped|didn't help|did not help|with no)\b/i.test(piece.trim());
    // "Tamsulosin 400 micrograms, stopped 5 weeks ago": in a drug history too, a medicine's stopping
    // is its own.
    // ("Furosemide 40 mg, a water tablet, increased…", "Ibuprofen 400 mg, bought from the chemist…": what
    // a list's medicine is and where it came from are its own too.)
    // ("Ramipril 5 mg OD, 'forgets it', ran out 3/52 ago": how it is taken, or not, is the medicine's too.)
    const stopped =
      /^(?:stopped|discontinued|came off|started|increased|reduced|changed|bought|given|prescribed|taken|used|for|ran out|run out|forgets?|forgot|missed|not taken|not taking|has not|hasn't|only takes|rarely takes)\b|^['"‘“]/i.test(
        piece.trim(),
      ) ||
      /^(?:a|an) (?:[a-z]+ )?(?:tablets?|pills?|inhalers?|injections?|thinners?|blockers?|statins?|painkillers?|diuretics?|steroids?)\b/i.test(
        piece.trim(),
      );
    if (
      prev !== undefined &&
      (((continuation.test(piece.trim()) || timeOnly) && section !== 'dh') ||
        outcome ||
        (stopped && section === 'dh'))
    )
      out[out.length - 1] = `${prev}, ${piece}`;
    else if (
      prev
        ?.trim()
        .split(/\s+/)
        .every((w) => loneAdjective.test(w))
    )
      out[out.length - 1] = `${prev} ${piece}`;
    // "He passes black, tarry stools", "sudden, severe pain in his left testicle": an adjective ends the
    // clause and the list goes on to its noun, or to another adjective of it.
    else if (
      prev !== undefined &&
      loneAdjective.test(prev.trim().split(/\s+/).pop() ?? '') &&
      (p.split(' ').length <= 3 ||
        loneAdjective.test(p.split(' ')[0] ?? '') ||
        // ("a stiff, stooped back since his thirties": another adjective of it, then the noun.)
        (/^[a-z]+ed\b/.test(p) && !hasVerb.test(p.split(' ').slice(1).join(' ')) && p.split(' ').length <= 6))
    )
      out[out.length - 1] = `${prev}, ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** A history written as a letter: a salutation or a closing of one. */
export const isLetter = (history: string): boolean =>
  /^\s*dear\b/i.test(history) || /\b(?:yours (?:sincerely|faithfully)|kind regards)\b/i.test(history);

/** The history without a referral letter's framing (lexicon/noteWords.ts `letterFrameRows`). */
const withoutLetterFrame = (history: string) =>
  letterFrameRows.reduce((t, { frame }) => t.replace(frame, ''), history).trim();

/** Every clause of the history, in order. */
export function clausesOf(history: string): Clause[] {
  const out: Clause[] = [];
  for (const { section: heading, text, inline } of sectionsOf(withoutLetterFrame(history))) {
    let section = heading;
    for (const [n, sentence] of sentences(text).entries()) {
      // A heading inside prose heads its own sentence only.
      if (inline && n > 0) section = null;
      const body = sentence.replace(/[.!?]+$/, '');
      for (const { piece, time } of pieces(body, section)) {
        const source = piece.trim().replace(/^[-–•*]\s*/, '');
        if (!source) continue;
        out.push({ source, text: expand(time ? `${source} ${time}` : source), section });
      }
    }
  }
  return out;
}
