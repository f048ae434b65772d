// Deep Linking, grade passback and rosters against the platform emulator (docs/lti.md): the signed
// Deep Linking answer, a student's launch → submit → mark reaching the platform's gradebook (held marks
// as PendingManual, then FullyGraded), access tokens by client assertion and cached, the outbox retrying
// with backoff, the NRPS roster import, and Dynamic Registration awaiting approval.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLtiPlatform, type LaunchSpec, startFakeLtiPlatform } from '../fakes/ltiPlatform.js';
import { counts, form, type LtiWorld, launchAndLand, startLtiWorld } from './support.js';

let w: LtiWorld;
let patientId: number;
let custom: Record<string, string>;
const course = { id: 'course-7', title: 'Clinical Skills 7' };
const lineitem = () => `${w.platform.url}/lineitems/7/lineitem?type_id=3`;

const until = async <T>(what: () => Promise<T | undefined> | T | undefined, ms = 15_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

const learner = (sub: string): LaunchSpec => ({
  type: 'LtiResourceLinkRequest',
  sub,
  name: `Learner ${sub}`,
  email: `${sub}@school.example`,
  role: 'Learner',
  context: course,
  resourceLinkId: 'link-7',
  custom,
  lineitem: lineitem(),
});
const instructor = (): LaunchSpec => ({ ...learner('teacher-7'), name: 'Dr Seven', role: 'Instructor' });

/** The instructor's Deep Linking of the case with these picker fields: the custom parameters it gives. */
async function deepLinkCustom(fields: Record<string, string>) {
  const picker = await (
    await w.platform.launch(w.api.url, { ...instructor(), type: 'LtiDeepLinkingRequest' })
  ).text();
  const ticket = picker.match(/name="ticket" value="([^"]+)"/)?.[1] as string;
  const answer = await (
    await fetch(`${w.api.url}/lti/deep-link`, form({ ticket, patientId: String(patientId), ...fields }))
  ).text();
  const jwt = answer.match(/name="JWT" value="([^"]+)"/)?.[1] as string;
  return JSON.parse(Buffer.from(jwt.split('.')[1] as string, 'base64url').toString())[
    'https://purl.imsglobal.org/spec/lti-dl/claim/content_items'
  ][0].custom as Record<string, string>;
}

/** The student's launch, submission and their own request for marks, as the voice chat screen makes them. */
async function launchSubmitMark(sub: string, hold = false) {
  // Held marks: a link the instructor made with "Hold marks for review".
  const spec = hold
    ? {
        ...learner(sub),
        resourceLinkId: 'link-7-held',
        custom: await deepLinkCustom({ markable: 'true', holdForReview: 'true' }),
      }
    : learner(sub);
  const landing = await launchAndLand(w, spec);
  const me = await w.api.call('GET', '/auth/me', { token: landing.token });
  const studentId = (me.body.user ?? me.body).id as number;
  const submitted = await w.api.call('POST', '/assignments/submit', {
    token: landing.token,
    body: { studentId, patientId },
  });
  expect(submitted.status).toBe(200);
  const marked = await w.api.call('POST', '/openai/results', {
    token: landing.token,
    body: { studentId, patientId },
  });
  expect(marked.status).toBe(200);
  return { studentId, assignment: marked.body.assignment as { id: number; score: number } };
}

