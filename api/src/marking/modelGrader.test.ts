import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rubric } from '@anamnesis/rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/testApi.js';

/** A small OpenAI-compatible chat endpoint answering structured output, as the real one does. */
type Reply = (body: { messages: { content: string }[] }) => { status: number; content: string };
let reply: Reply;
const seen: { model: string; temperature: number; format: string; auth: string }[] = [];
let fake: Server;
let api: TestApi;

function claims(body: { messages: { content: string }[] }, overrides: Record<string, unknown> = {}) {
  const user = body.messages[1]?.content ?? '';
  const questions = [...user.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1] as string);
  return JSON.stringify({
    mandatoryQuestions: questions.map((question, i) => ({
      question,
      asked: i === 0,
      quote: i === 0 ? 'what brings you in today?' : null,
    })),
    symptoms: [
      { symptom: 'Excessive thirst', elicited: true, quote: 'I am thirsty all the time' },
      { symptom: 'Frequent urination', elicited: true, quote: 'I keep going to the toilet' },
      // Invented: the patient never said it, so the claim must be rejected.
      { symptom: 'Fatigue', elicited: true, quote: 'I am exhausted every single day' },
    ],
    diagnosis: { score: 10, matched: true, reasoning: 'Type 2 diabetes named.' },
    treatment: { score: 3, matched: ['metformin', 'lifestyle advice'], missed: ['HbA1c'] },
    feedback: 'Good opening question. Ask about tiredness and family history.',
    ...overrides,
  });
}

beforeAll(async () => {
  fake = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw);
      seen.push({
        model: body.model,
        temperature: body.temperature,
        format: body.response_format?.type,
        auth: String(req.headers.authorization),
      });
      const { status, content } = reply(body);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  api = await startTestApi({ openAiBaseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}` });
  const { admin } = await api.demoTokens();
  const key = await api.call('POST', '/apiKeys/api-keys', {
    token: admin,
    body: { keyName: 'School OpenAI', apiKey: 'sk-test-grader', service: 'openai', modelId: '' },
  });
  expect(key.status).toBe(201);
});
afterAll(async () => {
  await api?.stop();
  fake?.close();
});
beforeEach(() => {
  seen.length = 0;
});

/** The demo student's completed assignment (Grace Okafor), reset to completed before each mark. */
async function markGrace() {
  const { student } = await api.demoTokens();
  const row = await api.db
    .selectFrom('assignments')
    .innerJoin('patients', 'patients.id', 'assignments.patient_id')
    .innerJoin('users', 'users.id', 'assignments.student_id')
    .select(['assignments.id', 'assignments.patient_id', 'assignments.student_id'])
    .where('patients.name', '=', 'Grace Okafor')
    .where('users.username', '=', 'student')
    .executeTakeFirstOrThrow();
  await api.db
    .updateTable('assignments')
    .set({ status: 'completed', marked_by: null })
    .where('id', '=', row.id)
    .execute();
  return api.call('POST', '/openai/results', {
    token: student,
    body: { patientId: row.patient_id, studentId: row.student_id },
  });
}

describe('AI marking with an active OpenAI key', () => {
  it('asks the model for structured output at temperature 0 and keeps only quotes found in the transcript', async () => {
    reply = (body) => ({ status: 200, content: claims(body) });
    const r = await markGrace();
    expect(r.status).toBe(200);
    expect(seen[0]).toEqual({
      model: 'gpt-4o-mini',
      temperature: 0,
      format: 'json_schema',
      auth: 'Bearer sk-test-grader',
    });
    const a = r.body.assignment;
    expect(a.markedBy).toBe('AI grader (gpt-4o-mini)');
    const { admin } = await api.demoTokens();
    const teacher = await api.call('GET', `/assignments/assignment/${a.id}`, { token: admin });
    const symptoms = teacher.body.evidence.symptoms.map((s: { symptom: string; elicited: boolean }) => [
      s.symptom,
      s.elicited,
    ]);
    expect(symptoms).toEqual([
      ['Excessive thirst', true],
      ['Fatigue', false],
      ['Frequent urination', true],
    ]);
    expect(a.evidence.symptoms[0].quote).toBe('I am thirsty all the time and I keep going to the toilet.');
    expect(a.symptomsScore).toBe(Math.round((rubric.symptoms * 2) / 3)); // 2 of 3 symptoms
    expect(a.diagnosisScore).toBe(rubric.diagnosis);
    expect(a.treatmentScore).toBe(3);
    expect(a.score).toBe(a.mandatoryQuestionScore + a.symptomsScore + a.diagnosisScore + 3);
    // The model's prose is its remarks: the teacher reads them before the feedback written from the
    // evidence; the student, before the answers are released, reads only the latter (the prose may name the key).
    expect(a.feedback).toMatch(
      /^You asked 1 of \d+ mandatory history questions\. You drew out 2 of 3 symptoms\./,
    );
    expect(a.feedback).not.toContain('Ask about tiredness');
    expect(teacher.body.feedback).toMatch(
      /^Good opening question\. Ask about tiredness and family history\. You asked 1 of \d+ mandatory history questions; not covered: /,
    );
  });

  it.each([
    ['the provider fails', () => ({ status: 500, content: '' })],
    ['the answer is not JSON', () => ({ status: 200, content: 'I think the student did well.' })],
    [
      'a score is out of range',
      (b: Parameters<Reply>[0]) => ({
        status: 200,
        content: claims(b, { diagnosis: { score: 50, matched: true, reasoning: '' } }),
      }),
    ],
  ])('falls back to the built-in grader when %s, and says so', async (_case, make) => {
    reply = make;
    const r = await markGrace();
    expect(r.status).toBe(200);
    expect(r.body.assignment.markedBy).toBe(
      'Anamnesis built-in grader (AI grader (gpt-4o-mini) unavailable)',
    );
    expect(r.body.assignment.evidence.grader).toBe('Anamnesis built-in grader');
  });
});
