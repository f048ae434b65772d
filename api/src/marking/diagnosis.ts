import { diagnosisSynonymPatterns } from '@anamnesis/clinical';
import { rubric } from '@anamnesis/rules';
import type { MarkingEvidence } from '../assignments/assignments.table.js';
import { keyWords, normalize, sameWord } from './text.js';

// The diagnosis part of a mark (docs/marking.md#the-rubric): synonyms and lay terms count, a negated
// or excluded diagnosis earns nothing, a differential that does not favour the answer earns half.

/** Abbreviations and lay terms rewritten to the words a case record uses. */
const diagnosisSynonyms: [RegExp, string][] = [
  [/\bheart attack\b/g, 'myocardial infarction'],
  [/\b(n?stemi|ami|mi)\b/g, 'myocardial infarction'],
  [/\bt2dm\b/g, 'type 2 diabetes'],
  [/\bt1dm\b/g, 'type 1 diabetes'],
  [/\bdm\b/g, 'diabetes'],
  [/\bcap\b/g, 'community acquired pneumonia'],
  [/\bcopd\b/g, 'chronic obstructive pulmonary disease'],
  [/\buti\b/g, 'urinary tract infection'],
  [/\bpe\b/g, 'pulmonary embolism'],
  [/\bdvt\b/g, 'deep vein thrombosis'],
];

/** Words that qualify a diagnosis without changing what it is. */
const diagnosisQualifiers = new Set(
  'acute chronic suspected probable possible likely query mild moderate severe mellitus type community acquired disease syndrome disorder uncomplicated complicated early simple most'.split(
    ' ',
  ),
);

function diagnosisKeys(text: string): string[] {
  let t = normalize(text);
  for (const [re, to] of diagnosisSynonyms) t = t.replace(re, to);
  return keyWords(t, diagnosisQualifiers);
}

/** "Not X", "X excluded", "ruled out X": a candidate the student set aside. */
const setAside =
  /\b(not|no|never|exclude[ds]?|excluding|ruled? out|rule out|r\/o|unlikely|without|neither|nor|less likely|doubt)\b/;
/** The student's working diagnosis among several: "most likely X", "X (working diagnosis)". */
const favoured =
  /\b(most likely|most probable|probably|likely|working diagnosis|primary diagnosis|favou?red?|leading)\b/;

/** The candidates a diagnosis text names: "X; differentials Y, Z" or "X or Y". */
export function diagnosisCandidates(given: string): string[] {
  const text = normalize(given);
  // Commas separate candidates only in a list of differentials ("X, secondary to Y" is one).
  const listAt = text.search(/\b(differentials?|ddx|differential diagnosis)\b/);
  const main = listAt >= 0 ? text.slice(0, listAt) : text;
  const list =
    listAt >= 0
      ? text
          .slice(listAt)
          .replace(/^\w+( diagnosis)?\s*:?/, '')
          .split(',')
      : [];
  return [...main.split(/[;\n/]|\bor\b|\bvs\.?\b|\bversus\b|\?|\bbut\b/), ...list]
    .map((c) => c.replace(/^\s*diagnosis\s*:/, '').trim())
    .filter((c) => keyWords(c, diagnosisQualifiers).length > 0);
}

export function compareDiagnosis(
  expected: string,
  given: string,
): MarkingEvidence['diagnosis'] & { score: number } {
  const keys = diagnosisKeys(expected);
  const names = diagnosisSynonymPatterns(expected);
  const candidates = diagnosisCandidates(given);
  const judge = (candidate: string) => {
    const candidateKeys = diagnosisKeys(candidate);
    const overlap = keys.filter((k) => candidateKeys.some((g) => sameWord(k, g)));
    // Another name for it ('chest infection') counts in full unless its own words say otherwise ('type 1').
    const full =
      (keys.length > 0 && overlap.length === keys.length) ||
      (overlap.length === 0 && names.some((re) => re.test(candidate)));
    const part = !full && overlap.length > 0 && overlap.length * 2 >= keys.length;
    // The words before the diagnosis in this candidate set it aside ("not", "ruled out").
    const at = Math.max(0, ...overlap.map((k) => candidate.indexOf(k.slice(0, 5))));
    const negated =
      setAside.test(candidate.slice(0, at)) || /\b(excluded|ruled out|unlikely)\b/.test(candidate);
    return { candidate, overlap, full, part, negated };
  };
  const judged = candidates.map(judge);
  const hit = judged.find((j) => (j.full || j.part) && !j.negated);
  const negated = !hit && judged.some((j) => (j.full || j.part) && j.negated);
  const others = judged.filter((j) => j !== hit && !j.negated);
  // A differential that lists the right answer among others earns part, unless the student favours it.
  const differential = !!hit && others.length > 0 && !favoured.test(hit.candidate);
  const matched = !!hit?.full && !differential;
  const partial = !!hit && !matched;
  const score = matched ? rubric.diagnosis : partial ? rubric.diagnosis / 2 : 0;
  return {
    expected,
    given,
    matched,
    partial,
    keyWords: keys,
    overlap: hit?.overlap ?? [],
    ...(negated ? { negated: true } : {}),
    ...(differential ? { differential: true } : {}),
    score,
  };
}
