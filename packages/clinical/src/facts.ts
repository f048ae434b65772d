/**
 * A case as its author wrote it, read into atomic facts: each with a topic of the history-taking
 * taxonomy, the symptom it belongs to, a polarity, the verbatim source and what the patient says.
 * Pure and deterministic: the same case text gives the same facts with the same ids.
 */

import { verbatimFacts } from './author.js';
import { readClause } from './clauseReaders.js';
import {
  byTheWriter,
  nameAsPronoun,
  narratorsFamily,
  ofTheMedicine,
  pronounOf,
  reportersWord,
  withoutCarersLead,
} from './clauseWords.js';
import { type Draft, draft, id, type Reading } from './draft.js';
import { type Clause, clausesOf } from './history.js';
import { illnessFacts } from './illness.js';
import { carerWords } from './lexicon/relatives.js';
import { suspectRow } from './lexicon/suspect.js';
import { namedMedicines } from './medicines.js';
import { presentingOrder } from './order.js';
import { carerSaysIt, carersOtherSex, markOthers, unmarkOthers } from './otherPeople.js';
import { expand, firstPersonVerb } from './phrasing.js';
import { aboutChild } from './spoken.js';
import { type KnownSymptom, knowSymptom, mentions, presencePhrase, severityPhrase } from './symptoms.js';
import { normalize } from './text.js';
import type { CaseFacts, CaseInput, Fact } from './types.js';

// ---------------------------------------------------------------------------------------------------
// The whole case

/** Topics of the story of the illness, whose facts belong to the symptom they name. */
const storyTopics: ReadonlySet<string> = new Set([
  'associated',
  'other',
  'onset',
  'timing',
  'character',
  'previous',
]);

/**
 * The child's pronoun: from who the child is ("a 7-year-old boy"), else whose carer brought them ("by his
 * mum"), else the pronoun the note uses most (the carer's own "she" is fewer than the child's).
 */
function childPronoun(history: string, who?: string, broughtBy?: string): 'she' | 'he' {
  if (who && /^(girl|daughter)$/.test(who)) return 'she';
  if (who && /^(boy|son)$/.test(who)) return 'he';
  if (broughtBy) return /\bher\b/.test(broughtBy) ? 'she' : 'he';
  const count = (re: RegExp) => history.match(re)?.length ?? 0;
  return count(/\b(she|her|girl|daughter)\b/g) > count(/\b(he|him|his|boy|son)\b/g) ? 'she' : 'he';
}

/** Who tells the history: the patient, or a carer telling a child's ("brought in by his mother"). */
function childOf(history: string): Reading['child'] {
  // The patient's own age opens the note; "lives with husband + 3 y/o son" later is not a child's case.
  const ageMatch = expand(history)
    .slice(0, 80)
    .match(/\b(\d{1,2}) ?(?:year|month|week)s? old (girl|boy|child|baby|infant|toddler|son|daughter)\b/);
  const young = !!ageMatch && (/month|week/.test(ageMatch[0]) || Number(ageMatch[1]) < 12);
  // (lexicon/relatives.ts carerRows: an aunt or a stepfather tells the story of a child by age only;
  // "lives with her parents" is who she lives with, not who brought her.)
  const carers = carerWords(!young);
  const brought = `\\b(?:brought (?:in |to [a-z' ]{1,40}? )?(?:at [0-9]+ ?[ap]m )?by|accompanied by|(?<!\\b(?:lives?|living|lived|stays?|staying) )with) (?:her|his|their) (?:older |elder |big |foster |step )?`;
  const childMatch = expand(history).match(new RegExp(`${brought}(${carers})s?\\b`));
  // "brought in by her mum, Gemma": the carer's name, which the carer says as "I".
  const named = history.match(new RegExp(`${brought}(?:${carers}),? ([A-Z][a-z]+)\\b`))?.[1];
  return childMatch || young
    ? {
        pronoun: childPronoun(expand(history), ageMatch?.[2], childMatch?.[0]),
        narrator:
          childMatch?.[1]
            ?.replace(/^mum$/, 'mother')
            .replace(/^dad$/, 'father')
            .replace(/^stepmum$/, 'stepmother')
            .replace(/^stepdad$/, 'stepfather') ?? 'mother',
        ...(named ? { narratorName: named } : {}),
      }
    : null;
}

