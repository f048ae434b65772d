import { rubric } from '@anamnesis/rules';
import type { MarkingEvidence } from '../assignments/assignments.table.js';
import { type Judgement, judgeCandidate, keyProfile, verdictCredit } from './conditionMatch.js';
import { fold } from './names.js';
import { keyWords, presentIn } from './text.js';

// The diagnosis part of a mark (docs/marking.md#the-rubric), judged by meaning: each candidate the student
// wrote against the key (conditionMatch.ts), a negated or excluded one earning nothing, a differential
// that does not favour the answer half of what its candidate earns.

/** "Not X", "X excluded", "ruled out X": a candidate the student set aside (words before the name). */
const setAside =
  /\b(not|no|never|exclude[ds]?|excluding|ruled? out|rule out|r\/o|unlikely|without|neither|nor|less likely|doubt)\b/;
/** Set aside by words after the name: "X ruled out", "X unlikely". */
const setAsideAfter = /\b(excluded|ruled out|unlikely|less likely)\b/;
/** The student's working diagnosis among several: "most likely X", "X (working diagnosis)". */
const favoured =
  /\b(most likely|most probable|probably|likely|working diagnosis|primary diagnosis|favou?red?|leading)\b/i;
const listHead = /\b(differentials?|ddx|differential diagnos[ie]s)\b/i;

interface Candidate {
  /** As the student wrote it. */
  said: string;
  /** In a list headed "differentials". */
  listed: boolean;
}

/** The candidates a diagnosis text names, as written: "X; differentials Y, Z" or "X or Y". */
export function diagnosisCandidates(given: string): Candidate[] {
  // Commas separate candidates only in a list of differentials ("X, secondary to Y" is one).
  const listAt = given.search(listHead);
  const main = listAt >= 0 ? given.slice(0, listAt) : given;
  const list =
    listAt >= 0
      ? given
          .slice(listAt)
          .replace(/^\w+(\s+diagnos[ie]s)?\s*(include|includes)?\s*:?/i, '')
          .split(/[,;\n/]|\bor\b/i)
      : [];
  const pieces = (parts: string[], listed: boolean) =>
    parts
      .map((c) =>
        c
          .replace(/^\s*diagnosis\s*:/i, '')
          .trim()
          .replace(/^[,.:;-]+\s*|\s*[,.:;-]+$/g, ''),
      )
      .filter((c) => keyWords(c).some((w) => !/^\d+$/.test(w)))
      .map((said) => ({ said, listed }));
  return [
    ...pieces(main.split(/[;\n/]|\bor\b|\bvs\.?(?=\s)|\bversus\b|\?|\bbut\b/i), false),
    ...pieces(list, true),
  ];
}

type Judged = Candidate & Judgement & { credit: number; negated: boolean };

function judge(key: ReturnType<typeof keyProfile>, c: Candidate): Judged {
  const j = judgeCandidate(key, c.said);
  const folded = fold(c.said);
  // The words before the name that decided set it aside ("not", "ruled out"), or words after it do.
  const at = j.at ?? 0;
  const named = j.verdict !== 'none';
  const negated = named && (setAside.test(folded.slice(0, at)) || setAsideAfter.test(folded.slice(at)));
  return { ...c, ...j, credit: verdictCredit[j.verdict], negated };
}

export function compareDiagnosis(
  expected: string,
  given: string,
): MarkingEvidence['diagnosis'] & { score: number } {
  const key = keyProfile(expected);
  const judged = diagnosisCandidates(given).map((c) => judge(key, c));
  const standing = judged.filter((j) => !j.negated);
  const hit = [...standing]
    .filter((j) => j.credit > 0)
    .sort((a, b) => b.credit - a.credit || Number(a.listed) - Number(b.listed))[0];
  const others = standing.filter((j) => j !== hit);
  // Named in a list with others without being favoured: half. The one diagnosis given before a list of
  // differentials is the working diagnosis, as is one the student marks "most likely".
  const working = !!hit && (favoured.test(hit.said) || (!hit.listed && others.every((o) => o.listed)));
  const differential = !!hit && others.length > 0 && !working;
  const credit = hit ? hit.credit * (differential ? 0.5 : 1) : 0;
  const score = Math.round(rubric.diagnosis * credit);
  const setAsideKey = hit ? undefined : judged.find((j) => j.negated && j.credit > 0);
  const contradicted = hit || setAsideKey ? undefined : judged.find((j) => j.verdict === 'contradicted');
  const decided = hit ?? setAsideKey ?? contradicted ?? null;
  return {
    expected,
    given,
    matched: !!hit && hit.credit === 1 && !differential,
    partial: score > 0 && !(hit?.credit === 1 && !differential),
    keyWords: key.core,
    overlap: hit ? presentIn(key.core, fold(hit.said)) : [],
    ...(setAsideKey ? { negated: true } : {}),
    ...(differential ? { differential: true } : {}),
    verdict: !given.trim() ? 'empty' : setAsideKey ? 'negated' : (decided?.verdict ?? 'none'),
    said: decided?.said ?? null,
    rule: decided
      ? `${decided.rule}${setAsideKey ? ', set aside by the student' : ''}${differential ? ', among differentials' : ''}`
      : 'no candidate names the expected diagnosis',
    score,
  };
}
