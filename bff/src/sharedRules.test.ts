// "Change it in one place, every layer follows": the rubric and the session lifetime are defined once,
// in @anamnesis/rules, and the API, the BFF and the web app all take them from there.
import { DEFAULT_SESSION_LIFETIME_SECONDS, rubric, rubricTotal, validationMessages } from '@anamnesis/rules';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreMax } from '../../api/src/assignments/assignments.service.js';
import { loadConfig as loadApiConfig } from '../../api/src/config.js';
import { qualityParts } from '../../api/src/markingQuality/markingQuality.service.js';
import { emailField, passwordField } from '../../api/src/users/users.routes.js';
import { clampScore, scoreParts } from '../../web/src/admin/assignments/scoreInput.js';
import { validateRegistration } from '../../web/src/auth/registerValidation.js';
import { SCORE_MAX } from './schema/assignments/index.js';
import { emailRule, passwordRule } from './schema/users.js';
import { startTestBff, type TestBff } from './test/testBff.js';

const LOGIN = `mutation ($input: LoginInput!) {
  login(input: $input) { __typename ... on LoginPayload { viewer { sessionExpiresAt } } }
}`;
const admin = { email: 'admin@example.com', password: 'admin123' };

describe('the rubric', () => {
  let t: TestBff;
  beforeAll(async () => {
    t = await startTestBff();
  });
  afterAll(() => t?.stop());

  it('is the same in the API (marks and marking quality), the BFF and the web score inputs', async () => {
    expect(scoreMax).toEqual({
      mandatoryQuestionScore: rubric.mandatoryQuestions,
      symptomsScore: rubric.symptoms,
      treatmentScore: rubric.treatment,
      diagnosisScore: rubric.diagnosis,
    });
    expect(Object.fromEntries(qualityParts.map((p) => [p.part, p.max]))).toEqual({
      ...rubric,
      total: rubricTotal,
    });
    expect(SCORE_MAX).toEqual({ total: rubricTotal, ...rubric });
    // The web's score boxes clamp to the package's maxima.
    for (const part of scoreParts) {
      expect(part.max).toBe(rubric[part.key]);
      expect(clampScore('1000', part.max)).toBe(String(rubric[part.key]));
    }
  });

  it('is what the BFF reports in scores { maxima }', async () => {
    const tokens = await t.api.demoTokens();
    const student = await t.api.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'student')
      .executeTakeFirstOrThrow();
    const row = await t.api.db
      .selectFrom('assignments')
      .select('id')
      .where('student_id', '=', student.id)
      .where('status', '=', 'marked')
      .executeTakeFirstOrThrow();
    const r = await t.gql(
      'query ($id: ID!) { assignment(id: $id) { scores { maxima { total mandatoryQuestions symptoms diagnosis treatment } } } }',
      { id: encodeGlobalID('Assignment', row.id) },
      { token: tokens.admin },
    );
    expect(r.data.assignment.scores.maxima).toEqual({ total: rubricTotal, ...rubric });
  });
});

describe('the session lifetime', () => {
  it('defaults to the package value for the token, the cookie and the viewer', async () => {
    const t = await startTestBff();
    try {
      const r = await t.gql(LOGIN, { input: admin });
      expect(r.headers.get('set-cookie')).toMatch(
        new RegExp(`Max-Age=${DEFAULT_SESSION_LIFETIME_SECONDS}(;|$)`),
      );
      const left = new Date(r.data.login.viewer.sessionExpiresAt).getTime() - Date.now();
      expect(left).toBeLessThanOrEqual(DEFAULT_SESSION_LIFETIME_SECONDS * 1000);
      expect(left).toBeGreaterThan((DEFAULT_SESSION_LIFETIME_SECONDS - 60) * 1000);
    } finally {
      await t.stop();
    }
  });

  it("follows TOKEN_TTL_SECONDS: the cookie's Max-Age and the viewer's sessionExpiresAt change with it", async () => {
    const { tokenTtlSeconds } = loadApiConfig({ LOG_LEVEL: 'silent', TOKEN_TTL_SECONDS: '600' });
    const t = await startTestBff({}, {}, { tokenTtlSeconds });
    try {
      const r = await t.gql(LOGIN, { input: admin });
      expect(r.data.login.__typename).toBe('LoginPayload');
      expect(r.headers.get('set-cookie')).toMatch(/Max-Age=600(;|$)/);
      const left = new Date(r.data.login.viewer.sessionExpiresAt).getTime() - Date.now();
      expect(left).toBeLessThanOrEqual(600_000);
      expect(left).toBeGreaterThan(540_000);
    } finally {
      await t.stop();
    }
  });
});

describe('the email and password rules', () => {
  it('reject the same values with the same messages in the API, the BFF and the web form', () => {
    const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues[0]?.message;
    const web = validateRegistration({
      name: 'A',
      username: 'a',
      email: 'not-an-email',
      password: '12345',
      confirmPassword: '12345',
    });
    expect(first(emailField.safeParse('not-an-email'))).toBe(validationMessages.emailInvalid);
    expect(first(emailRule.safeParse('not-an-email'))).toBe(validationMessages.emailInvalid);
    expect(web.email).toBe(validationMessages.emailInvalid);
    expect(first(passwordField.safeParse('12345'))).toBe(validationMessages.passwordTooShort);
    expect(first(passwordRule.safeParse('12345'))).toBe(validationMessages.passwordTooShort);
    expect(web.password).toBe(validationMessages.passwordTooShort);
    expect(passwordField.safeParse('123456').success && passwordRule.safeParse('123456').success).toBe(true);
  });
});
