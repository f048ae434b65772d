/**
 * How an answer to a yes-or-no question begins: a sentence that denies what the question asks is
 * answered "No, …" first, as a patient would say it ("Any diarrhoea?" → "No, I opened my bowels this
 * morning, with no diarrhoea."). Negation scope comes from lexicon/negation.ts; a word asked about that
 * is also said outside a denial ("I was sick twice but not blood") is told, so no "No" is put first.
 */
import {
  askedLossRows,
  limitRows,
  negatingPrefix,
  negationReach,
  negationRows,
  normalReport,
  notDenialRows,
  pastHabit,
  scopeEndRows,
} from './lexicon/negation.js';
import { askedWords, sameFamilies, wordKeys } from './recall.js';
import { normalize } from './text.js';

const negators = new Set(negationRows.flatMap((r) => r.words.split(' ')));
const scopeEnds = new Set(scopeEndRows.flatMap((r) => r.words.split(' ')));
const notDenials = new Set(notDenialRows.flatMap((r) => r.words.split(' ')));
const limits = new Set(limitRows.flatMap((r) => r.words.split(' ')));
const askedLoss = new Set(askedLossRows.flatMap((r) => r.words.split(' ')));

/** A question a plain yes or no answers. */
export const yesNoQuestion =
  /^(?:and |so |also |ok(?:ay)?,? )?(?:did|does|do|has|have|had|is|was|were|are|any|can|could|ever)\b/;

/** A sentence that already starts by saying no. */
const startsNo = /^(no|nope|not|never|nothing|none|nobody)\b/i;

/** Whether `sentence` denies what `question` asks: an asked word in a denial's scope, and none outside it. */
export function deniesAsked(question: string, sentence: string): boolean {
  const groups = askedWords(question).map((g) => new Set(g));
  if (
    !groups.length ||
    normalize(question)
      .split(/\W+/)
      .some((w) => askedLoss.has(w) || w.endsWith("n't"))
  )
    return false;
  // "Any change in your hearing?" → "My hearing is normal": the thing asked of, reported as it should be.
  const said = normalize(sentence);
  // ("Any black or bloody poo?" → "My stools have been a normal brown colour.")
  if (
    ((normalReport.asksOfChange.test(normalize(question)) && normalReport.saysNormal.test(said)) ||
      /\b(?:a |the )?normal (?:\w+ )?colou?r\b/.test(said)) &&
    groups.some((g) => said.split(/\W+/).some((w) => wordKeys(w).some((k) => g.has(k))))
  )
    return true;
  // ("Do you smoke?" → "I used to smoke, but I stopped in 1980.")
  const q = normalize(question);
  if (
    pastHabit.asksNow.test(q) &&
    pastHabit.habit.test(q) &&
    pastHabit.toldPast.test(said) &&
    !pastHabit.stillNow.test(said)
  )
    return true;
  // ("Are your periods regular?" → "My periods have become irregular.")
  const askedStems = askedWords(question)
    .map((g) => g[0] ?? '')
    .filter((w) => w.length >= 4);
  if (askedStems.some((w) => new RegExp(`\\b${negatingPrefix.prefix}${w}`).test(said))) return true;
  // ("Could you be pregnant?" → "A pregnancy test I did last week was negative.")
  if (
    /\b(?:was|were|is|came back|has come back) (?:negative|clear)\b/.test(said) &&
    said.split(/\W+/).some((w) => wordKeys(w).some((k) => groups.some((g) => g.has(k))))
  )
    return true;
  // ("Any pain between attacks?" → "Between attacks I'm pain-free.")
  if (askedStems.some((w) => new RegExp(`\\b${w}\\w* free\\b`).test(said))) return true;
  const tokens = said.split(/(?=[,;:.])|\s+/).filter(Boolean);
  if (tokens.some((t) => limits.has(t))) return false;
  let reach = 0;
  let denied = false;
  // Asked words said before a denial in the same clause: its subject ("The room does not spin"), told
  // only if the denial itself denies nothing asked ("My chest pain doesn't spread").
  let before = false;
  let deniedHere = false;
  const endClause = () => {
    if (before && !deniedHere) return false;
    before = false;
    deniedHere = false;
    return true;
  };
  for (const token of tokens) {
    const word = token.replace(/^[,;:.]+/, '');
    if (/^[,;:.]/.test(token) || scopeEnds.has(word)) {
      reach = 0;
      if (!endClause()) return false;
    }
    if (negators.has(word) || word.endsWith("n't") || /-free$/.test(word)) {
      reach = negationReach;
      continue;
    }
    if (reach === negationReach && notDenials.has(word)) reach = 0;
    const keys = word ? wordKeys(word) : [];
    const asked = (k: string) => groups.some((g) => g.has(k));
    // The word itself, or one naming the same thing ("wee", "urine"), is what was asked: a related word
    // is not ("no regular medicines" denies no medical problem; "bowels … normal" tells of no diarrhoea).
    const itself = keys.some((k) => asked(k) && (!k.startsWith('#') || sameFamilies.has(k)));
    if (reach > 0 && itself) {
      denied = true;
      deniedHere = true;
    } else if (itself && !deniedHere) before = true;
    else if (itself) return false;
    if (reach > 0) reach--;
  }
  return endClause() && denied;
}

/** A sentence said after "No, " ("I …" keeps its capital, anything else goes lower case). */
export const afterNo = (sentence: string) =>
  `No, ${/^I\b/.test(sentence) ? sentence : sentence.charAt(0).toLowerCase() + sentence.slice(1)}`;

/** The answer's first sentence led by "No, " when it denies what the yes-or-no question asks. */
export function leadWithNo(question: string, first: string): string {
  if (!yesNoQuestion.test(normalize(question)) || startsNo.test(first) || !deniesAsked(question, first))
    return first;
  return afterNo(first);
}

/**
 * The answer with the sentence that denies what a yes-or-no question asks said first ("Did he have a
 * fall?" → "No, nobody knows of any fall or injury. He's got a mild pain in his knee."), when no sentence
 * before it speaks of what was asked; else the answer as it was.
 */
export function denialFirst(question: string, sentences: readonly string[]): string[] {
  if (!yesNoQuestion.test(normalize(question)) || sentences.length < 2 || startsNo.test(sentences[0] ?? ''))
    return [...sentences];
  const asked = askedWords(question).map((g) => new Set(g));
  const speaksOf = (s: string) =>
    normalize(s)
      .split(/\W+/)
      .some((w) => wordKeys(w).some((k) => asked.some((g) => g.has(k))));
  for (let i = 1; i < sentences.length; i++) {
    const s = sentences[i] ?? '';
    if (sentences.slice(0, i).some(speaksOf)) return [...sentences];
    if (startsNo.test(s) || deniesAsked(question, s))
      return [leadWithNo(question, s), ...sentences.filter((_, j) => j !== i)];
  }
  return [...sentences];
}
