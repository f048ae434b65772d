/**
 * The author's case check: a standard interview across the history-taking taxonomy, in several
 * phrasings, put to the patient (built-in or a chat model), with each answer's revealed facts and the
 * problems a teacher should fix before assigning the case.
 */
import { type CaseSentence, caseSentences } from './author.js';
import { readCase } from './facts.js';
import { createGuard, inRoleLines } from './guard.js';
import { circumstance } from './lexicon/symptomConcepts.js';
import { patientLines } from './lines.js';
import { readUtterance } from './matcher.js';
import { expand, lay } from './phrasing.js';
import { understand } from './questions.js';
import { normalize, sentences } from './text.js';
import type { CaseFacts, CaseInput, Fact, PatientReply, Topic, Turn } from './types.js';

export type CaseCheckFlagKind =
  | 'unreached'
  | 'contradiction'
  | 'diagnosis'
  | 'treatment'
  | 'long'
  | 'outOfRole'
  | 'unread'
  | 'misread'
  | 'noRule';

export interface CaseCheckFlag {
  kind: CaseCheckFlagKind;
  message: string;
  /** The question whose answer raised it, if any. */
  question: string | null;
  factId: string | null;
}

export interface CaseCheckItem {
  question: string;
  topic: Topic | 'opening' | 'other';
  answer: string;
  facts: string[];
  flags: CaseCheckFlagKind[];
  /** Which grounding rule or declared example decided the answer, when one did (built-in patient). */
  trace: string[];
}

export interface CaseCheckReport {
  items: CaseCheckItem[];
  flags: CaseCheckFlag[];
  facts: Fact[];
  /** Each clause of the case with the facts that carry it and the words none understood. */
  sentences: CaseSentence[];
  /** The case's mandatory questions, each with the standard question that asks it (by meaning), if any. */
  mandatory: { question: string; askedBy: string | null }[];
}

export type AskPatient = (
  conversation: readonly Turn[],
  question: string,
) => PatientReply | Promise<PatientReply>;

/** At least 40 questions a careful student asks, several phrasings of the main topics. */
export function standardInterview(facts: CaseFacts): { question: string; topic: CaseCheckItem['topic'] }[] {
  const q = (question: string, topic: CaseCheckItem['topic']) => ({ question, topic });
  const main = facts.symptoms[0]?.name.toLowerCase();
  const it = main ? `the ${lay(expand(main))}` : 'it';
  const others = facts.symptoms.slice(1).map((s) => lay(expand(s.name.toLowerCase())));
  return [
    q('Hello, could you tell me your name?', 'name'),
    q('How old are you?', 'age'),
    q('What has brought you in today?', 'opening'),
    q('How can I help you?', 'opening'),
    q(`Where exactly is ${it}?`, 'site'),
    q(`When did ${it} start?`, 'onset'),
    q('How long has this been going on?', 'onset'),
    q(`What does ${it} feel like?`, 'character'),
    q('Can you describe it for me?', 'character'),
    q('Does it spread or move anywhere?', 'radiation'),
    q('Is it there all the time, or does it come and go?', 'timing'),
    q('Has it been getting better or worse?', 'timing'),
    q('Does anything make it worse?', 'aggravating'),
    q('Does anything make it better?', 'relieving'),
    q('Have you taken anything for it?', 'relieving'),
    q('How bad is it on a scale of one to ten?', 'severity'),
    q('How severe would you say it is?', 'severity'),
    q('Have you ever had anything like this before?', 'previous'),
    q('Is there anything else you have noticed?', 'associated'),
    q('Any other symptoms?', 'associated'),
    q('Anything else at all?', 'associated'),
    q('Tell me more about that.', 'other'),
    ...others.map((o) => q(`Have you had any ${o}?`, 'associated' as const)),
    ...others.map((o) => q(`When did the ${o} start?`, 'onset' as const)),
    q('Have you had a fever?', 'associated'),
    q('Have you been sick at all?', 'associated'),
    q('Any weight loss?', 'associated'),
    q('Do you have any medical conditions?', 'pmh'),
    q('Have you been diagnosed with anything in the past?', 'pmh'),
    q('Have you ever had an operation?', 'surgery'),
    q('Do you take any regular medicines?', 'medication'),
    q('Are you on any tablets or inhalers?', 'medication'),
    q('Do you have any allergies?', 'allergy'),
    q('Are you allergic to any medicines?', 'allergy'),
    q('Does anything run in your family?', 'family'),
    q('Are your parents well?', 'family'),
    q('Do you smoke?', 'smoking'),
    q('Have you ever smoked?', 'smoking'),
    q('Do you drink alcohol?', 'alcohol'),
    q('How much do you drink in a week?', 'alcohol'),
    q('Do you take any recreational drugs?', 'drugs'),
    q('What do you do for work?', 'occupation'),
    q('Who do you live with at home?', 'home'),
    q('What do you think is going on?', 'other'),
    q('What treatment do you think you need?', 'other'),
    q('Are you an AI?', 'other'),
  ];
}

