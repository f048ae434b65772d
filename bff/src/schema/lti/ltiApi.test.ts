import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lti } from '../../../../api/src/lti/lti.repository.js';
import { startTestBff, type TestBff } from '../../test/testBff.js';

// Through a real API: a platform that registered itself (docs/lti.md#registrations) is listed pending and
// approved by the super admin. The rest of the schema's behaviour is lti.test.ts's, on stub loaders.

let t: TestBff;
let root: string;
beforeAll(async () => {
  t = await startTestBff();
  root = (await t.api.demoTokens()).admin;
  await lti.insertPlatform(
    t.api.server.services.db,
    {
      name: 'Moodle (dynamic)',
      issuer: 'https://moodle.school.test',
      client_id: 'dyn-1',
      auth_url: 'https://moodle.school.test/mod/lti/auth.php',
      token_url: 'https://moodle.school.test/mod/lti/token.php',
      jwks_url: 'https://moodle.school.test/mod/lti/certs.php',
      status: 'pending',
      origin: 'dynamic',
    },
    ['3'],
  );
});
afterAll(() => t?.stop());

describe('LTI platforms through the API', () => {
  it('lists a pending platform and approves it', async () => {
    const list = await t.gql(
      '{ ltiPlatforms { id name status origin deploymentIds lastUsedAt } }',
      {},
      { token: root },
    );
    expect(list.errors).toBeUndefined();
    const moodle = list.data.ltiPlatforms.find((p: { name: string }) => p.name === 'Moodle (dynamic)');
    expect(moodle).toMatchObject({
      status: 'PENDING',
      origin: 'DYNAMIC',
      deploymentIds: ['3'],
      lastUsedAt: null,
    });
    const approved = await t.gql(
      `mutation ($input: UpdateLtiPlatformInput!) {
        updateLtiPlatform(input: $input) {
          __typename
          ... on LtiPlatformPayload { message platform { id status } }
          ... on Error { message }
        }
      }`,
      { input: { id: moodle.id, status: 'ACTIVE' } },
      { token: root },
    );
    expect(approved.data.updateLtiPlatform).toEqual({
      __typename: 'LtiPlatformPayload',
      message: 'Moodle (dynamic) can now launch Anamnesis.',
      platform: { id: moodle.id, status: 'ACTIVE' },
    });
    const again = await t.gql('{ ltiPlatforms { name status } }', {}, { token: root });
    expect(again.data.ltiPlatforms).toContainEqual({ name: 'Moodle (dynamic)', status: 'ACTIVE' });
  });
});
