import {
  answerKeySchema,
  apiKeySchema,
  assignmentDetailSchema,
  assignmentSavedSchema,
  conversationAppendedSchema,
  conversationSinceSchema,
  deepgramCatalogueSchema,
  homeStatsSchema,
  markingQualitySchema,
  modelSchema,
  openAiCatalogueSchema,
  ownAssignmentsSchema,
  partnerTokenCreatedSchema,
  partnerTokenRevokedSchema,
  partnerTokenSchema,
  partnerTokenSelfSchema,
  patientGroupSchema,
  patientSchema,
  recentScoreSchema,
  requestSchema,
  roomSchema,
  settingsSchema,
  statisticsSchema,
  statisticsStudentSchema,
  studentGroupSchema,
  symptomSchema,
  unassignedPatientSchema,
  unassignedStudentSchema,
  userSchema,
} from '@anamnesis/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestApi, type TestApi } from '../../../api/src/test/testApi.js';
import { restAiModel, restApiKey } from './apiKeys.js';
import {
  restAssignment,
  restAssignmentDetail,
  restOwnAssignments,
  restPatientGroup,
  restPatientSummary,
  restStudentGroup,
  restStudentSummary,
} from './assignments.js';
import { restRecentScore, restStats } from './home.js';
import { restMarkingQuality } from './markingQuality.js';
import { restPartnerToken, restPartnerTokenCreated, restPartnerTokenRevoked } from './partnerTokens.js';
import { restPatient } from './patients.js';
import { restRequest } from './requests.js';
import { restRoom } from './rooms.js';
import { restSettings } from './settings.js';
import { restStatistics, restStatisticsStudent } from './statistics.js';
import { restSymptom } from './symptoms.js';
import { restUser } from './users.js';
import { restAppended, restConversationSince, restStoredSession, restVoiceAssignment } from './voice.js';
import { deepgramCatalogue, openAiCatalogue } from './voices.js';

// The API answers with the contract's shapes (packages/contract) and the BFF reads the API through
// shapes derived from them: a field added, renamed or retyped in the contract reaches both, and an API
// answer that strays from the contract fails here.

let api: TestApi;
let tokens: Awaited<ReturnType<TestApi['demoTokens']>>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await api.demoTokens();
}, 60_000);
afterAll(() => api?.stop());

const answer = async (path: string, account: keyof typeof tokens = 'admin') => {
  const r = await api.call('GET', path, { token: tokens[account] });
  expect(r.status, path).toBe(200);
  return r.body;
};

type Shape = z.ZodObject<z.ZodRawShape>;

/**
 * The API's answer is the contract's shape, no more and no less (parsing strips unknown keys, so an
 * extra field anywhere in the answer makes the two differ), and the BFF's shape reads it.
 */
function readsTheSame(items: unknown[], contract: Shape, bff: z.ZodType) {
  expect(items.length, `an answer with ${Object.keys(contract.shape).join(', ')}`).toBeGreaterThan(0);
  for (const item of items) {
    expect(contract.parse(item)).toEqual(item);
    expect(bff.safeParse(item).error).toBeUndefined();
  }
}

