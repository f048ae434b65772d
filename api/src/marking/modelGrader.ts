import { rubric } from '@anamnesis/rules';
import { z } from 'zod';
import type { MarkingEvidence } from '../assignments/assignments.table.js';
import { gradeBuiltin } from './builtinGrader.js';
import { writeFeedback } from './feedback.js';
import { type Grader, type GradingInput, type GradingResult, parseFindings } from './grader.js';
import { caseQuestions } from './questions.js';
import { markedTranscript } from './record.js';
import { contraindicatedMax } from './treatment.js';

/** What the model must answer: strict JSON, checked again here before any mark is stored. */
const modelMarking = z.object({
  mandatoryQuestions: z.array(
    z.object({
      question: z.string(),
      asked: z.boolean(),
      quote: z
        .string()
        .nullable()
        .describe('The student line, verbatim, that asked it; null when not asked.'),
    }),
  ),
  symptoms: z.array(
    z.object({
      symptom: z.string(),
      elicited: z.boolean(),
      quote: z.string().nullable().describe('The patient line, verbatim, that revealed it; null when not.'),
    }),
  ),
  diagnosis: z.object({
    score: z.number().int().min(0).max(rubric.diagnosis),
    matched: z.boolean(),
    reasoning: z.string(),
  }),
  treatment: z.object({
    score: z.number().int().min(0).max(rubric.treatment),
    matched: z.array(z.string()),
    missed: z.array(z.string()),
  }),
  feedback: z.string().describe('Two to four sentences to the student: what was done well, what was missed.'),
});
type ModelMarking = z.infer<typeof modelMarking>;

const chatAnswer = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export interface ModelGraderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/** A quote counts only if it is really in the transcript, said by the right side. */
function quoted(quote: string | null, lines: string[]): string | null {
  if (!quote) return null;
  const q = squash(quote);
  if (q.length < 3) return null;
  return lines.find((line) => squash(line).includes(q)) ?? null;
}

function buildPrompt(input: GradingInput, questions: string[]) {
  const { patient } = input;
  const findings = parseFindings(input.findings);
  const transcript = markedTranscript(input.transcript)
    .map((m) => `${m.isAI ? 'Patient' : 'Student'}: ${m.text}`)
    .join('\n');
  const system = [
    'You are an examiner marking a medical student’s history-taking interview with a simulated patient.',
    `Rubric: mandatory history questions ${rubric.mandatoryQuestions}, symptoms elicited ${rubric.symptoms}, diagnosis ${rubric.diagnosis}, treatment ${rubric.treatment}.`,
    'For every listed question say whether the student asked it, quoting the student line verbatim.',
    'For every listed symptom say whether the patient revealed it in answer to the student, quoting the patient line verbatim.',
    'Only quote text that appears in the transcript, exactly. Never invent quotes. Judge the diagnosis and treatment against the case.',
  ].join('\n');
  const user = [
    `Case: ${patient.name}. Expected diagnosis: ${patient.diagnosis}. Expected treatments: ${patient.predefinedTreatments}.`,
    `Symptoms to elicit: ${patient.symptoms.map((s) => s.name).join('; ') || 'none'}.`,
    `Mandatory questions:\n${questions.map((q, i) => `${i + 1}. ${q}`).join('\n')}`,
    `Student's diagnosis: ${findings.diagnosis || '(none)'}\nStudent's treatments: ${findings.treatment || '(none)'}`,
    `Student's visit note: ${input.visitNote?.trim() || '(none)'}`,
    `Transcript:\n${transcript || '(empty)'}`,
  ].join('\n\n');
  return { system, user };
}

/**
 * Grades with an OpenAI-compatible chat model: structured output from a JSON schema, temperature 0.
 * Anything off — transport, status, shape, a question or symptom left out — throws, so that
 * `withFallback` lets the built-in grader mark instead; claims whose quote is not in the transcript
 * are rejected item by item.
 */
