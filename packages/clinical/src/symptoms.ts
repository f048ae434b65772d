/**
 * A case's symptoms as the patient knows them: which concept each one is (pain at a site, nausea, or a
 * symptom understood from its own words), and how to find it in a question or an answer.
 */
import { type BodySite, painPattern } from './lexicon/bodySites.js';
import { type SymptomConcept, symptomConcepts } from './lexicon/symptomConcepts.js';
import { expand, lay, withArticle } from './phrasing.js';
import { contentWords, normalize } from './text.js';
import type { CaseSymptom, Severity } from './types.js';
import { conceptById, siteIn } from './vocabulary.js';

export interface KnownSymptom {
  symptom: CaseSymptom;
  index: number;
  /** A concept id of `lexicon/symptomConcepts.ts`, `pain`, or `own:<name>` for a symptom no concept names. */
  concept: string;
  site: BodySite | null;
  /**
   * The other concepts its name joins to the first: "Nausea and vomiting" is vomiting too, so a clause
   * that says "vomited 3 times" tells of it. (Never pain: "Cough and chest pain" is not the pain's.)
   */
  joined: string[];
  /** The stemmed content words of its name, for symptoms no concept names. */
  words: string[];
}

/** Which concept a text names first: a listed symptom, else pain (with its site). */
/** Concepts that are a pain in themselves: a pain at their site is already them ("sore throat"). */
export const painConcepts: ReadonlySet<string> = new Set([
  'headache',
  'sore throat',
  'dysuria',
  'ear',
  'neck stiffness',
  'pain during sex',
]);

export function conceptsIn(text: string): { concept: string; site: BodySite | null }[] {
  const found: { concept: string; site: BodySite | null; at: number }[] = [];
  // "worse on deep breath": breathing as a trigger, not breathlessness.
  const breathTrigger =
    /\b(deep breaths?|on breath\w*|when (i |you )?breath\w*|breathing in|take a breath|breathe in)\b/.test(
      text,
    ) && !/\bshort|breathless|out of breath|sob\b|struggl/.test(text);
  for (const c of symptomConcepts) {
    if (c.id === 'breathlessness' && breathTrigger) continue;
    const m = text.match(c.match);
    if (m && m.index !== undefined) found.push({ concept: c.id, site: null, at: m.index });
  }
  const pain = text.match(painPattern) ?? (siteIn(text) ? text.match(painLike) : null);
  if (pain && pain.index !== undefined) {
    // "sore throat", "headache", "burning when passing water" are concepts already.
    const covered = found.some((f) => painConcepts.has(f.concept));
    if (!covered) found.push({ concept: 'pain', site: siteIn(text), at: pain.index });
  }
  // A symptom's generic "bleeding" or "swelling" yields to a more specific one in the same words.
  const specific = found.filter((f) => f.concept !== 'bleeding' || found.length === 1);
  return specific.sort((a, b) => a.at - b.at).map(({ concept, site }) => ({ concept, site }));
}

export function knowSymptom(symptom: CaseSymptom, index: number): KnownSymptom {
  const name = lay(expand(symptom.name));
  const [first, ...rest] = conceptsIn(name);
  const site =
    first?.concept === 'pain' ? (first.site ?? siteIn(lay(expand(symptom.description ?? '')))) : null;
  return {
    symptom,
    index,
    concept: first?.concept ?? `own:${normalize(symptom.name)}`,
    site,
    joined: rest.map((x) => x.concept).filter((c) => c !== 'pain' && c !== first?.concept),
    words: contentWords(name).filter((w) => w.length > 2),
  };
}

/** Body sites that are joints (lexicon/bodySites.ts). */
const jointSites: ReadonlySet<string> = new Set(['knee', 'hip', 'ankle', 'shoulder', 'arm', 'hand', 'foot']);

/** Whether a normalised text speaks of this symptom. */
/**
 * "Chest tightness", "a heavy feeling in the chest", "your knees bothering you": how people tell of a
 * pain at a named site.
 */
const painLike =
  /\b(tight\w*|heav(y|iness)|pressure|discomfort|squeez\w*|crushing|bother\w*|troubl\w*|playing (?:you |me |him |her )?up)\b/;
const isPainWords = (text: string) => painPattern.test(text) || (painLike.test(text) && !!siteIn(text));

export function mentions(k: KnownSymptom, text: string): boolean {
  if (k.concept === 'pain') {
    if (!isPainWords(text)) {
      // "Where is it on your tummy?" is not about pain; "does your chest hurt" is caught by painPattern.
      return false;
    }
    const s = siteIn(text);
    if (!s) return true;
    if (!k.site) return true;
    // "aching in both knees" of the case's "Joint pain": a joint is one of the joints.
    if (k.site.id === 'joints' && jointSites.has(s.id)) return true;
    return (
      s.id === k.site.id || s.region === k.site.id || s.region === k.site.region || s.id === k.site.region
    );
  }
  const c: SymptomConcept | undefined = conceptById.get(k.concept);
  if (c) return c.match.test(text) || k.joined.some((j) => conceptById.get(j)?.match.test(text));
  if (!k.words.length) return false;
  const words = new Set(contentWords(text));
  return k.words.every((w) => words.has(w));
}

const painAdj: Record<Severity, string> = {
  severe: 'a really bad',
  moderate: 'quite a bad',
  mild: 'a mild',
};

/** "I've got a really bad pain under my right ribs", "I've been feeling quite sick". */
export function presencePhrase(k: KnownSymptom, severity: Severity | null = k.symptom.severity): string {
  if (k.concept === 'pain') {
    const where = k.site ? ` ${k.site.where}` : '';
    return `I've got ${severity ? painAdj[severity] : 'a'} pain${where}`;
  }
  const c = conceptById.get(k.concept);
  if (c) return c.affirm(severity);
  const what = lay(expand(k.symptom.name)).toLowerCase();
  const bad = severity === 'severe' ? ", and it's really bad" : '';
  // "Unable to bear weight" is how the patient is, "Fall" something that happened.
  if (/^(unable|not able) to\b/.test(what)) return `I'm ${what}`;
  if (/^(can't|cannot|could not|couldn't)\b/.test(what)) return `I ${what}`;
  return `I've had ${withArticle(what)}${bad}`;
}

export function denialPhrase(concept: string, site: BodySite | null, name?: string): string {
  if (concept === 'pain')
    return site ? `No, I haven't had any pain ${site.where}` : "No, I haven't had any pain";
  const c = conceptById.get(concept);
  if (c) return c.deny;
  return name ? `No, I haven't had ${lay(expand(name))}` : "No, I haven't noticed anything like that";
}

export const severityPhrase: Record<Severity, string> = {
  severe: "It's really bad",
  moderate: "It's quite bad",
  mild: "It's fairly mild",
};
