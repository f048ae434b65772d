/**
 * What the built-in patient knows while it answers (patient.ts): its case's facts and symptoms in
 * presenting order, its lines, its guard, and how it finds the facts a question is about.
 */

import { readCase } from './facts.js';
import { createGuard, type Guard } from './guard.js';
import { resolveLedger } from './ledger.js';
import { patientLines, symptomTopics } from './lines.js';
import { presentingOrder } from './order.js';
import { expand, lay } from './phrasing.js';
import { type Question, understand } from './questions.js';
import { recall } from './recall.js';
import { type KnownSymptom, knowSymptom, mentions } from './symptoms.js';
import { contentWords, normalize } from './text.js';
import type { CaseFacts, CaseInput, Fact, Topic, Turn } from './types.js';
import { impliedConcepts } from './vocabulary.js';

export interface PatientContext {
  /** The facts the readers understood (the rules answer from these). */
  facts: CaseFacts;
  /** Every fact, the verbatim ones too (author.ts): what retrieval (ground.ts) answers from. */
  all: CaseFacts;
  /** The case's symptoms, the presenting complaint first. */
  known: KnownSymptom[];
  byId: Map<string, Fact>;
  /** The patient's own lines (a child's carer speaks of "them"). */
  lines: Record<keyof typeof patientLines, string>;
  check: Guard;
  /** A child's case, told by a carer: how the carer speaks of the child ("she", "he"). */
  child: 'she' | 'he' | null;
}

export interface State {
  revealed: Set<string>;
  /** The symptom talked about last ("it"). */
  focus: KnownSymptom | null;
}

/** What a case's text reads as: the same for every patient of the case. */
interface Reading {
  all: CaseFacts;
  facts: CaseFacts;
  known: KnownSymptom[];
  byId: Map<string, Fact>;
}

/**
 * The readings of the cases read lately, by the case's text: every session of a case shares one, so
 * what is worked out once per fact and kept beside it (recall.ts's word sets, the matcher's symptoms)
 * is worked out once per case, not again on each session's first question. A reading is never changed
 * after it is made. The least recently used goes first.
 */
const readings = new Map<string, Reading>();
const KEEP_READINGS = 200;
function readingOf(input: CaseInput): Reading {
  const key = JSON.stringify([
    input.name,
    input.medicalHistory,
    input.symptoms.map((s) => [s.name, s.description, s.severity]),
    input.diagnosis ?? null,
    input.treatments ?? null,
  ]);
  let r = readings.get(key);
  if (r) readings.delete(key);
  else {
    const all = readCase(input);
    r = {
      all,
      facts: { ...all, facts: all.facts.filter((f) => !f.verbatim) },
      known: presentingOrder(input).map(knowSymptom),
      byId: new Map(all.facts.map((f) => [f.id, f])),
    };
    if (readings.size >= KEEP_READINGS) readings.delete(readings.keys().next().value as string);
  }
  readings.set(key, r);
  return r;
}

export function patientContext(input: CaseInput, guard?: Guard): PatientContext {
  const { all, facts, known, byId } = readingOf(input);
  const check = guard ?? createGuard(input, facts);
  const childName = facts.facts.find((f) => f.topic === 'name' && /^(Her|His) name/.test(f.phrase));
  const child = childName ? (/^Her\b/.test(childName.phrase) ? 'she' : 'he') : null;
  const lines = child
    ? {
        ...patientLines,
        diagnosis: "I don't know, doctor — that's what we were hoping you could tell us.",
        role: "Sorry, doctor, I'm not sure what you mean — we're just here because we're worried about them.",
        notWell: "They just haven't been right, doctor.",
      }
    : patientLines;

  return { facts, all, known, byId, lines, check, child };
}

export const symptomOf = (ctx: PatientContext, f: Fact) =>
  ctx.known.find((k) => k.symptom.name === f.symptom) ?? null;

/** The fact that the patient has a symptom at all. */
export const presence = (ctx: PatientContext, k: KnownSymptom) =>
  ctx.facts.facts.find(
    (f) =>
      f.symptom === k.symptom.name &&
      (f.topic === 'presenting' || f.topic === 'associated') &&
      f.origin === 'symptom',
  );

/** The state after one more turn of the conversation (changes `state`). */
function advance(ctx: PatientContext, state: State, turn: Turn): void {
  const { byId } = ctx;
  if (turn.isAI) {
    const ids = resolveLedger(turn, ctx.all);
    for (const id of ids) state.revealed.add(id);
    const last = [...ids]
      .reverse()
      .map((id) => byId.get(id))
      .find((f) => f?.symptom);
    if (last) state.focus = symptomOf(ctx, last) ?? state.focus;
  } else {
    const k = targetOf(ctx, understand(turn.text));
    if (k) state.focus = k;
  }
}

/**
 * What the patient has told and which symptom is being talked about, after a conversation; kept
 * between calls: a session asks again with the same conversation and its newest turns, so only those
 * are read (reading every earlier question again made each answer cost more than the last). Any other
 * conversation is read whole.
 */
