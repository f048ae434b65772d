import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccount } from '../../../api/src/test/testApi.js';
import { startTestBff, type TestBff } from '../test/testBff.js';

let t: TestBff;
let tokens: Record<DemoAccount, string>;
const seeded: Record<string, number> = {};
const ids: Partial<Record<DemoAccount, number>> = {};
beforeAll(async () => {
  t = await startTestBff({ voice: { espeakPath: null, providerTimeoutMs: 2000, keyCacheMs: 0 } });
  tokens = await t.api.demoTokens();
  for (const p of (await t.api.call('GET', '/patients', { token: tokens.admin })).body) seeded[p.name] = p.id;
  for (const who of ['student', 'admin'] as const)
    ids[who] = (await t.api.call('GET', '/auth/me', { token: tokens[who] })).body.user.id;
});
afterAll(() => t?.stop());

const gql = (query: string, variables: Record<string, unknown>, who: DemoAccount | null) =>
  t.gql(query, variables, who ? { token: tokens[who] } : {});
const patientId = (name: string) => encodeGlobalID('Patient', seeded[name] as number);

const CHECK = `mutation ($input: CheckPatientCaseInput!) {
  checkPatientCase(input: $input) {
    __typename
    ... on CaseCheckReport {
      provider
      items { question topic answer factIds flags }
      flags { kind message question factId }
      facts { id topic symptom present source phrase }
    }
    ... on Error { message code }
  }
}`;

describe('the case check', () => {
  it('interviews a demo patient with over 40 questions and lists the facts with their sources', async () => {
    const r = await gql(CHECK, { input: { patientId: patientId('Emily Clark') } }, 'teacher');
    const report = r.data.checkPatientCase;
    expect(report.__typename).toBe('CaseCheckReport');
    expect(report.provider).toBe('BUILTIN');
    expect(report.items.length).toBeGreaterThanOrEqual(40);
    // The facts the patient knows, each with the words of the case it came from.
    const allergy = report.facts.find((f: { topic: string }) => f.topic === 'allergy');
    expect(allergy).toMatchObject({ present: true, source: 'allergic to penicillin (rash)' });
    expect(allergy.phrase).toMatch(/allergic to penicillin/);
    // The opening question reveals the presenting complaint, and the ledger says which fact.
    const opening = report.items.find(
      (i: { question: string }) => i.question === 'What has brought you in today?',
    );
    expect(opening.factIds.length).toBeGreaterThan(0);
    const factIds = new Set(report.facts.map((f: { id: string }) => f.id));
    for (const item of report.items) for (const id of item.factIds) expect(factIds.has(id)).toBe(true);
    // Never the diagnosis, in any answer.
    expect(report.items.map((i: { answer: string }) => i.answer).join(' ')).not.toMatch(
      /pneumonia|chest infection/i,
    );
    expect(report.flags.filter((f: { kind: string }) => f.kind === 'DIAGNOSIS')).toEqual([]);
  });

  it('flags a history that contradicts a listed symptom, before it is saved', async () => {
    const clean = await gql(CHECK, { input: { patientId: patientId('Emily Clark') } }, 'teacher');
    expect(
      clean.data.checkPatientCase.flags.filter((f: { kind: string }) => f.kind === 'CONTRADICTION'),
    ).toEqual([]);
    const edited = await gql(
      CHECK,
      {
        input: {
          patientId: patientId('Emily Clark'),
          medicalHistory:
            '34-year-old teacher, no fever, no regular medicines, allergic to penicillin (rash).',
        },
      },
      'teacher',
    );
    const contradictions = edited.data.checkPatientCase.flags.filter(
      (f: { kind: string }) => f.kind === 'CONTRADICTION',
    );
    expect(contradictions.map((f: { message: string }) => f.message).join('\n')).toMatch(/no fever.*Fever/);
    // The saved case is unchanged.
    const stored = await t.api.call('GET', `/patients/patientId/${seeded['Emily Clark']}`, {
      token: tokens.admin,
    });
    expect(stored.body.medicalHistory).not.toMatch(/no fever/);
  });

  it('checks a case not saved yet (Add New Patient), from its texts and symptoms', async () => {
    const symptoms = (await t.api.call('GET', '/symptoms', { token: tokens.admin })).body as {
      id: number;
      name: string;
    }[];
    const fever = symptoms.find((x) => x.name === 'Fever');
    expect(fever).toBeDefined();
    const input = {
      name: 'Ada Draft',
      medicalHistory: '52-year-old baker, no fever, takes ramipril for blood pressure, no known allergies.',
      diagnosis: 'Community-acquired pneumonia',
      predefinedTreatments: 'Amoxicillin',
      symptomIds: [encodeGlobalID('Symptom', fever?.id as number)],
    };
    const r = await gql(CHECK, { input }, 'teacher');
    const report = r.data.checkPatientCase;
    expect(report.__typename).toBe('CaseCheckReport');
    expect(report.items.length).toBeGreaterThanOrEqual(40);
    expect(report.facts.some((f: { source: string }) => /ramipril/.test(f.source))).toBe(true);
    // The listed symptom is read as saved, so the history's denial of it is flagged.
    expect(report.flags.some((f: { kind: string; message: string }) => f.kind === 'CONTRADICTION')).toBe(
      true,
    );
    // Nothing was saved.
    const after = (await t.api.call('GET', '/patients', { token: tokens.admin })).body as { name: string }[];
    expect(after.map((p) => p.name)).not.toContain('Ada Draft');
    // Without a history there is nothing to check.
    const empty = await gql(CHECK, { input: { ...input, medicalHistory: '  ' } }, 'teacher');
    expect(empty.data.checkPatientCase).toMatchObject({
      __typename: 'ValidationError',
      message: 'Write the medical history to check the case.',
    });
  });

  it('is for admins only', async () => {
    const r = await gql(CHECK, { input: { patientId: patientId('Emily Clark') } }, 'student');
    expect(r.errors?.[0]?.extensions?.code ?? r.data?.checkPatientCase?.code).toMatch(
      /FORBIDDEN|UNAUTHENTICATED/,
    );
  });
});

