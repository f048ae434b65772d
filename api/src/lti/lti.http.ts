import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppServices } from '../lib/route.js';
import { tokenClaimsOf } from '../lib/tokens.js';
import { finishDeepLinking, startDeepLinking } from './lti.deepLinking.js';
import { publicJwks } from './lti.keys.js';
import { LtiRefusal, startLogin, validateLaunch } from './lti.launch.js';
import { autoPost, cookiesBlockedPage, errorPage } from './lti.pages.js';
import { registerDynamically } from './lti.registration.js';
import { lti } from './lti.repository.js';
import {
  frameOrigins,
  issueTicket,
  linkUser,
  rememberContext,
  rememberFrameOrigins,
  resourceLaunch,
} from './lti.service.js';

/** The BFF's session cookie (bff/src/session/session.ts): the BFF reads the token the launch puts there. */
const SESSION_COOKIE = 'anamnesis_session';

/**
 * The tool's public URL as the browser reached it: through the BFF, which passes /lti/* on with
 * X-Forwarded-Proto and X-Forwarded-Host (docs/lti.md#where-it-runs); the API's own URL otherwise.
 */
export function toolUrlOf(c: Context): string {
  const u = new URL(c.req.url);
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || u.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || u.host;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

async function formOrQuery(c: Context): Promise<Record<string, string>> {
  const out: Record<string, string> = { ...c.req.query() };
  if (c.req.method === 'POST') {
    const body = await c.req.parseBody().catch(() => ({}));
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/** The session cookie for a launch: sent inside the platform's iframe too (docs/lti.md#session). */
function sessionCookie(token: string, maxAge: number) {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned; Max-Age=${maxAge}`;
}

const hasSession = (c: Context) =>
  (c.req.header('cookie') ?? '').split(';').some((p) => p.trim().startsWith(`${SESSION_COOKIE}=`));

export function mountLti(app: Hono, services: AppServices) {
  const { db, secretKey, log } = services;
  const refuse = (c: Context, e: unknown) => {
    if (!(e instanceof LtiRefusal)) throw e;
    log.warn('lti refused', { platform: e.platform ?? null, reason: e.reason, path: c.req.path });
    return c.html(errorPage(e.plain), e.status as 400);
  };
  app.use(
    '/lti/*',
    bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.html(errorPage('The request was too large.'), 413) }),
  );
  // For the BFF: the sites that may show the web app in a frame (docs/lti.md#session).
  app.get('/lti/frame-origins', async (c) =>
    c.json({ origins: await frameOrigins(db) }, 200, { 'cache-control': 'max-age=60' }),
  );
  app.get('/lti/jwks', async (c) =>
    c.json(await publicJwks(db, secretKey), 200, { 'cache-control': 'max-age=300' }),
  );

  const login = async (c: Context) => {
    try {
      return c.redirect(await startLogin(db, await formOrQuery(c), toolUrlOf(c)), 302);
    } catch (e) {
      return refuse(c, e);
    }
  };
  app.get('/lti/login', login);
  app.post('/lti/login', login);

  app.post('/lti/launch', async (c) => {
    try {
      const form = await formOrQuery(c);
      const launch = await validateLaunch(db, form.id_token, form.state);
      const toolUrl = toolUrlOf(c);
      const result = await db.transaction().execute(async (trx) => {
        const user = await linkUser(trx, launch);
        // The same answer as a banned account's sign-in (docs/accounts.md).
        if (!user.is_status)
          throw new LtiRefusal(
            403,
            'account banned',
            'Your account is banned. Please contact the administrator.',
            launch.platform.issuer,
          );
        await rememberContext(trx, launch, user);
        await rememberFrameOrigins(trx, launch);
        await lti.touchPlatform(trx, launch.platform.id);
        if (launch.messageType === 'LtiDeepLinkingRequest')
          return { html: await startDeepLinking(trx, launch, user), ticket: '' };
        const target = await resourceLaunch(trx, launch, user, toolUrl);
        return { html: '', ticket: await issueTicket(trx, user.id, target) };
      });
      log.info('lti launch', { platform: launch.platform.issuer, type: launch.messageType });
      if (result.html) return c.html(result.html);
      return c.redirect(`/lti/continue?ticket=${result.ticket}`, 303);
    } catch (e) {
      return refuse(c, e);
    }
  });

  // The launch's session handed to the browser: with the cookie when the browser keeps it in the frame;
  // otherwise a page that opens a new window, where the ticket is used (docs/lti.md#session).
  app.get('/lti/continue', async (c) => {
    try {
      const ticket = c.req.query('ticket') ?? '';
      const stored = ticket ? await lti.state(db, ticket, 'ticket') : undefined;
      if (!stored?.user_id || !stored.target || stored.used_at || stored.expires_at.getTime() <= Date.now())
        throw new LtiRefusal(
          400,
          'session ticket unknown, used or expired',
          'This link to Anamnesis has expired or was already used. Go back to your course and open the activity again.',
        );
      if (c.req.query('window') !== 'new' && c.req.query('tried') === '1' && !hasSession(c))
        return c.html(cookiesBlockedPage(`/lti/continue?ticket=${ticket}&window=new`));
      if (c.req.query('window') !== 'new' && c.req.query('tried') !== '1') {
        // First the cookie, then a second request tells whether the browser kept it.
        const user = await db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', stored.user_id)
          .executeTakeFirst();
        if (!user) throw new LtiRefusal(400, 'ticket user gone', 'This account no longer exists.');
        const token = await services.tokens.issue(tokenClaimsOf(user));
        c.header('set-cookie', sessionCookie(token, services.config.tokenTtlSeconds));
        return c.redirect(`/lti/continue?ticket=${ticket}&tried=1`, 303);
      }
      if (!(await lti.consumeState(db, ticket, 'ticket')))
        throw new LtiRefusal(
          400,
          'session ticket replayed',
          'This link to Anamnesis was already used. Go back to your course and open the activity again.',
        );
      if (c.req.query('window') === 'new') {
        const user = await db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', stored.user_id)
          .executeTakeFirst();
        if (!user) throw new LtiRefusal(400, 'ticket user gone', 'This account no longer exists.');
        const token = await services.tokens.issue(tokenClaimsOf(user));
        c.header('set-cookie', sessionCookie(token, services.config.tokenTtlSeconds));
      }
      // The web app's landing page records who is signed in, then opens the target (web/src/session/LaunchedPage.tsx).
      return c.redirect(`/launched?to=${encodeURIComponent(stored.target)}`, 303);
    } catch (e) {
      return refuse(c, e);
    }
  });

  app.post('/lti/deep-link', async (c) => {
    try {
      const { returnUrl, jwt } = await finishDeepLinking(db, secretKey, await formOrQuery(c), toolUrlOf(c));
      return c.html(autoPost(returnUrl, { JWT: jwt }));
    } catch (e) {
      return refuse(c, e);
    }
  });

  app.get('/lti/register', async (c) => {
    try {
      const p = await registerDynamically(
        db,
        c.req.query('openid_configuration'),
        c.req.query('registration_token'),
        toolUrlOf(c),
      );
      log.info('lti platform registered itself, awaiting approval', { platform: p.issuer, id: p.id });
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Anamnesis registered</title></head><body>
<h1>Anamnesis is registered</h1><p>An Anamnesis super administrator must approve this platform (Settings, Learning platforms) before anyone can launch it.</p>
<script>(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*')</script></body></html>`,
      );
    } catch (e) {
      return refuse(c, e);
    }
  });
}