export function conversationState(ctx: PatientContext): (conversation: readonly Turn[]) => State {
  const copy = (t: Turn): Turn => ({
    text: t.text,
    isAI: t.isAI,
    ...(t.facts ? { facts: [...t.facts] } : {}),
  });
  const same = (a: Turn | undefined, b: Turn) =>
    !!a && a.isAI === b.isAI && a.text === b.text && a.facts?.join('\n') === b.facts?.join('\n');
  let read: Turn[] = [];
  let after: State = { revealed: new Set(), focus: null };
  return (conversation) => {
    const continues = read.length <= conversation.length && read.every((t, i) => same(conversation[i], t));
    if (!continues) {
      read = [];
      after = { revealed: new Set(), focus: null };
    }
    const added = conversation.slice(read.length).map(copy);
    for (const turn of added) advance(ctx, after, turn);
    read.push(...added);
    // A copy: the answer may add to what it is given.
    return { revealed: new Set(after.revealed), focus: after.focus };
  };
}

export function targetOf(ctx: PatientContext, q: Question): KnownSymptom | null {
  const { known } = ctx;
  for (const c of q.concepts) {
    const k =
      known.find((x) => x.concept === c.concept && (c.concept !== 'pain' || mentions(x, q.text))) ??
      // "the blood" of a case's vaginal bleeding: the specific symptom the general word names.
      known.find((x) => (impliedConcepts[x.concept] ?? []).includes(c.concept));
    if (k) return k;
  }
  for (const k of known) if (mentions(k, q.text)) return k;
  // "What does the blood look like?": the case's bleeding, whatever its name.
  if (/\bblood\b/.test(q.text)) {
    const bleeding = known.find((x) =>
      /bleed|blood|haemat|hemat/.test(`${x.concept} ${normalize(x.symptom.name)}`),
    );
    if (bleeding) return bleeding;
  }
  return byNameWord(known, q.text);
}

/** "What does your urine look like?": the one symptom whose name has a word of the question. */
function byNameWord(known: readonly KnownSymptom[], question: string): KnownSymptom | null {
  const asked = new Set(contentWords(lay(expand(question))));
  // The name as written first ("Cloudy offensive urine"), then in lay words ("Dysuria": "passing urine").
  for (const words of [
    (k: KnownSymptom) => contentWords(k.symptom.name),
    (k: KnownSymptom) => contentWords(lay(expand(k.symptom.name))),
  ]) {
    const named = known.filter((k) => words(k).some((w) => w.length > 3 && asked.has(w)));
    if (named.length === 1) return named[0] ?? null;
    if (named.length > 1) return null;
  }
  return null;
}

/** Facts of a topic about a symptom, the history's before the catalogue's. */
export function topicFacts(ctx: PatientContext, topic: Topic, k: KnownSymptom | null): Fact[] {
  const { facts } = ctx;
  const all = facts.facts.filter((f) => f.topic === topic);
  if (!symptomTopics.includes(topic)) return all;
  const own = all.filter((f) => k && f.symptom === k.symptom.name);
  // What the history tells comes before the catalogue's generic words ("It's quite bad").
  const told = own.filter((f) => f.origin === 'history');
  if (told.length) return told;
  const general = all.filter((f) => !f.symptom && f.origin === 'history');
  // An itch and its rash are in the same places: another non-pain symptom's site, as the note told it.
  if (topic === 'site' && k && k.concept !== 'pain') {
    const near = all.filter(
      (f) => f.origin === 'history' && f.symptom && symptomOf(ctx, f)?.concept !== 'pain',
    );
    if (near.length) return near.slice(0, 1);
  }
  const described = own.filter((f) => f.origin === 'description');
  if (described.length) return described;
  if (general.length && topic !== 'site') return general;
  return own.length ? own : general;
}

/** Facts whose own words the question uses ("how many pillows?"): for questions no topic covers. */
export function search(ctx: PatientContext, q: Question, k: KnownSymptom | null): Fact[] {
  // A question that is not a yes/no check is never answered by a denial ("how long have you had
  // these pains?" must not find "no pain at rest").
  // ("When you fainted, did you bite your tongue?": the question after its leading clause.)
  const yesNo =
    /^(?:and |so |also )?(?:(?:when|if|after|before|while) [^,]+, )?(do|did|does|has|have|had|is|are|was|were|can|could)\b/.test(
      q.text,
    );
  // Retrieval reads every fact, the clauses carried in the author's words too.
  return recall(q.text, ctx.all.facts, {
    symptom: k?.symptom.name ?? null,
    ...(yesNo ? {} : { polarity: 'present' }),
  });
}

export function nextSymptom(ctx: PatientContext, state: State): Fact | null {
  const { facts, known } = ctx;
  for (const k of known) {
    const f = presence(ctx, k);
    if (f && !state.revealed.has(f.id)) return f;
  }
  return (
    facts.facts.find(
      (f) =>
        f.topic === 'associated' &&
        f.origin === 'history' &&
        f.polarity === 'present' &&
        !state.revealed.has(f.id),
    ) ?? null
  );
}

/** Facts without the verbatim copy of a clause another of them reads. */
export const withoutVerbatimTwins = (facts: readonly Fact[]): Fact[] =>
  facts.filter((f) => !f.verbatim || !facts.some((o) => !o.verbatim && o.source === f.source));