/** Each listed symptom: that the patient has it, where (from its name), how bad, and its description. */
function symptomDrafts(name: string, known: readonly KnownSymptom[], reading: Reading): Draft[] {
  const drafts: Draft[] = [draft('name', name, `My name is ${name.trim()}`, { origin: 'name' })];
  known.forEach((k, i) => {
    const symptom = k.symptom.name;
    const at = { symptom, concepts: [k.concept] };
    drafts.push(
      draft(i === 0 ? 'presenting' : 'associated', symptom, presencePhrase(k), { ...at, origin: 'symptom' }),
    );
    if (k.site) drafts.push(draft('site', symptom, `It's ${k.site.where}`, { ...at, origin: 'symptom' }));
    drafts.push(
      draft('severity', k.symptom.severity, severityPhrase[k.symptom.severity], {
        ...at,
        origin: 'severity',
      }),
    );
    const description = k.symptom.description?.trim();
    if (description)
      for (const clause of clausesOf(description))
        for (const d of illnessFacts({ ...clause, section: 'hpc' }, { ...reading, known: [k] }, k, false)
          .drafts)
          if (d.topic !== 'other' && d.topic !== 'associated' && d.topic !== 'site')
            drafts.push({ ...d, symptom, concepts: [k.concept], origin: 'description' });
  });
  return drafts;
}

/** The history, clause by clause, each read with the symptom the clause before went on about. */
function historyDrafts(input: CaseInput, known: readonly KnownSymptom[], reading: Reading): Draft[] {
  const history = input.medicalHistory ?? '';
  const named = nameAsPronoun(input.name, history);
  const reported = reportersWord(history);
  const unnamed = (text: string) =>
    narratorsFamily(reported(named(byTheWriter(text, history))), reading.child);
  const self = reading.child ? null : pronounOf(history).subject;
  const drafts: Draft[] = [];
  let focus: KnownSymptom | null = null;
  let section: Clause['section'] | undefined;
  let medicine: string | null = null;
  for (const raw of clausesOf(history)) {
    const own = markOthers(
      withoutCarersLead(unnamed(raw.text), reading.child),
      self ?? carersOtherSex(reading.child),
    );
    // "I started tamsulosin…; it has improved his stream", "…; she stopped it three weeks ago": the
    // medicine of the clause before, named where the note says "it".
    const clause = { ...raw, text: medicine ? ofTheMedicine(own, medicine, raw.section) : own };
    const named = namedMedicines(own);
    medicine = named.length === 1 ? (named[0] ?? null) : null;
    // What a clause goes on about carries to the next clause of the same section only.
    // Under a presenting-complaint heading, a clause that names no symptom is about the complaint.
    if (clause.section !== section)
      focus = clause.section === 'hpc' || clause.section === 'pc' ? (known[0] ?? null) : null;
    section = clause.section;
    const read = readClause(clause, reading, focus);
    drafts.push(...read.drafts);
    focus = read.linked ?? (read.drafts.some((d) => d.symptom) ? focus : read.drafts.length ? null : focus);
  }
  return drafts;
}

/** A pain's site from the history ("right big toe") is where the patient says the pain is. */
function withPainSites(drafts: Draft[], known: readonly KnownSymptom[]): void {
  for (const k of known) {
    if (k.concept !== 'pain') continue;
    const told = drafts.find(
      (d) => d.topic === 'site' && d.origin === 'history' && d.symptom === k.symptom.name,
    );
    const said = drafts.find(
      (d) =>
        d.symptom === k.symptom.name &&
        d.origin === 'symptom' &&
        (d.topic === 'presenting' || d.topic === 'associated'),
    );
    if (told && said)
      said.phrase = `${presencePhrase({ ...k, site: null })} ${told.phrase.replace(/^It's /, '')}`;
  }
}

/** A draft another of its topic says in full ("I take metformin" beside "I take metformin 1 g twice a day"). */
function saidInFull(d: Draft, drafts: readonly Draft[]): boolean {
  if (d.topic !== 'medication' && d.topic !== 'pmh') return false;
  const words = (x: Draft) =>
    new Set(
      normalize(x.phrase)
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    );
  const mine = words(d);
  return drafts.some(
    (o) =>
      o !== d &&
      o.topic === d.topic &&
      o.phrase.length > d.phrase.length &&
      [...mine].every((w) => words(o).has(w)),
  );
}

