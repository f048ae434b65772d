/**
 * The guard on what the patient says: a sentence that names the diagnosis (its words, a synonym or a
 * lay term), suggests a test or treatment of the answer key, or leaves the role is replaced by an
 * in-role line before the student sees it. A relative's illness in the family history may be named,
 * and the patient's own recorded medicines may be named.
 */
import {
  diagnosisSynonyms,
  otherLanguageNames,
  type ShortName,
  shortNames,
} from './lexicon/abbreviations.js';
import { relativePattern } from './lexicon/relatives.js';
import { expand } from './phrasing.js';
import { normalize } from './text.js';
import type { CaseFacts, CaseInput } from './types.js';

export type GuardReason = 'diagnosis' | 'treatment' | 'role';

export interface GuardVerdict {
  ok: boolean;
  reason: GuardReason | null;
  /** What the student sees: the sentence itself, or the in-role line that replaces it. */
  text: string;
}

export const inRoleLines: Record<GuardReason, string> = {
  diagnosis: "I really don't know what it is, doctor — that's what I'm hoping you'll find out.",
  treatment: "I'll leave what to do about it to you, doctor.",
  role: "Sorry, doctor, I'm not sure what you mean — I just want to feel better.",
};

/** Words of a diagnosis that say nothing on their own. */
const qualifiers = new Set(
  'acute chronic suspected probable possible likely mild moderate severe mellitus type community acquired hospital disease syndrome disorder uncomplicated complicated early late simple primary secondary of the and with left right bilateral 1 2 i ii exacerbation episode infective infection inflammation viral bacterial lower upper tract major minor recurrent new onset attack failure injury induced related associated due from caused presumed query from an a to in on nsaid nsaids drug medication first second third fourth fifth big small great greater lesser after following secondary caused triggered precipitated long short term standing worse better than painful excess review investigated'.split(
    ' ',
  ),
);

/** Body parts and systems: too common to forbid alone ("heart failure" is forbidden whole, not "heart"). */
const bodyWords = new Set(
  'heart lung lungs chest kidney kidneys liver bladder bowel bowels skin brain blood bone bones joint joints stomach urinary renal cardiac pulmonary gastric pelvic cerebral head neck back throat nerve nerves muscle muscles vein veins artery arteries thyroid pain colic'.split(
    ' ',
  ),
);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Patterns that name this diagnosis: its distinctive words (stemmed), its synonyms and lay terms. */
/** The diagnosis's whole name without its qualifiers ("septic arthritis knee"), when it has two words or more. */
function corePattern(diagnosis: string | null | undefined): RegExp | null {
  const core = normalize(diagnosis ?? '')
    .split(' ')
    .filter((w) => !qualifiers.has(w))
    .join(' ');
  return core.includes(' ') ? new RegExp(`\\b${escapeRegExp(core)}\\b`) : null;
}

/**
 * The words of the circumstances an author writes after a diagnosis's name ("Hypothermia after a long
 * lie following a fall in an unheated house", "Osteoarthritis of both knees, right worse than left"): where the patient's own story uses one ("fall",
 * "house"), it is theirs to say (keyNames); the name itself never is.
 */
const circumstanceLead =
  /(?:\s(?:after|following|due to|secondary to|caused by|triggered by|precipitated by|in an?)\s|[,;]\s*)(.*)$/i;
export const circumstanceWords = (diagnosis: string): Set<string> =>
  new Set(normalize(diagnosis.match(circumstanceLead)?.[1] ?? '').split(/[^a-z0-9]+/));

