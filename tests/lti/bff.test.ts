// The launch as a browser makes it at the app's origin (the BFF, docs/lti.md#where-it-runs): the platform
// knows only the BFF's URLs, the API behind it builds them from the forwarded host, and the session cookie
// the launch sets is the one the web app's GraphQL reads.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type FakeLtiPlatform, startFakeLtiPlatform } from '../fakes/ltiPlatform.js';
import { type Stack, startStack } from '../security/support/stack.js';
import { form, launchAndLand, registerPlatform } from './support.js';

let stack: Stack;
let platform: FakeLtiPlatform;
beforeAll(async () => {
  stack = await startStack();
  platform = await startFakeLtiPlatform();
  await registerPlatform(stack.api, platform, (await stack.api.demoTokens()).admin, stack.url);
});
afterAll(async () => {
  await platform?.stop();
  await stack?.stop();
});

it('deep-links a case and launches a student through the BFF, signed in to the web app', async () => {
  const patientId = (
    await stack.api.db.selectFrom('patients').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
  const picker = await (
    await platform.launch(stack.url, {
      type: 'LtiDeepLinkingRequest',
      sub: 'b-t',
      role: 'Instructor',
      context: { id: 'b', title: 'B' },
    })
  ).text();
  const ticket = picker.match(/name="ticket" value="([^"]+)"/)?.[1] as string;
  const answer = await (
    await fetch(`${stack.url}/lti/deep-link`, form({ ticket, patientId: String(patientId) }))
  ).text();
  const jwt = answer.match(/name="JWT" value="([^"]+)"/)?.[1] as string;
  const item = JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString())[
    'https://purl.imsglobal.org/spec/lti-dl/claim/content_items'
  ][0];
  // The URLs the platform is given are the app's public ones.
  expect(item.url).toBe(`${stack.url}/lti/launch`);
  const w = { api: stack.api, platform, platformId: 0, admin: '', stop: async () => {} };
  const landing = await launchAndLand(
    w,
    {
      type: 'LtiResourceLinkRequest',
      sub: 'b-s',
      name: 'Bea Browser',
      role: 'Learner',
      resourceLinkId: 'b-1',
      custom: item.custom,
    },
    stack.url,
  );
  expect(landing.location).toBe(`/voice-chat/${patientId}`);
  const viewer = await stack.gql(
    '{ viewer { user { name } } }',
    {},
    { cookie: `anamnesis_session=${encodeURIComponent(landing.token)}` },
  );
  expect(viewer.data?.viewer.user.name).toBe('Bea Browser');
});