describe('the disclosure ledger', () => {
  const OPEN = `mutation ($input: OpenVoiceSessionInput!) {
    openVoiceSession(input: $input) { __typename ... on VoiceSessionPayload { session { id } } }
  }`;
  const ASK = `mutation ($input: AskPatientInput!) {
    askPatient(input: $input) { __typename ... on AskPatientPayload { reply { text } } }
  }`;
  const READ = `query ($id: ID!) {
    node(id: $id) { ... on Assignment { caseFacts { id phrase } conversation { text isAI revealedFactIds } } }
  }`;

  it('records the facts each patient line revealed and shows them to teachers only', async () => {
    const own = await t.api.call('GET', `/assignments/${ids.student}`, { token: tokens.student });
    const entry = own.body.assignedPatients.find((e: { name: string }) => e.name === 'Emily Clark');
    const assignment = encodeGlobalID('Assignment', entry.assignmentId);
    const opened = await gql(OPEN, { input: { assignmentId: assignment } }, 'student');
    const sessionId = opened.data.openVoiceSession.session.id;
    const asked = await gql(ASK, { input: { sessionId, text: 'Are you allergic to anything?' } }, 'student');
    expect(asked.data.askPatient.reply.text).toMatch(/penicillin/);

    const teacher = await gql(READ, { id: assignment }, 'admin');
    const { caseFacts, conversation } = teacher.data.node;
    const line = conversation.at(-1);
    expect(line.isAI).toBe(true);
    const revealed = caseFacts.filter((f: { id: string }) => line.revealedFactIds.includes(f.id));
    expect(revealed.map((f: { phrase: string }) => f.phrase).join(' ')).toMatch(/allergic to penicillin/);

    const student = await gql(READ, { id: assignment }, 'student');
    expect(student.data.node.caseFacts).toEqual([]);
    expect(
      student.data.node.conversation.every(
        (m: { revealedFactIds: string[] }) => m.revealedFactIds.length === 0,
      ),
    ).toBe(true);
  });
});
