// An API (PGlite in memory, demo data) with the platform emulator registered on it by a super admin, and
// the browser's side of a launch: following the tool's redirects with the cookies it sets.
import { startTestApi, type TestApi } from '../../api/src/test/testApi.js';
import { type FakeLtiPlatform, type LaunchSpec, startFakeLtiPlatform } from '../fakes/ltiPlatform.js';

export interface LtiWorld {
  api: TestApi;
  platform: FakeLtiPlatform;
  platformId: number;
  admin: string;
  stop(): Promise<void>;
}

export async function registerPlatform(
  api: TestApi,
  platform: FakeLtiPlatform,
  admin: string,
  toolUrl = api.url,
) {
  const r = platform.registration();
  const created = await api.call('POST', '/lti/platforms', {
    token: admin,
    body: { name: 'Emulated Moodle', ...r },
  });
  if (created.status !== 201) throw new Error(`registration failed: ${JSON.stringify(created.body)}`);
  platform.configure({ toolJwksUrl: `${toolUrl}/lti/jwks`, redirectUris: [`${toolUrl}/lti/launch`] });
  return created.body.id as number;
}

export async function startLtiWorld(overrides: Parameters<typeof startTestApi>[0] = {}): Promise<LtiWorld> {
  const api = await startTestApi(overrides);
  const platform = await startFakeLtiPlatform();
  const { admin } = await api.demoTokens();
  const platformId = await registerPlatform(api, platform, admin);
  return {
    api,
    platform,
    platformId,
    admin,
    async stop() {
      await platform.stop();
      await api.stop();
    },
  };
}

/** Counts of the rows a refused launch must not create. */
export async function counts(api: TestApi) {
  const n = async (
    table: 'users' | 'assignments' | 'lti_user_links' | 'lti_resource_links' | 'lti_contexts',
  ) =>
    Number(
      (
        await api.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    users: await n('users'),
    assignments: await n('assignments'),
    links: await n('lti_user_links'),
    resourceLinks: await n('lti_resource_links'),
    contexts: await n('lti_contexts'),
  };
}

export interface Landing {
  /** Where the browser ends up inside Anamnesis (a web route). */
  location: string;
  /** The session cookie's value (the API token) and its attributes as set. */
  token: string;
  setCookie: string;
}

/** A resource-link launch followed through /lti/continue as a browser that keeps cookies. */
export async function launchAndLand(
  world: LtiWorld,
  spec: LaunchSpec,
  toolUrl = world.api.url,
): Promise<Landing> {
  const launched = await world.platform.launch(toolUrl, spec);
  if (launched.status !== 303) throw new Error(`launch refused: ${launched.status} ${await launched.text()}`);
  const first = await fetch(new URL(launched.headers.get('location') as string, toolUrl), {
    redirect: 'manual',
  });
  const setCookie = first.headers.get('set-cookie') ?? '';
  const token = decodeURIComponent(setCookie.match(/anamnesis_session=([^;]+)/)?.[1] ?? '');
  const second = await fetch(new URL(first.headers.get('location') as string, toolUrl), {
    redirect: 'manual',
    headers: { cookie: `anamnesis_session=${token}` },
  });
  // The web app's landing page, which records the session and then opens `to` (docs/lti.md#session).
  const landing = new URL(second.headers.get('location') ?? '', toolUrl);
  if (landing.pathname !== '/launched') throw new Error(`landed on ${landing.pathname}`);
  return { location: landing.searchParams.get('to') ?? '', token, setCookie };
}

export const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});