/** The drafts as facts: one age, nothing said twice, the story's clauses under their symptom, ids. */
function factsOf(
  drafts: Draft[],
  input: CaseInput,
  known: readonly KnownSymptom[],
  child: Reading['child'],
): Fact[] {
  const seen = new Set<string>();
  const spans = new Map<string, number>();
  const facts: Fact[] = [];
  // A person has one age: the note gives it first; a later "aged 12" dates an event ("admitted once,
  // aged 12").
  const firstAge = drafts.find((d) => d.topic === 'age');
  for (const d of drafts) {
    if ((d.topic === 'age' && d !== firstAge) || saidInFull(d, drafts)) continue;
    // A clause of the story that names one of the case's symptoms is about that symptom.
    if (!d.symptom && d.origin === 'history' && storyTopics.has(d.topic)) {
      const named = known.filter((k) => mentions(k, expand(d.source)));
      if (named.length === 1 && named[0]) d.symptom = named[0].symptom.name;
    }
    const own = (child ? carerSaysIt(d.phrase) : unmarkOthers(d.phrase)).replace(/\bI am\b/g, "I'm");
    const phrase = child && d.topic !== 'name' ? aboutChild(own, child.pronoun) : own;
    const named =
      d.topic === 'name' && child
        ? `${child.pronoun === 'she' ? 'Her' : 'His'} name is ${input.name.trim()}`
        : phrase;
    const fact = { ...d, phrase: named };
    const same = `${id(fact)}|${fact.phrase}`;
    if (seen.has(same) || !fact.phrase) continue;
    seen.add(same);
    const base = id(fact);
    const n = (spans.get(base) ?? 0) + 1;
    spans.set(base, n);
    facts.push({ id: n === 1 ? base : `${base}.${n}`, ...fact });
  }
  return facts;
}
/** "Gemma has given Calpol", "in Gemma's arms": the carer who tells the child's story says "I" and "my". */
function carerSpeaks(phrase: string, name: string): string {
  const n = name.replace(/[^A-Za-z]/g, '');
  return phrase
    .replace(new RegExp(`\\b${n}'s\\b`, 'gi'), 'my')
    .replace(
      new RegExp(
        `(^|[(,;:] ?|\\b(?:when|and|but|because|so|as|while|until|if|that|then|which|who|yesterday|today|last night|this morning) )${n} (\\w+)`,
        'gi',
      ),
      (_m, lead: string, v: string) => {
        return `${lead}I ${v === 'is' ? 'am' : (firstPersonVerb(v) ?? v)}`;
      },
    )
    .replace(new RegExp(`\\b${n}\\b`, 'gi'), 'me')
    .replace(/^I am\b/, "I'm");
}

/** Topics of the patient's own habits and life, which a sentence about someone else does not tell. */
const ownLife: ReadonlySet<string> = new Set(['smoking', 'alcohol', 'drugs', 'occupation']);

/**
 * "Dan smokes about ten a day", "Chloe does not smoke": a sentence whose subject is someone named who
 * is not the patient tells of that person, not of the patient. The reason, or null.
 */
function someoneElse(f: Fact, patient: string, narrator = ''): string | null {
  if (!ownLife.has(f.topic)) return null;
  const subject = f.source.match(
    /^([A-Z][a-z]+) (?:smokes|drinks|works|does|did|has|is|was|never|used)\b/,
  )?.[1];
  // (The carer who tells a child's story says their own: "Raj is a bus driver" is the narrator's job.)
  if (!subject || /^(He|She|It|They|The|His|Her|Patient)$/.test(subject)) return null;
  if (subject === narrator && /^I\b/.test(f.phrase)) return null;
  const own = normalize(patient).split(/\s+/);
  return own.includes(subject.toLowerCase())
    ? null
    : `"${subject}" is someone else: their habits are not the patient's`;
}

export function readCase(input: CaseInput): CaseFacts {
  const known = presentingOrder(input).map(knowSymptom);
  const child = childOf(input.medicalHistory ?? '');
  const reading: Reading = { known, child };
  const drafts = [...symptomDrafts(input.name, known, reading), ...historyDrafts(input, known, reading)];
  withPainSites(drafts, known);
  const facts = factsOf(drafts, input, known, child);
  // A fact read wrongly (lexicon/suspect.ts) gives way; a clause whose words the facts left do not all
  // say is carried whole, in the author's words (author.ts).
  const row = (f: Fact) => (f.origin === 'history' ? suspectRow(f) : null);
  const setAside = facts.flatMap((f) => {
    const r = row(f);
    return r && !r.retopic ? [{ source: f.source, phrase: f.phrase, reason: r.reason }] : [];
  });
  // A reading with the right words under the wrong topic keeps its words under the row's topic.
  const trusted = facts
    .flatMap((f) => {
      const r = row(f);
      return !r ? [f] : r.retopic ? [{ ...f, topic: r.retopic }] : [];
    })
    .filter((f) => {
      const other = someoneElse(f, input.name, child?.narratorName);
      if (other) setAside.push({ source: f.source, phrase: f.phrase, reason: other });
      return !other;
    });
  const self = child ? null : pronounOf(input.medicalHistory ?? '').subject;
  trusted.push(
    ...verbatimFacts(input, trusted, known, child?.pronoun ?? null, self, (text) =>
      withoutCarersLead(
        reportersWord(input.medicalHistory ?? '')(byTheWriter(text, input.medicalHistory ?? '')),
        child,
        input.name,
      ),
    ),
  );
  const told = child?.narratorName
    ? trusted.map((f) => ({ ...f, phrase: carerSpeaks(f.phrase, child.narratorName ?? '') }))
    : trusted;
  return { name: input.name, facts: told, symptoms: known.map((k) => k.symptom), setAside };
}
