/**
 * Runs the development interview suite against the built-in patient: each question asked in turn,
 * each answer checked against what it must and must not contain and whether it must affirm.
 */
import { createPatient } from '../src/patient.js';
import { normalize } from '../src/text.js';
import type { Turn } from '../src/types.js';
import { interviewCases } from './index.js';
import type { InterviewCase, InterviewQuestion } from './types.js';

export interface QuestionResult {
  caseId: string;
  ask: string;
  answer: string;
  ok: boolean;
  problems: string[];
  ms: number;
}

const denial =
  /^(no|nope|not|never|nobody|none|i (haven't|don't|didn't|have not|do not|have had no|have no|'ve had no|'ve never|have never)|(it|there) (has|had|was|is|has been|'s) (never|not|no)|he (hasn't|doesn't)|she (hasn't|doesn't)|my \w+ (hasn't|isn't|is fine|has been fine|'s been fine|'s fine)|nothing)\b/;

export function judge(q: InterviewQuestion, answer: string): string[] {
  const a = normalize(answer);
  const problems: string[] = [];
  for (const want of q.mustContain ?? []) {
    const options = Array.isArray(want) ? want : [want];
    if (!options.some((o) => a.includes(normalize(o)))) problems.push(`missing ${options.join(' | ')}`);
  }
  for (const bad of q.mustNotContain ?? []) if (a.includes(normalize(bad))) problems.push(`contains ${bad}`);
  if (q.affirm === true && denial.test(a)) problems.push('denied a recorded fact');
  if (q.affirm === false && !denial.test(a)) problems.push('did not deny');
  return problems;
}

export function runCase(c: InterviewCase): QuestionResult[] {
  const patient = createPatient(c.patient);
  const conversation: Turn[] = [];
  const out: QuestionResult[] = [];
  for (const q of c.questions) {
    const start = performance.now();
    const reply = patient.answer(conversation, q.ask);
    const ms = performance.now() - start;
    conversation.push({ text: q.ask, isAI: false }, { text: reply.text, isAI: true, facts: reply.facts });
    const problems = judge(q, reply.text);
    out.push({ caseId: c.id, ask: q.ask, answer: reply.text, ok: problems.length === 0, problems, ms });
  }
  return out;
}

export function runAll(cases: InterviewCase[] = interviewCases): QuestionResult[] {
  return cases.flatMap(runCase);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  const results = runAll(interviewCases.filter((c) => !only || c.id === only));
  const verbose = process.env.VERBOSE === '1';
  for (const r of results)
    if (!r.ok || verbose)
      console.log(
        `${r.ok ? 'ok  ' : 'FAIL'} [${r.caseId}] ${r.ask}\n     → ${r.answer}${r.ok ? '' : `\n     ✗ ${r.problems.join('; ')}`}`,
      );
  const right = results.filter((r) => r.ok).length;
  console.log(`\n${right}/${results.length} right (${((100 * right) / results.length).toFixed(1)} %)`);
}
