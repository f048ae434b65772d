/**
 * The last step of every built-in answer (docs/patient.md#the-built-in-patient-no-openai-key): the rules'
 * answer is checked against what the case records, through the lexicon's word families, by the rows of
 * groundRules.ts (a denial gives way to a recorded fact that says every word asked; the number, side,
 * hour or specifics the answer lacks follow; a question no rule understood is answered by the fact that
 * best says its words, or by what the patient just said). A question that guesses at the diagnosis gets
 * the patient's "I don't know": a patient does not know its diagnosis.
 */
import { deniesPattern, tellsCircumstance } from './author.js';
import { conditionWords } from './draft.js';
import {
  asked,
  asksWho,
  bareAsk,
  circumstance,
  denial,
  type Grounding,
  type GroundRuleId,
  replacing,
  rules,
  saysAll,
  saysExactly,
  specifics,
  topicNames,
  untilThen,
} from './groundRules.js';
import { notSymptomRows } from './lexicon/unrecorded.js';
import { askedIndication, tellsMedicine, treats } from './medicines.js';
import { understand } from './questions.js';
import { askedWords, factWords, wordKeys } from './recall.js';
import { contentWords, normalize } from './text.js';
import type { Fact, PatientReply } from './types.js';

/** "Is it a migraine?", "Could this be angina?", "Do you think it's an ulcer?": a guess at a condition. */
const guessLead =
  /^(?:(?:so|and|do you think|could|might|would|maybe|perhaps) )?(?:is|could|might|would|it's|it is|this is|that's)? ?(?:it|this|that)? ?(?:be |is |'s )?(?:an? )?/;

/** "Do you enjoy gardening?", "Do you play golf?": a liking or a pastime, not a symptom. */
const pastime =
  /^(?:and |so |also )?(?:do|did|would) you (?:enjoy|like|love|play|watch|read|follow|support|go to|go|ride|drive|collect|cook|sing|dance|swim|run|cycle|walk)\b/;

/**
 * A plain "no" (no fact said) to a question about a pastime the case does not record, or an answer that
 * does not name the thing asked of ("Do you know your blood group?" answered about bleeding).
 */
export function unrecordedThing(
  question: string,
  ruled: PatientReply,
  facts: readonly Fact[],
  byId: ReadonlyMap<string, Fact>,
): { facts: Fact[] } | null {
  const q = normalize(question);
  if (pastime.test(q) && !ruled.facts.length && denial.test(normalize(ruled.text))) return { facts: [] };
  const asked = notSymptomRows.find((r) => r.named && r.words.test(q))?.words.exec(q)?.[0];
  if (!asked) return null;
  // The thing in any of its words ("pets": the collie; "abroad": the trip to Nepal).
  const groups = askedWords(asked);
  if (!groups.length) return null;
  const names = (f: Fact) => groups.every((g) => g.some((k) => factWords(f).has(k)));
  if (
    ruled.facts.some((id) => {
      const f = byId.get(id);
      return !!f && names(f);
    })
  )
    return null;
  // Its own words before a fact only read from the same clause ("It started 2 weeks ago"); what was
  // had before what was not ("No pet birds" answers too).
  const said = (f: Fact) => groups.every((g) => g.some((k) => wordKeys(f.phrase).includes(k)));
  const rank = (f: Fact) => (said(f) ? 0 : 2) + (f.polarity === 'present' ? 0 : 1);
  return {
    facts: facts
      .filter(names)
      .sort((a, b) => rank(a) - rank(b))
      .slice(0, 1),
  };
}

export function isDiagnosisGuess(question: string, diagnosisPatterns: readonly RegExp[]): boolean {
  const t = normalize(question);
  if (
    !/^(so |and )?(is it|is this|is that|could (it|this|that) be|might (it|this) be|do you think (it's|it is|you have|this is)|would it be|maybe it's|perhaps it's|have you got|do you have)\b/.test(
      t,
    )
  )
    return false;
  const rest = t.replace(guessLead, '');
  return (
    diagnosisPatterns.some((re) => re.test(t)) ||
    (/^(is|could|might|do you think|would|maybe|perhaps)/.test(t) && conditionWords.test(rest))
  );
}

/** What grounding is given: the rules' answer, the case's facts, and how the patient says facts. */
export interface GroundingOf {
  ruled: PatientReply;
  facts: readonly Fact[];
  byId: ReadonlyMap<string, Fact>;
  say: (used: Fact[]) => PatientReply;
  /** The patient may say this fact (its guard lets it through: it names no diagnosis or treatment). */
  speakable: (f: Fact) => boolean;
  /** The facts the patient's last line told, for a question that refers back to them. */
  previous?: readonly Fact[];
}

/**
 * "Any fever or chills?" asks of either: each alternative is grounded on its own, and the first that
 * changes the rules' answer decides.
 */
export function ground(question: string, of: GroundingOf): PatientReply & { rule?: GroundRuleId } {
  // "Did it stop on its own or did someone give him something?": two questions, each grounded.
  const halves = question.split(
    /,? or (?=(?:did|do|does|is|are|was|were|has|have|had|can|could|would|should)\b)/i,
  );
  const either = question.match(/\b([a-z]+) or ([a-z]+)\b/i);
  const alternatives =
    halves.length > 1
      ? halves
      : either
        ? [either[1], either[2]].map((w) => question.replace(either[0], w ?? ''))
        : [];
  if (!alternatives.length) return groundOne(question, of);
  for (const one of alternatives) {
    const grounded = groundOne(one, of);
    if (grounded.rule) return grounded;
  }
  return of.ruled;
}

function groundOne(question: string, of: GroundingOf): PatientReply & { rule?: GroundRuleId } {
  const { ruled, facts, byId, say, speakable } = of;
  // Words that only name the topic asked ("What medicines do you take?") need not be said again.
  const understood = understand(question);
  const naming = new Set(understood.topics.flatMap((t) => contentWords(topicNames[t] ?? '')));
  const asks = asked(question);
  const groups = asks.groups.filter((w) => ![...w].some((x) => naming.has(x)));
  const all = new Set(groups.flatMap((w) => [...w]));
  // "Who sorts out your tablets?" asks nothing but who: the rule that finds someone still looks.
  // "How many?", "Since when?": a question of asking words only refers back to the last answer.
  if (!groups.length && !asksWho.test(normalize(question)) && !bareAsk.test(normalize(question)))
    return ruled;
  const used = ruled.facts.map((id) => byId.get(id)).filter((f): f is Fact => !!f);
  // "Anything for your blood pressure?" answered by the amlodipine: answered by meaning, not by its words.
  const indication = askedIndication(question);
  if (indication && used.length && used.every((f) => treats(indication, f))) return ruled;
  // Asked about medicines, only a fact that tells of one answers instead ("anything for the pain?" is
  // not answered by the pain).
  const aboutMedicines = understood.topics.includes('medication');
  // Only a fact that tells of something present answers instead: never another denial.
  const candidates = facts.filter(
    (f) =>
      f.polarity === 'present' &&
      (!aboutMedicines || f.topic === 'medication' || tellsMedicine(f)) &&
      f.origin !== 'severity' &&
      // "No bleeding until yesterday" tells of bleeding: a denial that holds only up to a point.
      (!deniesPattern.test(f.phrase) || untilThen.test(normalize(f.source))) &&
      saysAll(groups, f) &&
      speakable(f),
  );
  // A catalogue's general description ("pain between the chest and the pelvis") does not contradict,
  // nor does what makes it worse or better ("worse when he coughs" is no cough).
  // "Have you been sick?" asks of vomiting: "I feel sick" (nausea) says the word, not the thing.
  const askedConcepts = understood.concepts.map((c) => c.concept);
  const contradicts = candidates.filter(
    (f) =>
      f.origin !== 'description' &&
      (!askedConcepts.length || !f.concepts.length || f.concepts.some((c) => askedConcepts.includes(c))) &&
      !circumstance.has(f.topic) &&
      !tellsCircumstance(f.source) &&
      groups.every((g) => saysExactly(g, f)),
  );
  const g: Grounding = {
    question,
    groups,
    all,
    ruled,
    text: normalize(ruled.text),
    used,
    candidates,
    contradicts,
    facts,
    speakable,
    previous: of.previous ?? [],
  };
  for (const rule of rules) {
    const answer = rule.apply(g);
    if (!answer) continue;
    // A fact that now answers instead may have more in the history: its specifics follow it too.
    const then =
      replacing.has(rule.id) && specifics ? specifics.apply({ ...g, used: answer, text: '' }) : null;
    return { ...say(then ?? answer), rule: rule.id };
  }
  return ruled;
}