export function createModelGrader(opts: ModelGraderOptions): Grader {
  const name = `AI grader (${opts.model})`;
  return {
    name,
    async grade(input): Promise<GradingResult> {
      // The model gets the same rules; what it answers is checked against them and the ledger below.
      const rules = gradeBuiltin(input);
      const questions = caseQuestions(input.patient.mandatoryQuestions);
      const { system, user } = buildPrompt(input, questions);
      const res = await fetch(`${opts.baseUrl.replace(/\/$/, '')}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.apiKey}` },
        signal: AbortSignal.timeout(opts.timeoutMs),
        body: JSON.stringify({
          model: opts.model,
          temperature: 0,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: {
              name: 'marking',
              strict: true,
              schema: z.toJSONSchema(modelMarking, { target: 'draft-7' }),
            },
          },
        }),
      });
      if (!res.ok) throw new Error(`chat completion answered ${res.status}`);
      const content = chatAnswer.parse(await res.json()).choices[0]?.message.content;
      const marking: ModelMarking = modelMarking.parse(JSON.parse(content ?? ''));

      const marked = markedTranscript(input.transcript);
      const studentLines = marked.filter((m) => !m.isAI).map((m) => m.text);
      const patientLines = marked.filter((m) => m.isAI).map((m) => m.text);
      const mandatoryQuestions = questions.map((question) => {
        const claim = marking.mandatoryQuestions.find((q) => squash(q.question) === squash(question));
        if (!claim) throw new Error(`the model skipped the question "${question}"`);
        const quote = claim.asked ? quoted(claim.quote, studentLines) : null;
        return { question, asked: quote !== null, quote };
      });
      const symptoms = input.patient.symptoms.map(({ name: symptom }) => {
        const claim = marking.symptoms.find((s) => squash(s.symptom) === squash(symptom));
        if (!claim) throw new Error(`the model skipped the symptom "${symptom}"`);
        // Only what a verified patient line revealed (the ledger) counts, never a denial.
        const ledger = rules.evidence.symptoms.find((s) => s.symptom === symptom);
        const quote =
          claim.elicited && ledger?.elicited ? (quoted(claim.quote, patientLines) ?? ledger.quote) : null;
        return { symptom, elicited: quote !== null, quote };
      });

      const asked = mandatoryQuestions.filter((q) => q.asked).length;
      const elicited = symptoms.filter((s) => s.elicited).length;
      const mandatoryQuestionScore = Math.round(
        (rubric.mandatoryQuestions * asked) / Math.max(1, questions.length),
      );
      const symptomsScore = symptoms.length ? Math.round((rubric.symptoms * elicited) / symptoms.length) : 0;
      const findings = parseFindings(input.findings);
      const evidence: MarkingEvidence = {
        grader: name,
        mandatoryQuestions,
        symptoms,
        diagnosis: {
          expected: input.patient.diagnosis,
          given: findings.diagnosis,
          matched: marking.diagnosis.score === rubric.diagnosis,
          partial: marking.diagnosis.score > 0 && marking.diagnosis.score < rubric.diagnosis,
          keyWords: [],
          overlap: [],
        },
        treatment: {
          expected: input.patient.predefinedTreatments,
          given: findings.treatment,
          matched: marking.treatment.matched,
          missed: marking.treatment.missed,
        },
      };
      // The rules the model cannot overrule: a set-aside diagnosis earns nothing, a differential only
      // part, a treatment the patient's allergies rule out at most its cap.
      const dx = rules.evidence.diagnosis;
      const diagnosisScore = dx.negated
        ? 0
        : dx.differential
          ? Math.min(marking.diagnosis.score, rubric.diagnosis / 2)
          : marking.diagnosis.score;
      const unsafe = rules.evidence.treatment.contraindicated;
      const treatmentScore = unsafe?.length
        ? Math.min(marking.treatment.score, contraindicatedMax)
        : marking.treatment.score;
      if (dx.negated)
        evidence.diagnosis = { ...evidence.diagnosis, matched: false, partial: false, negated: true };
      if (unsafe?.length) evidence.treatment = { ...evidence.treatment, contraindicated: unsafe };
      const scores = {
        mandatoryQuestionScore,
        symptomsScore,
        diagnosisScore,
        treatmentScore,
        totalScore: mandatoryQuestionScore + symptomsScore + diagnosisScore + treatmentScore,
      };
      // Its prose is kept as its remarks; the rest of the feedback is written from the evidence.
      evidence.remarks = marking.feedback.trim();
      return {
        scores,
        evidence,
        feedback: writeFeedback(evidence, scores.totalScore, 'whole'),
        markedBy: name,
      };
    },
  };
}