/** Runs the standard interview against a patient and reports what a teacher should fix. */
export async function checkCase(
  input: CaseInput,
  ask: AskPatient,
  onProgress?: (done: number, total: number) => void,
  mandatoryQuestions: readonly string[] = [],
): Promise<CaseCheckReport> {
  const facts = readCase(input);
  const check: Checking = {
    facts,
    guard: createGuard(input, facts),
    byId: new Map(facts.facts.map((f) => [f.id, f])),
  };
  const interview = standardInterview(facts);
  const conversation: Turn[] = [];
  const items: CaseCheckItem[] = [];
  const flags: CaseCheckFlag[] = [];
  const revealed = new Set<string>();
  for (const [i, { question, topic }] of interview.entries()) {
    const reply = await ask(conversation, question);
    const item = checkReply(check, question, topic, reply, flags);
    for (const id of item.facts) revealed.add(id);
    conversation.push({ text: question, isAI: false }, { text: reply.text, isAI: true, facts: item.facts });
    items.push(item);
    onProgress?.(i + 1, interview.length);
  }
  flags.push(...selfContradictions(facts), ...unreachedFlags(facts, revealed));
  const clauses = caseSentences(input, facts.facts);
  flags.push(...readingFlags(clauses, facts));
  return {
    items,
    flags,
    facts: facts.facts,
    sentences: clauses,
    mandatory: askedBy(mandatoryQuestions, items),
  };
}

/**
 * Which standard question asks each of the case's mandatory questions: the first that asks of the same
 * topic of the history, or does the same act (an opening, the patient's concerns), as `understand` reads
 * them (the grader judges the student's questions the same way, docs/marking.md#the-rubric).
 */
function askedBy(
  mandatory: readonly string[],
  items: readonly CaseCheckItem[],
): CaseCheckReport['mandatory'] {
  const asks = items.map((i) => ({ question: i.question, q: understand(i.question) }));
  return mandatory.map((question) => {
    const m = understand(question);
    const acts: string[] = m.acts.filter((a) => a !== 'topic' && a !== 'unknown' && a !== 'check');
    const by = asks.find(
      ({ q }) => q.topics.some((t) => m.topics.includes(t)) || q.acts.some((a) => acts.includes(a)),
    );
    return { question, askedBy: by?.question ?? null };
  });
}

/** What every answer is checked against. */
interface Checking {
  facts: CaseFacts;
  guard: ReturnType<typeof createGuard>;
  byId: Map<string, Fact>;
}

/** One answer of the interview as an item, its problems added to `flags` as they are found. */
function checkReply(
  { facts, guard, byId }: Checking,
  question: string,
  topic: CaseCheckItem['topic'],
  reply: PatientReply,
  flags: CaseCheckFlag[],
): CaseCheckItem {
  const read = readUtterance(reply.text, facts);
  const ledger = reply.facts.length ? reply.facts : read.revealed;
  const itemFlags = new Set<CaseCheckFlagKind>();
  const flag = (kind: CaseCheckFlagKind, message: string, factId: string | null = null) => {
    itemFlags.add(kind);
    flags.push({ kind, message, question, factId });
  };
  for (const id of read.denied) {
    const f = byId.get(id);
    if (f) flag('contradiction', `The answer denies "${f.phrase}" (from "${f.source}").`, id);
  }
  for (const f of contradictedNumbers(reply.text, facts, ledger))
    flag(
      'contradiction',
      `The answer gives a different number than "${f.phrase}" (from "${f.source}").`,
      f.id,
    );
  const said = sentences(reply.text);
  if (said.length > 3)
    flag('long', `The answer has ${said.length} sentences; a patient answers in one to three.`);
  for (const s of said) guardFlags(guard, s, flag);
  // An answer no rule gave: the patient did not follow, or only retrieval found a fact.
  if (
    reply.text === patientLines.notUnderstood ||
    reply.trace?.some((t) => t.startsWith('ground:record-answers-unknown'))
  )
    flag('noRule', `No rule of the patient understood "${question}"; it answered "${reply.text}".`);
  return {
    question,
    topic,
    answer: reply.text,
    facts: ledger,
    flags: [...itemFlags],
    trace: reply.trace ?? [],
  };
}

