import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { stubBff, stubUser } from '../../test/stubBff.js';
import { ConflictError, errorFromStatus, PlatformError } from '../../upstream/errors.js';
import type { LtiPlatformInput, RestLtiContext, RestLtiPlatform, RestLtiScore } from '../../upstream/lti.js';

// The LTI settings as the GraphQL layer shapes them, on stub loaders: who may read and change what, the
// API's refusals as typed errors, fields named for the form. What the API stores is tests/lti's part.

const moodle: RestLtiPlatform = {
  id: 7,
  name: 'Moodle',
  issuer: 'https://moodle.school.edu',
  clientId: 'abc',
  deploymentIds: ['1'],
  authUrl: 'https://moodle.school.edu/mod/lti/auth.php',
  tokenUrl: 'https://moodle.school.edu/mod/lti/token.php',
  jwksUrl: 'https://moodle.school.edu/mod/lti/certs.php',
  status: 'pending',
  origin: 'dynamic',
  createdAt: '2026-11-27T09:00:00.000Z',
  lastUsedAt: null,
};
const failed: RestLtiScore = {
  id: 3,
  platformId: 7,
  platformName: 'Moodle',
  assignmentId: 41,
  lineitemUrl: 'https://moodle.school.edu/lineitems/1',
  score: { userId: 'u1', scoreGiven: 73, scoreMaximum: 100, gradingProgress: 'FullyGraded' },
  status: 'failed',
  attempts: 12,
  nextAttemptAt: '2026-11-27T10:00:00.000Z',
  lastError: 'The platform answered 500.',
  createdAt: '2026-11-26T09:00:00.000Z',
  sentAt: null,
};
const course: RestLtiContext = { id: 5, platformId: 7, title: 'Cardiology', roomId: null, hasRoster: true };

const users = { root: stubUser(1, 'superAdmin'), teacher: stubUser(2, 'admin') };
const registered: LtiPlatformInput[] = [];
const changes: unknown[] = [];
let rosterAnswer: () => unknown = () => ({ roomId: 9, name: 'Cardiology', students: 12 });
const t = stubBff(
  () => ({
    lti: {
      platforms: async () => [moodle],
      rotateKeys: async () => ({ kid: 'k2', retired: ['k1'] }),
      keys: async () => [{ kid: 'k1', createdAt: '2026-11-01T09:00:00.000Z', retiredAt: null }],
      scores: async () => [failed],
      contexts: async () => [course],
      register: async (body: LtiPlatformInput) => {
        registered.push(body);
        if (body.clientId === 'taken')
          throw new ConflictError('A platform with this issuer and client id is already registered.');
        return { ...moodle, ...body, id: 8, status: 'active', origin: 'manual' };
      },
      update: async (id: number, body: Partial<RestLtiPlatform>) => {
        changes.push({ id, ...body });
        return { ...moodle, ...body };
      },
      retryScore: async (id: number) => {
        if (id !== failed.id) throw new ConflictError('This score was already sent.');
        return 'The score will be sent again now.';
      },
      score: async () => ({ ...failed, status: 'pending' }),
      importRoster: async () => rosterAnswer(),
      context: async () => ({ ...course, roomId: 9 }),
    },
  }),
  users,
);