beforeAll(async () => {
  w = await startLtiWorld();
  patientId = (await w.api.db.selectFrom('patients').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => w?.stop());

describe('Deep Linking', () => {
  it('lists the cases for an instructor and answers a signed LtiDeepLinkingResponse with a scored resource link', async () => {
    const picker = await w.platform.launch(w.api.url, { ...instructor(), type: 'LtiDeepLinkingRequest' });
    const html = await picker.text();
    expect(picker.status).toBe(200);
    expect(html).toContain('Choose a patient case');
    expect(html).toContain('Markable');
    expect(html).toContain('Visit note allowed');
    const patient = await w.api.db
      .selectFrom('patients')
      .selectAll()
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(html).toContain(patient.name);
    const ticket = html.match(/name="ticket" value="([^"]+)"/)?.[1] as string;
    const answer = await (
      await fetch(
        `${w.api.url}/lti/deep-link`,
        form({ ticket, patientId: String(patientId), markable: 'true', visitNote: 'true' }),
      )
    ).text();
    expect(answer.match(/action="([^"]+)"/)?.[1]).toBe(`${w.platform.url}/deep-link-return`);
    const jwt = answer.match(/name="JWT" value="([^"]+)"/)?.[1] as string;
    const { payload } = await jwtVerify(jwt, createRemoteJWKSet(new URL(`${w.api.url}/lti/jwks`)), {
      issuer: w.platform.options.clientId,
      audience: w.platform.url,
    });
    expect(payload).toMatchObject({
      nonce: expect.any(String),
      'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
      'https://purl.imsglobal.org/spec/lti/claim/version': '1.3.0',
      'https://purl.imsglobal.org/spec/lti/claim/deployment_id': w.platform.options.deploymentId,
      'https://purl.imsglobal.org/spec/lti-dl/claim/data': 'platform-opaque-data',
    });
    const items = payload['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as Record<
      string,
      unknown
    >[];
    expect(items).toEqual([
      {
        type: 'ltiResourceLink',
        title: `Interview: ${patient.name}`,
        url: `${w.api.url}/lti/launch`,
        lineItem: {
          scoreMaximum: 100,
          label: `Interview: ${patient.name}`,
          resourceId: expect.stringMatching(/^anamnesis-link-\d+$/),
          tag: 'anamnesis',
        },
        custom: { anamnesis_link: expect.any(String), anamnesis_case: patient.name },
      },
    ]);
    custom = (items[0] as { custom: Record<string, string> }).custom;
    // The ticket is one use.
    const again = await fetch(`${w.api.url}/lti/deep-link`, form({ ticket, patientId: String(patientId) }));
    expect(again.status).toBe(400);
  });

  it('refuses a learner’s Deep Linking launch', async () => {
    const before = await counts(w.api);
    const r = await w.platform.launch(w.api.url, { ...learner('curious-1'), type: 'LtiDeepLinkingRequest' });
    expect(r.status).toBe(403);
    expect(await r.text()).toContain('Only teachers can add Anamnesis patient cases to a course.');
    expect(await counts(w.api)).toEqual(before);
  });
});

describe('grade passback (AGS)', () => {
  it('a student launches, submits and is marked: the platform’s line item gets the score, with a client-assertion token', async () => {
    const { assignment } = await launchSubmitMark('learner-7a');
    const assigned = await w.api.db
      .selectFrom('assignments')
      .selectAll()
      .where('id', '=', assignment.id)
      .executeTakeFirstOrThrow();
    expect(assigned).toMatchObject({ is_markable: true, is_note_allow: true });
    const score = await until(() => w.platform.scores.find((s) => s.body.userId === 'learner-7a'));
    expect(score.lineitem).toBe(`${w.platform.url}/lineitems/7/lineitem`);
    expect(score.contentType).toBe('application/vnd.ims.lis.v1.score+json');
    expect(score.body).toEqual({
      userId: 'learner-7a',
      scoreGiven: assignment.score,
      scoreMaximum: 100,
      comment: `Results in Anamnesis: ${w.api.url}/view-marks/${assignment.id}`,
      timestamp: expect.any(String),
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    // The query string stayed after /scores (the emulator's path matched), and the token was granted.
    expect(w.platform.tokenRequests).toContainEqual({
      scope: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      ok: true,
    });
    const outbox = await w.api.call('GET', '/lti/outbox', { token: w.admin });
    expect(outbox.body[0]).toMatchObject({
      assignmentId: assignment.id,
      status: 'sent',
      attempts: 1,
      platformName: 'Emulated Moodle',
    });
    expect(
      (await w.api.call('GET', '/lti/outbox', { token: (await w.api.demoTokens()).teacher })).status,
    ).toBe(403);
  });

  it('held marks arrive as PendingManual, then FullyGraded when the instructor releases them; the token is reused', async () => {
    const tokensBefore = w.platform.tokenRequests.length;
    const { studentId, assignment } = await launchSubmitMark('learner-7b', true);
    const pending = await until(() => w.platform.scores.find((s) => s.body.userId === 'learner-7b'));
    expect(pending.body).toMatchObject({
      gradingProgress: 'PendingManual',
      activityProgress: 'Completed',
      scoreMaximum: 100,
    });
    const teacher = await launchAndLand(w, instructor());
    expect(teacher.location).toBe('/admin/dashboard');
    const released = await w.api.call('POST', '/openai/results', {
      token: teacher.token,
      body: { studentId, patientId },
    });
    expect(released.status).toBe(200);
    const graded = await until(() =>
      w.platform.scores.find(
        (s) => s.body.userId === 'learner-7b' && s.body.gradingProgress === 'FullyGraded',
      ),
    );
    expect(graded.body.scoreGiven).toBe(released.body.assignment.score);
    expect(w.platform.tokenRequests.length).toBe(tokensBefore);
    expect(assignment.id).toBe(released.body.assignment.id);
  });

  it('a teacher’s edit sends the new total', async () => {
    const { assignment } = await launchSubmitMark('learner-7c');
    await until(() => w.platform.scores.find((s) => s.body.userId === 'learner-7c'));
    const teacher = await launchAndLand(w, instructor());
    const edited = await w.api.call('PUT', '/assignments', {
      token: teacher.token,
      body: {
        assignmentId: assignment.id,
        scores: { mandatoryQuestionScore: 45, symptomsScore: 40, diagnosisScore: 10, treatmentScore: 5 },
      },
    });
    expect(edited.status).toBe(200);
    const full = await until(() =>
      w.platform.scores.find((s) => s.body.userId === 'learner-7c' && s.body.scoreGiven === 100),
    );
    expect(full.body.gradingProgress).toBe('FullyGraded');
  });

  it('retries a failed post with backoff and delivers it later', async () => {
    w.platform.configure({ failScores: 1 });
    const { assignment } = await launchSubmitMark('learner-7d');
    const failed = await until(async () => {
      const row = await w.api.db
        .selectFrom('lti_score_outbox')
        .selectAll()
        .where('assignment_id', '=', assignment.id)
        .executeTakeFirst();
      return row && row.attempts === 1 ? row : undefined;
    });
    expect(failed).toMatchObject({ status: 'pending', last_error: 'score endpoint answered 500' });
    // The next attempt waits about 30 s.
    expect(failed.next_attempt_at.getTime() - Date.now()).toBeGreaterThan(20_000);
    expect(w.platform.scores.find((s) => s.body.userId === 'learner-7d')).toBeUndefined();
    await w.api.db
      .updateTable('lti_score_outbox')
      .set({ next_attempt_at: new Date() })
      .where('id', '=', failed.id)
      .execute();
    await until(() => w.platform.scores.find((s) => s.body.userId === 'learner-7d'));
    const sent = await w.api.db
      .selectFrom('lti_score_outbox')
      .selectAll()
      .where('id', '=', failed.id)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a super admin sends a failed score again at once; a sent one stays as it is', async () => {
    w.platform.configure({ failScores: 1 });
    const { assignment } = await launchSubmitMark('learner-7e');
    const row = await until(async () => {
      const r = await w.api.db
        .selectFrom('lti_score_outbox')
        .selectAll()
        .where('assignment_id', '=', assignment.id)
        .executeTakeFirst();
      return r && r.attempts === 1 ? r : undefined;
    });
    // Given up on, as after twelve attempts.
    await w.api.db
      .updateTable('lti_score_outbox')
      .set({ status: 'failed' })
      .where('id', '=', row.id)
      .execute();
    const teacher = await w.api.call('POST', `/lti/outbox/${row.id}/retry`, {
      token: (await w.api.demoTokens()).teacher,
    });
    expect(teacher.status).toBe(403);
    const retried = await w.api.call('POST', `/lti/outbox/${row.id}/retry`, { token: w.admin });
    expect(retried.status).toBe(200);
    await until(() => w.platform.scores.find((s) => s.body.userId === 'learner-7e'));
    // The platform has it; the outbox records it as sent once the post has returned.
    await until(async () => {
      const r = await w.api.db
        .selectFrom('lti_score_outbox')
        .select('status')
        .where('id', '=', row.id)
        .executeTakeFirst();
      return r?.status === 'sent' ? r : undefined;
    });
    const again = await w.api.call('POST', `/lti/outbox/${row.id}/retry`, { token: w.admin });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This score was already sent.');
  });
});

describe('rosters (NRPS)', () => {
  it('imports the course’s active learners into a classroom of its name, and updates it on the next import', async () => {
    const teacher = await launchAndLand(w, instructor());
    const contexts = await w.api.call('GET', '/lti/contexts', { token: teacher.token });
    const ctx = contexts.body.find((c: { title: string }) => c.title === course.title);
    expect(ctx).toMatchObject({ hasRoster: true, roomId: null });
    w.platform.configure({
      members: [
        { user_id: 'learner-7a', name: 'Learner learner-7a', roles: ['Learner'] },
        { user_id: 'nrps-1', name: 'Nia Roster', email: 'nia@school.example', roles: ['Learner'] },
        { user_id: 'nrps-gone', name: 'Gone Away', roles: ['Learner'], status: 'Inactive' },
        { user_id: 'teacher-7', name: 'Dr Seven', roles: ['Instructor'] },
      ],
    });
    const stranger = await w.api.call('POST', `/lti/contexts/${ctx.id}/roster`, {
      token: (await w.api.demoTokens()).teacher,
    });
    expect(stranger.status).toBe(403);
    const first = await w.api.call('POST', `/lti/contexts/${ctx.id}/roster`, { token: teacher.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ name: course.title, students: 2 });
    const members = async (roomId: number) =>
      (
        await w.api.db
          .selectFrom('room_students')
          .innerJoin('users', 'users.id', 'room_students.student_id')
          .select('users.name')
          .where('room_id', '=', roomId)
          .orderBy('users.name')
          .execute()
      ).map((r) => r.name);
    expect(await members(first.body.roomId)).toEqual(['Learner learner-7a', 'Nia Roster']);
    w.platform.configure({
      members: [
        { user_id: 'nrps-1', name: 'Nia Roster', roles: ['Learner'] },
        { user_id: 'nrps-2', name: 'Omar New', roles: ['Learner'] },
      ],
    });
    const second = await w.api.call('POST', `/lti/contexts/${ctx.id}/roster`, { token: teacher.token });
    expect(second.body).toMatchObject({ roomId: first.body.roomId, students: 2 });
    expect(await members(first.body.roomId)).toEqual(['Nia Roster', 'Omar New']);
    // The roster's learner later launching is the same account.
    const before = await counts(w.api);
    await launchAndLand(w, { ...learner('nrps-1'), name: 'Nia Roster' });
    expect((await counts(w.api)).users).toBe(before.users);
  });
});

describe('registrations', () => {
  let other: FakeLtiPlatform;
  beforeAll(async () => {
    other = await startFakeLtiPlatform();
  });
  afterAll(() => other?.stop());

  it('validates a manual registration and refuses a duplicate', async () => {
    const bad = await w.api.call('POST', '/lti/platforms', {
      token: w.admin,
      body: { ...w.platform.registration(), name: 'x', issuer: 'not a url' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Issuer must be an http(s) URL.');
    const dup = await w.api.call('POST', '/lti/platforms', {
      token: w.admin,
      body: { ...w.platform.registration(), name: 'again' },
    });
    expect(dup.status).toBe(409);
    const teacher = await w.api.call('POST', '/lti/platforms', {
      token: (await w.api.demoTokens()).teacher,
      body: { ...other.registration(), name: 'x' },
    });
    expect(teacher.status).toBe(403);
  });

  it('Dynamic Registration registers a platform as pending; it launches only after a super admin approves it', async () => {
    const refused = await fetch(
      `${w.api.url}/lti/register?${new URLSearchParams({ openid_configuration: `${other.url}/.well-known/openid-configuration`, registration_token: 'wrong' })}`,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('The course platform refused Anamnesis’s registration.');
    const r = await fetch(
      `${w.api.url}/lti/register?${new URLSearchParams({ openid_configuration: `${other.url}/.well-known/openid-configuration`, registration_token: other.options.registrationToken })}`,
    );
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('org.imsglobal.lti.close');
    expect(other.options.redirectUris).toEqual([`${w.api.url}/lti/launch`]);
    const listed = (await w.api.call('GET', '/lti/platforms', { token: w.admin })).body.find(
      (p: { issuer: string }) => p.issuer === other.url,
    );
    expect(listed).toMatchObject({
      status: 'pending',
      origin: 'dynamic',
      clientId: other.options.clientId,
      deploymentIds: [other.options.deploymentId],
      lastUsedAt: null,
    });
    const spec: LaunchSpec = {
      type: 'LtiResourceLinkRequest',
      sub: 'x',
      role: 'Learner',
      resourceLinkId: 'r',
    };
    const waiting = await other.launch(w.api.url, spec);
    expect(waiting.status).toBe(403);
    expect(await waiting.text()).toContain('waiting for an Anamnesis administrator to approve it');
    const approved = await w.api.call('PATCH', `/lti/platforms/${listed.id}`, {
      token: w.admin,
      body: { status: 'active' },
    });
    expect(approved.body.status).toBe('active');
    const login = await fetch(
      `${w.api.url}/lti/login?${new URLSearchParams({ iss: other.url, login_hint: 'x' })}`,
      { redirect: 'manual' },
    );
    expect(login.status).toBe(302);
  });
});