export function diagnosisPatterns(diagnosis: string | null | undefined): RegExp[] {
  const n = expand(diagnosis ?? '');
  if (!n.trim()) return [];
  const out: RegExp[] = [];
  const words = normalize(diagnosis ?? '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 3 && !qualifiers.has(w) && !bodyWords.has(w));
  for (const w of words) {
    const root = w.length > 7 ? w.slice(0, w.length - 3) : w.length > 5 ? w.slice(0, w.length - 1) : w;
    out.push(new RegExp(`\\b${escapeRegExp(root)}`));
  }
  const core = corePattern(diagnosis);
  if (core) out.push(core);
  for (const [when, terms] of diagnosisSynonyms)
    if (when.test(n)) for (const t of terms) out.push(new RegExp(`\\b${escapeRegExp(t)}(s|es)?\\b`));
  return out;
}

/** The other names of a diagnosis: its whole phrase, synonyms and lay terms ("heart attack" for MI). */
export function diagnosisSynonymPatterns(diagnosis: string | null | undefined): RegExp[] {
  const n = expand(diagnosis ?? '');
  if (!n.trim()) return [];
  const out: RegExp[] = [];
  for (const [when, terms] of diagnosisSynonyms)
    if (when.test(n))
      for (const t of terms) if (t.length > 3) out.push(new RegExp(`\\b${escapeRegExp(t)}(s|es)?\\b`));
  return out;
}

const genericTreatment = new Set(
  'rest fluids fluid advice lifestyle diet exercise analgesia analgesic review monitoring monitor referral refer reassurance observation observations follow up safety netting netting admission admit urgent oral iv intravenous if below above and or with plus then daily dose doses course weeks days hours sats saturation saturations target check checks test tests bloods blood regular regularly consider start stop continue sips small frequent education support counselling physiotherapy physio sleep hygiene weight loss smoking cessation alcohol reduction'.split(
    ' ',
  ),
);
const namedCare =
  /\b(ecg|ekg|pci|cabg|x ?rays?|ct|mri|ultrasound|scan|endoscopy|colonoscopy|gastroscopy|ercp|mrcp|biopsy|angiogram|angiography|echo|echocardiogram|spirometry|lumbar puncture|nebulis\w*|antibiotics?|steroids?|insulin|inhalers?|oxygen|surgery|surgical|operation|\w+ectomy|\w+otomy|\w+plasty|transfusion|dialysis|cbt|therapy|antidepressants?|catheter\w*|stent\w*|thrombolysis|anticoagula\w*|cast|splint|traction)\b/g;
const drugWord =
  /\b[a-z]+(olol|pril|sartan|statin|formin|azole|cillin|mycin|cycline|floxacin|dipine|prazole|tidine|lukast|sone|olone|parin|xaban|gatran|farin|semide|thiazide|amol|profen|fenac|tadine|triptan|pine|zepam|oxetine|aline|pram|tropin|glycerin|nitrate|mab|vir|cef\w+|cillin)\b|\b(aspirin|paracetamol|ibuprofen|naproxen|codeine|morphine|tramadol|gtn|nitroglycerin|adrenaline|epinephrine|salbutamol|ipratropium|prednisolone|hydrocortisone|metformin|gliclazide|levothyroxine|warfarin|heparin|clopidogrel|ticagrelor|doxycycline|clarithromycin|amoxicillin|co amoxiclav|trimethoprim|nitrofurantoin|ceftriaxone|fluids|buscopan|ondansetron|metoclopramide|cyclizine|omeprazole|lansoprazole|sumatriptan|allopurinol|colchicine|sertraline|fluoxetine|citalopram|lithium|olanzapine|emollients?|antihistamines?|calamine|permethrin|aciclovir|oseltamivir|iron)\b/g;

/** The words of the answer key's treatments a patient must not suggest. */
export function treatmentTerms(treatments: string | null | undefined): string[] {
  const t = expand(treatments ?? '');
  const terms = new Set<string>();
  for (const m of t.matchAll(namedCare)) terms.add(m[0]);
  for (const m of t.matchAll(drugWord)) if (!genericTreatment.has(m[0])) terms.add(m[0]);
  return [...terms];
}

const outOfRole = [
  /\bas an ai\b|\ban ai\b|\bai (language )?model\b|\blanguage model\b|\bartificial intelligence\b|\bchat ?gpt\b|\bopenai\b|\bllm\b/,
  /\bvirtual patient\b|\bsimulated patient\b|\bsimulation\b|\brole ?play\w*\b|\bin character\b|\bmy (instructions|prompt|programming|case record|case notes)\b|\bsystem prompt\b/,
  /\bi (would )?(recommend|suggest|advise) (that )?(you|we|a|an|the|getting|starting|taking|some)\b/,
  /\byou (should|could|might want to|need to|must) (prescribe|order|give me|start me|check my|do an?|send me for|refer me|consider)\b/,
  /\b(the|my|a|likely|differential) diagnos(is|es)\b|\bdifferential\b|\bmost likely (diagnosis|cause)\b/,
  /\bi('m| am) (sorry,? )?(but )?(not able|unable) to (help|assist|provide)\b|\bi can(no|')t (help|assist) with\b/,
  /\bhow can i (help|assist) you\b|\bwhat brings you in\b|\bis there anything else i can help\b/,
];

/** Letters of other scripts that look like Latin ones ("pneumоnia" with a Cyrillic о), read as those. */
const lookAlikes: Record<string, string> = Object.fromEntries(
  [
    ['аеіјорсухѕԁһӏԛԝ', 'aeijopcyxsdhlqw'], // Cyrillic, lower case
    ['АВЕЅІЈКМНОРСТХУ', 'ABESIJKMHOPCTXY'], // Cyrillic, capitals
    ['αβεικνορτυχ', 'abeikvoptux'], // Greek, lower case
    ['ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ', 'ABEZHIKMNOPTYX'], // Greek, capitals
  ].flatMap(([from = '', to = '']) => [...from].map((c, i) => [c, to[i] ?? c])),
);

/** Three or more single letters with dots, dashes, spaces or stars between: "p-n-e-u-m-o-n-i-a". */
const spelledOut = /(?<![\p{L}'’])(?:\p{L}[\s.\-\u2010-\u2015_*·•]+){2,}\p{L}(?!\p{L})/gu;

/**
 * A word spelled out, joined up; two spaces or more part words ("h e a r t  a t t a c k"). A leading
 * "a" or "I" may be a word of its own ("a p n e u m o n i a"): both readings are kept.
 */
function joinLetters(run: string): string {
  const joined = run.replace(/[^\p{L}]+/gu, (gap) => (/\s\s/.test(gap) ? ' ' : ''));
  const lone = /^([aAI])\s(?!\s)/.exec(run);
  return lone ? `${joined} ${lone[1]} ${joined.slice(1)}` : joined;
}

/**
 * A text with the tricks that hide a word undone, before any name is looked for: compatibility forms
 * (full-width and mathematical letters) as plain ones, invisible characters and combining marks
 * dropped, look-alike letters read as Latin, a word spelled out letter by letter joined up. Case kept.
 */
export function unmask(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u0370-\u052f]/g, (c) => lookAlikes[c] ?? c)
    .replace(spelledOut, joinLetters);
}

/**
 * A line read three ways: unmasked with its case kept (abbreviations that are everyday words count
 * only in capitals), in lower case, and normalised with the notes' abbreviations written out.
 */
export interface Said {
  cased: string;
  lower: string;
  plain: string;
}

export function said(text: string): Said {
  const cased = unmask(text);
  return { cased, lower: normalize(cased), plain: expand(cased) };
}

/** One name of the diagnosis or a treatment: a pattern and the reading of a line it is looked for in. */
export interface Name {
  re: RegExp;
  on: keyof Said;
}

const found = (n: Name, s: Said) => n.re.test(s[n.on]);

interface Lexeme {
  kind: ShortName['kind'];
  name: Name;
  /** What it stands for, as written in the lexicon and as the guard reads it (abbreviations expanded). */
  long: string;
  longRead: string;
  /** The short form in the answer key's own text, written out before the key is read. */
  inKey: RegExp | null;
}

let lexemes: Lexeme[] | null = null;
/** The lexicon's short and foreign names, compiled once on first use. */
function lexicon(): Lexeme[] {
  lexemes ??= [
    ...shortNames.map((row) => ({
      kind: row.kind,
      long: row.long,
      longRead: expand(row.long),
      inKey: new RegExp(`\\b${escapeRegExp(normalize(row.short))}\\b`, 'g'),
      name: row.anyCase
        ? { re: new RegExp(`\\b${escapeRegExp(normalize(row.short))}s?\\b`), on: 'lower' as const }
        : { re: new RegExp(`\\b${escapeRegExp(row.short)}s?\\b`), on: 'cased' as const },
    })),
    ...otherLanguageNames.map((row) => ({
      kind: 'diagnosis' as const,
      long: row.long,
      longRead: expand(row.long),
      inKey: null,
      name: {
        re: new RegExp(`\\b${escapeRegExp(normalize(row.name))}(?:s|es|en|n|e)?\\b`),
        on: 'lower' as const,
      },
    })),
  ];
  return lexemes;
}

/** The answer key's text with its short forms written out ("CAP" → "community acquired pneumonia"). */
function longForms(text: string | null | undefined, kind: ShortName['kind']): string {
  let t = normalize(text ?? '');
  for (const l of lexicon()) if (l.kind === kind && l.inKey) t = t.replace(l.inKey, l.long);
  return t;
}

/** What names the answer key: its diagnosis, and each treatment with the case's own use of it. */
export interface KeyNames {
  diagnosis: Name[];
  /** `own`: the case records it as the patient's own (a medicine taken, an allergy), so it may be said. */
  treatments: { names: Name[]; own: boolean }[];
}

/**
 * The names of a case's answer key. A short or foreign name counts where its long form would: "CAP"
 * is a name of a pneumonia, "doxy" of doxycycline.
 */
export function keyNames(input: Pick<CaseInput, 'diagnosis' | 'treatments'>, facts?: CaseFacts): KeyNames {
  // One word of the diagnosis that is also a symptom of the case, or a word of the patient's own
  // background ("fever" in "glandular fever" with a fever recorded; "amoxicillin rash" with an
  // amoxicillin allergy), is the patient's to say; the diagnosis's whole name stays unsaid.
  const ownWords = [
    ...(facts?.symptoms ?? []).map((s) => normalize(s.name)),
    ...(facts?.facts ?? [])
      .filter(
        (f) => ['medication', 'allergy', 'surgery', 'pmh'].includes(f.topic) && f.polarity === 'present',
      )
      .map((f) => normalize(f.source)),
  ];
  // One word of the diagnosis or of one of its other names that the patient's own record says
  // ("arthritis" with arthritis in both knees for years) is theirs to say; a name of two words or more
  // ("chest infection") never is.
  const single = (re: RegExp) => /^\\b[a-z0-9]+(\(s\|es\)\?)?(\\b)?$/.test(re.source);
  const circumstances = circumstanceWords(input.diagnosis ?? '');
  const story = (facts?.facts ?? []).filter((f) => f.origin === 'history').map((f) => normalize(f.source));
  const circumstance = (re: RegExp) =>
    single(re) && [...circumstances].some((w) => re.test(w)) && story.some((w) => re.test(w));
  const dx = diagnosisPatterns(longForms(input.diagnosis, 'diagnosis')).filter(
    (re) => !(single(re) && ownWords.some((w) => re.test(w))) && !circumstance(re),
  );
  const diagnosis: Name[] = [
    ...dx.map((re) => ({ re, on: 'plain' as const })),
    ...lexicon()
      .filter((l) => l.kind === 'diagnosis' && dx.some((re) => re.test(l.longRead)))
      .map((l) => l.name),
  ];
  const own = (facts?.facts ?? [])
    .filter((f) => ['medication', 'allergy', 'surgery', 'pmh', 'relieving'].includes(f.topic))
    .map((f) => said(`${f.source}. ${f.phrase}`));
  const treatments = treatmentTerms(longForms(input.treatments, 'medicine')).map((term) => {
    const re = new RegExp(`\\b${escapeRegExp(term)}\\b`);
    const n: Name[] = [
      { re, on: 'plain' },
      ...lexicon()
        .filter((l) => l.kind === 'medicine' && re.test(l.longRead))
        .map((l) => l.name),
    ];
    return { names: n, own: own.some((o) => n.some((x) => found(x, o))) };
  });
  return { diagnosis, treatments };
}

/** Whether a line names one of the key's treatments that is not the patient's own. */
export function namesTreatment(key: KeyNames, s: Said): boolean {
  return key.treatments.some((t) => !t.own && t.names.some((n) => found(n, s)));
}

/** Whether a line names the diagnosis (with no regard to whose illness it is). */
export function namesDiagnosis(key: KeyNames, s: Said): boolean {
  return key.diagnosis.some((n) => found(n, s));
}

export interface Guard {
  check(sentence: string): GuardVerdict;
}

/** A guard for one case. Pass the case's facts so its family history and own medicines stay sayable. */
export function createGuard(input: Pick<CaseInput, 'diagnosis' | 'treatments'>, facts?: CaseFacts): Guard {
  const key = keyNames(input, facts);
  // (The note's words and the patient's: "father died of MI" is said "died of a heart attack".)
  const family = (facts?.facts ?? [])
    .filter((f) => f.topic === 'family')
    .flatMap((f) => [said(f.source), said(f.phrase)]);
  return {
    check(sentence) {
      const s = said(sentence);
      if (outOfRole.some((re) => re.test(s.plain)))
        return { ok: false, reason: 'role', text: inRoleLines.role };
      // "My father had gallstones": a relative's illness, recorded as such, may be named.
      const aboutRelative = (n: Name) => relativePattern.test(s.plain) && family.some((f) => found(n, f));
      if (key.diagnosis.some((n) => found(n, s) && !aboutRelative(n)))
        return { ok: false, reason: 'diagnosis', text: inRoleLines.diagnosis };
      if (namesTreatment(key, s)) return { ok: false, reason: 'treatment', text: inRoleLines.treatment };
      return { ok: true, reason: null, text: sentence };
    },
  };
}

/**
 * Sentence ends: a full stop, question or exclamation mark (not inside "Dr." or "1.5"; no full stop
 * after a single letter, so "p. n. e. u. …" is checked whole), or a new line.
 */
const sentenceEnd =
  /(?<!\b(?:dr|mr|mrs|ms|st|e\.g|i\.e|approx|vs))(?!(?<=\b[a-z])\.)([.!?]+["')\]]*)(?=\s)|\n+/gi;

export interface StreamGuard {
  /** Feeds streamed text; returns the sentences now complete, each as the student may see it. */
  push(delta: string): GuardVerdict[];
  /** The stream ended: the rest, checked. */
  end(): GuardVerdict[];
}

/** Holds streamed text until each sentence ends, then checks it; one in-role line per kind at most. */
export function streamGuard(guard: Guard): StreamGuard {
  let buffer = '';
  const replaced = new Set<GuardReason>();
  const verdict = (sentence: string): GuardVerdict | null => {
    const v = guard.check(sentence);
    if (v.ok || !v.reason) return v;
    if (replaced.has(v.reason)) return null;
    replaced.add(v.reason);
    return { ...v, text: /^\s/.test(sentence) ? ` ${v.text}` : v.text };
  };
  const take = (final: boolean): GuardVerdict[] => {
    const out: GuardVerdict[] = [];
    let from = 0;
    for (const m of buffer.matchAll(sentenceEnd)) {
      if (m.index === undefined) continue;
      const end = m.index + m[0].length;
      const sentence = buffer.slice(from, end);
      if (sentence.trim()) {
        const v = verdict(sentence);
        if (v) out.push(v);
      }
      from = end;
    }
    buffer = buffer.slice(from);
    if (final && buffer.trim()) {
      const v = verdict(buffer);
      if (v) out.push(v);
      buffer = '';
    }
    return out;
  };
  return {
    push(delta) {
      buffer += delta;
      return take(false);
    },
    end() {
      return take(true);
    },
  };
}