const LISTS = `{
  ltiPlatforms { id databaseId name issuer clientId deploymentIds status origin lastUsedAt }
  ltiToolKeys { kid retiredAt }
  ltiScoreOutbox { id status attempts lastError scoreGiven gradingProgress }
  ltiCourses { id title hasRoster roomDatabaseId }
}`;
const REGISTER = `mutation ($input: RegisterLtiPlatformInput!) {
  registerLtiPlatform(input: $input) {
    __typename
    ... on LtiPlatformPayload { message platform { databaseId status origin deploymentIds } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const UPDATE = `mutation ($input: UpdateLtiPlatformInput!) {
  updateLtiPlatform(input: $input) {
    __typename
    ... on LtiPlatformPayload { message platform { status } }
    ... on Error { message code }
    ... on ValidationError { field }
  }
}`;
const RETRY = `mutation ($id: ID!) {
  retryLtiScore(id: $id) {
    __typename
    ... on RetryLtiScorePayload { message score { status } }
    ... on Error { message code }
  }
}`;
const ROSTER = `mutation ($id: ID!) {
  importLtiRoster(id: $id) {
    __typename
    ... on ImportLtiRosterPayload { message students course { roomDatabaseId } }
    ... on Error { message code }
  }
}`;
const platformInput = {
  name: 'Canvas',
  issuer: 'https://canvas.instructure.com',
  clientId: '1000',
  deploymentIds: [' 12:abc ', ''],
  authUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
  tokenUrl: 'https://sso.canvaslms.com/login/oauth2/token',
  jwksUrl: 'https://sso.canvaslms.com/api/lti/security/jwks',
};

describe('LTI settings (GraphQL on stub loaders)', () => {
  it('gives the super admin the platforms, keys, outbox and courses', async () => {
    const r = await t.gql(LISTS, {}, 'root');
    expect(r.errors).toBeUndefined();
    expect(r.data.ltiPlatforms).toEqual([
      {
        id: encodeGlobalID('LtiPlatform', 7),
        databaseId: 7,
        name: 'Moodle',
        issuer: moodle.issuer,
        clientId: 'abc',
        deploymentIds: ['1'],
        status: 'PENDING',
        origin: 'DYNAMIC',
        lastUsedAt: null,
      },
    ]);
    expect(r.data.ltiToolKeys).toEqual([{ kid: 'k1', retiredAt: null }]);
    expect(r.data.ltiScoreOutbox).toEqual([
      {
        id: encodeGlobalID('LtiScore', 3),
        status: 'FAILED',
        attempts: 12,
        lastError: 'The platform answered 500.',
        scoreGiven: 73,
        gradingProgress: 'FullyGraded',
      },
    ]);
    expect(r.data.ltiCourses[0]).toMatchObject({
      title: 'Cardiology',
      hasRoster: true,
      roomDatabaseId: null,
    });
  });

  it('shows a plain admin their courses and nothing of the registrations', async () => {
    const courses = await t.gql('{ ltiCourses { title } }', {}, 'teacher');
    expect(courses.data.ltiCourses).toEqual([{ title: 'Cardiology' }]);
    const platforms = await t.gql('{ ltiPlatforms { name } }', {}, 'teacher');
    expect(platforms.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const register = await t.gql(REGISTER, { input: platformInput }, 'teacher');
    expect(register.data.registerLtiPlatform).toMatchObject({
      __typename: 'ForbiddenError',
      code: 'FORBIDDEN',
    });
  });

  it('registers a platform with trimmed deployment ids, and names the field of a bad URL', async () => {
    const ok = await t.gql(REGISTER, { input: platformInput }, 'root');
    expect(ok.data.registerLtiPlatform).toEqual({
      __typename: 'LtiPlatformPayload',
      message: 'Canvas registered.',
      platform: { databaseId: 8, status: 'ACTIVE', origin: 'MANUAL', deploymentIds: ['12:abc'] },
    });
    expect(registered.at(-1)?.deploymentIds).toEqual(['12:abc']);
    const bad = await t.gql(REGISTER, { input: { ...platformInput, jwksUrl: 'ftp://x' } }, 'root');
    expect(bad.data.registerLtiPlatform).toEqual({
      __typename: 'ValidationError',
      message: 'JWKS URL must be an http(s) URL.',
      code: 'VALIDATION',
      field: 'jwksUrl',
    });
    const blank = await t.gql(REGISTER, { input: { ...platformInput, issuer: ' ' } }, 'root');
    expect(blank.data.registerLtiPlatform).toMatchObject({ message: 'Issuer is required.', field: 'issuer' });
    const taken = await t.gql(REGISTER, { input: { ...platformInput, clientId: 'taken' } }, 'root');
    expect(taken.data.registerLtiPlatform).toMatchObject({
      __typename: 'ConflictError',
      message: 'A platform with this issuer and client id is already registered.',
    });
  });

  it('approves and disables a platform, and refuses setting one back to pending', async () => {
    const id = encodeGlobalID('LtiPlatform', 7);
    const approve = await t.gql(UPDATE, { input: { id, status: 'ACTIVE' } }, 'root');
    expect(approve.data.updateLtiPlatform).toEqual({
      __typename: 'LtiPlatformPayload',
      message: 'Moodle can now launch Anamnesis.',
      platform: { status: 'ACTIVE' },
    });
    const disable = await t.gql(UPDATE, { input: { id, status: 'DISABLED' } }, 'root');
    expect(disable.data.updateLtiPlatform.message).toBe('Launches from Moodle are turned off.');
    expect(changes.slice(-2)).toEqual([
      { id: 7, status: 'active' },
      { id: 7, status: 'disabled' },
    ]);
    const pending = await t.gql(UPDATE, { input: { id, status: 'PENDING' } }, 'root');
    expect(pending.data.updateLtiPlatform).toMatchObject({ __typename: 'ValidationError', field: 'status' });
  });

  it('sends a score again, and says so when it was already sent', async () => {
    const ok = await t.gql(RETRY, { id: encodeGlobalID('LtiScore', 3) }, 'root');
    expect(ok.data.retryLtiScore).toEqual({
      __typename: 'RetryLtiScorePayload',
      message: 'The score will be sent again now.',
      score: { status: 'PENDING' },
    });
    const sent = await t.gql(RETRY, { id: encodeGlobalID('LtiScore', 4) }, 'root');
    expect(sent.data.retryLtiScore).toMatchObject({
      __typename: 'ConflictError',
      message: 'This score was already sent.',
    });
  });

  it('rotates the keys and answers them', async () => {
    const r = await t.gql(
      'mutation { rotateLtiKeys { __typename ... on RotateLtiKeysPayload { message keys { kid } } } }',
      {},
      'root',
    );
    expect(r.data.rotateLtiKeys.message).toBe(
      'A new signing key is in use. The old one stays published for a day.',
    );
    expect(r.data.rotateLtiKeys.keys).toEqual([{ kid: 'k1' }]);
  });

  it('imports a roster, and gives the platform’s refusal in its words', async () => {
    const id = encodeGlobalID('LtiCourse', 5);
    const ok = await t.gql(ROSTER, { id }, 'teacher');
    expect(ok.data.importLtiRoster).toEqual({
      __typename: 'ImportLtiRosterPayload',
      message: '12 students are now in the classroom Cardiology.',
      students: 12,
      course: { roomDatabaseId: 9 },
    });
    rosterAnswer = () => {
      throw new PlatformError('The course platform did not give the roster (it answered 500).');
    };
    const refused = await t.gql(ROSTER, { id }, 'teacher');
    expect(refused.data.importLtiRoster).toEqual({
      __typename: 'PlatformError',
      message: 'The course platform did not give the roster (it answered 500).',
      code: 'PLATFORM_ERROR',
    });
  });

  it('takes the API’s 502 for a platform’s refusal as a PlatformError with its words; any other 5xx stays unavailable', () => {
    const refused = errorFromStatus(
      502,
      'The course platform’s roster had no member list.',
      'LTI_PLATFORM_ERROR',
    );
    expect(refused).toBeInstanceOf(PlatformError);
    expect(refused.message).toBe('The course platform’s roster had no member list.');
    expect(errorFromStatus(502, 'Bad gateway').code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