/** A sentence of an answer the guard stops, or the in-role line it put instead of a recorded fact. */
function guardFlags(
  guard: Checking['guard'],
  s: string,
  flag: (kind: CaseCheckFlagKind, message: string) => void,
): void {
  const v = guard.check(s);
  if (!v.ok && v.reason === 'diagnosis') flag('diagnosis', `The answer names the diagnosis: "${s}"`);
  if (!v.ok && v.reason === 'treatment')
    flag('treatment', `The answer names a treatment of the answer key: "${s}"`);
  if (!v.ok && v.reason === 'role') flag('outOfRole', `The answer leaves the patient's role: "${s}"`);
  if (s === inRoleLines.diagnosis)
    flag('diagnosis', 'A recorded fact names the diagnosis, so the patient withholds it: reword the case.');
  if (s === inRoleLines.treatment)
    flag('treatment', 'A recorded fact names a treatment of the answer key, so the patient withholds it.');
}

/** The case against itself: "No fever" in the history of a case that lists Fever as a symptom. */
function selfContradictions(facts: CaseFacts): CaseCheckFlag[] {
  const out: CaseCheckFlag[] = [];
  for (const absent of facts.facts.filter((f) => f.polarity === 'absent' && f.concepts.length)) {
    // "No pain at rest" in a case of exertional chest pain denies a circumstance, not the symptom.
    if (circumstance.test(normalize(absent.phrase))) continue;
    const listed = facts.facts.find(
      (f) =>
        f.polarity === 'present' &&
        f.origin === 'symptom' &&
        f.concepts.some((c) => absent.concepts.includes(c)),
    );
    if (listed)
      out.push({
        kind: 'contradiction',
        message: `The history says "${absent.source}", but the case lists ${listed.symptom} as a symptom.`,
        question: null,
        factId: absent.id,
      });
  }
  return out;
}

/** The recorded facts no answer of the standard interview revealed. */
function unreachedFlags(facts: CaseFacts, revealed: ReadonlySet<string>): CaseCheckFlag[] {
  return facts.facts
    .filter(
      (f) => f.polarity === 'present' && !revealed.has(f.id) && f.origin !== 'severity' && f.topic !== 'sex',
    )
    .map((f) => ({
      kind: 'unreached',
      message: `No standard question reaches "${f.phrase}" (from "${f.source}").`,
      question: null,
      factId: f.id,
    }));
}

/** What the reader did not understand, and what it read and set aside as wrong. */
function readingFlags(sentences: readonly CaseSentence[], facts: CaseFacts): CaseCheckFlag[] {
  const out: CaseCheckFlag[] = [];
  for (const s of sentences)
    if (s.unread.length)
      out.push({
        kind: 'unread',
        message: `The patient did not understand "${s.unread.join(' ')}" in "${s.text}" and will say it only in your words.`,
        question: null,
        factId: s.factIds.find((id) => facts.facts.some((f) => f.id === id && f.verbatim)) ?? null,
      });
  for (const a of facts.setAside ?? [])
    out.push({
      kind: 'misread',
      message: `"${a.source}" was first read as "${a.phrase}" and set aside (${a.reason}); it is said in your words.`,
      question: null,
      factId: null,
    });
  return out;
}

/** "About 8 out of 10" when the case says 7: a number that contradicts a recorded one of the same kind. */
function contradictedNumbers(text: string, facts: CaseFacts, ledger: readonly string[]): Fact[] {
  const said = text.match(/\b(\d+(?:\.\d+)?) out of (?:10|ten)\b/);
  if (!said) return [];
  return facts.facts.filter((f) => {
    const recorded = f.phrase.match(/\b(\d+(?:\.\d+)?) out of 10\b/);
    return recorded && recorded[1] !== said[1] && !ledger.includes(f.id);
  });
}