describe('the REST contract, read by the BFF', () => {
  it('holds for users, symptoms, patients, rooms and the models keys may use', async () => {
    readsTheSame(await answer('/users'), userSchema, restUser);
    readsTheSame(await answer('/symptoms'), symptomSchema, restSymptom);
    readsTheSame(await answer('/patients'), patientSchema, restPatient);
    readsTheSame((await answer('/rooms')).rooms, roomSchema, restRoom);
  });

  it('holds for provider keys and the models they may use', async () => {
    const model = await api.call('POST', '/apiKeys/models', {
      token: tokens.admin,
      body: { modelName: 'gpt-contract-check', description: 'A model for the contract check' },
    });
    expect(model.status).toBeLessThan(300);
    readsTheSame(await answer('/apiKeys/models'), modelSchema, restAiModel);
    const created = await api.call('POST', '/apiKeys/api-keys', {
      token: tokens.admin,
      body: { keyName: 'Contract check', service: 'openai', apiKey: 'sk-contract-check-0123456789' },
    });
    expect(created.status).toBeLessThan(300);
    readsTheSame(await answer('/apiKeys/api-keys'), apiKeySchema, restApiKey);
  });

  it('holds for the assignment lists, an assignment and the assign forms', async () => {
    const groups = await answer('/assignments/patients');
    readsTheSame(groups, studentGroupSchema, restStudentGroup);
    readsTheSame(await answer('/assignments/students'), patientGroupSchema, restPatientGroup);
    const student = await answer('/auth/me', 'student');
    readsTheSame(
      [await answer(`/assignments/${student.user.id}`, 'student')],
      ownAssignmentsSchema,
      restOwnAssignments,
    );
    const entry = groups.flatMap((g: { assignedPatients: unknown[] }) => g.assignedPatients)[0];
    const detail = await answer(`/assignments/assignment/${entry.assignmentId}`);
    readsTheSame([detail], assignmentDetailSchema, restAssignmentDetail);
    expect(restAssignment.safeParse(detail).error).toBeUndefined();
    expect(restVoiceAssignment.safeParse(detail).error).toBeUndefined();
    readsTheSame(
      await answer(`/assignments/unassigned-students/${entry.id}`),
      unassignedStudentSchema,
      restStudentSummary,
    );
    const luis = await answer('/auth/me', 'luis');
    readsTheSame(
      await answer(`/assignments/unassigned-patients/${luis.user.id}`),
      unassignedPatientSchema,
      restPatientSummary,
    );
  });

  it('holds for the dashboard, grader agreement, the settings and the provider catalogues', async () => {
    readsTheSame([await answer('/home/stats')], homeStatsSchema, restStats);
    readsTheSame((await answer('/home/getRecentScores')).assessments, recentScoreSchema, restRecentScore);
    readsTheSame([await answer('/assignments/marking-quality')], markingQualitySchema, restMarkingQuality);
    readsTheSame([await answer('/settings')], settingsSchema, restSettings);
    readsTheSame([await answer('/openai/deepgramModels')], deepgramCatalogueSchema, deepgramCatalogue);
    readsTheSame([await answer('/openai/openAiModels')], openAiCatalogueSchema, openAiCatalogue);
  });

  it('holds for reset requests', async () => {
    const student = await answer('/auth/me', 'student');
    const own = await answer(`/assignments/${student.user.id}`, 'student');
    const done = own.assignedPatients.find((e: { status: string }) => e.status === 'marked');
    const sent = await api.call('POST', '/requests/create', {
      token: tokens.student,
      body: { studentId: student.user.id, patientId: done.id },
    });
    expect(sent.status).toBe(201);
    const me = await answer('/auth/me');
    const { requests } = await answer(`/requests/${me.user.id}?status=all`);
    readsTheSame(requests, requestSchema, restRequest);
  });

  it('holds for the statistics, every section and a page of students', async () => {
    const report = await answer('/statistics');
    readsTheSame([report], statisticsSchema, restStatistics);
    readsTheSame(report.students.items, statisticsStudentSchema, restStatisticsStudent);
    for (const section of ['patients', 'parts', 'rooms'])
      expect(report[section].length, section).toBeGreaterThan(0);
  });

  it('holds for partner tokens: created, listed, the token itself, revoked', async () => {
    const created = await api.call('POST', '/partner-tokens', {
      token: tokens.admin,
      body: { name: 'Contract check', scope: 'read_only' },
    });
    expect(created.status).toBe(201);
    readsTheSame([created.body], partnerTokenCreatedSchema, restPartnerTokenCreated);
    readsTheSame(await answer('/partner-tokens'), partnerTokenSchema, restPartnerToken);
    const self = await api.call('GET', '/partner-tokens/self', { token: created.body.secret });
    expect(self.status).toBe(200);
    readsTheSame([self.body], partnerTokenSelfSchema, partnerTokenSelfSchema);
    const revoked = await api.call('DELETE', `/partner-tokens/${created.body.token.id}`, {
      token: tokens.admin,
    });
    expect(revoked.status).toBe(200);
    readsTheSame([revoked.body], partnerTokenRevokedSchema, restPartnerTokenRevoked);
  });

  it('holds for the voice chat: the answer key, a whole save, an append and the light re-read', async () => {
    const student = await answer('/auth/me', 'student');
    const own = await answer(`/assignments/${student.user.id}`, 'student');
    const open = own.assignedPatients.find((e: { status: string }) =>
      ['assigned', 'inprogress'].includes(e.status),
    );
    // The answer key: the BFF's service credential reads it (docs/trust.md).
    const key = await api.call('GET', `/patients/${open.id}/answer-key`, { headers: api.service });
    expect(key.status).toBe(200);
    readsTheSame([key.body], answerKeySchema, answerKeySchema);
    const stored = await api.call('POST', '/assignments/store', {
      token: tokens.student,
      body: {
        studentId: student.user.id,
        patientId: open.id,
        messages: [{ id: 'contract-q1', text: 'What brings you in today?', isAI: false }],
        autosave: true,
      },
    });
    expect(stored.status).toBe(200);
    readsTheSame([stored.body], assignmentSavedSchema, restStoredSession);
    const appended = await api.call('POST', `/assignments/assignment/${open.assignmentId}/conversation`, {
      token: tokens.student,
      body: {
        attempt: stored.body.assignment.attempt,
        messages: [{ id: 'contract-q2', text: 'How long has it hurt?', isAI: false, spoken: true }],
        autosave: true,
      },
    });
    expect(appended.status).toBe(200);
    readsTheSame([appended.body], conversationAppendedSchema, restAppended);
    const since = await answer(`/assignments/assignment/${open.assignmentId}/conversation?from=1`, 'student');
    expect(since.messages.map((m: { id: string }) => m.id)).toEqual(['contract-q2']);
    readsTheSame([since], conversationSinceSchema, restConversationSince);
  });

  it('is where the BFF takes its shapes from: each keeps the contract’s fields', () => {
    const keys = (s: Shape) => Object.keys(s.shape).sort();
    expect(keys(restUser)).toEqual(keys(userSchema.omit({ updatedAt: true })));
    expect(keys(restSymptom)).toEqual(keys(symptomSchema));
    expect(keys(restPatient)).toEqual(
      keys(patientSchema.omit({ prompt: true, Symptoms: true, Prompt: true })),
    );
    expect(keys(restRoom)).toEqual(keys(roomSchema));
    expect(keys(restRequest)).toEqual(keys(requestSchema));
    expect(keys(restAssignmentDetail)).toEqual(keys(assignmentDetailSchema));
    expect(keys(restStudentGroup)).toEqual(keys(studentGroupSchema));
    expect(keys(restPatientGroup)).toEqual(keys(patientGroupSchema));
    expect(keys(restStatistics)).toEqual(keys(statisticsSchema.omit({ students: true })));
    expect(keys(restPartnerToken)).toEqual(keys(partnerTokenSchema));
  });
});
