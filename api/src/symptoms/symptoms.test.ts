import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;

beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
});
afterAll(() => api?.stop());

const list = async (query = '') => api.call('GET', `/symptoms${query}`, { token: t.admin });
const count = async () => Number((await list()).headers.get('x-total-count'));
const byName = async (name: string) =>
  (await list(`?search=${encodeURIComponent(name)}`)).body.find((s: { name: string }) => s.name === name);

describe('permissions', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/symptoms'],
    ['POST', '/symptoms', { name: 'Perm test', description: 'x', severity: 'mild' }],
    ['PUT', '/symptoms/1', { description: 'changed by a student' }],
    ['DELETE', '/symptoms/1'],
  ];
  it.each(calls)('%s %s: anonymous 401, student 403, nothing changes', async (method, path, body) => {
    const before = (await list()).body;
    const anon = await api.call(method, path, { body });
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe('Unauthorized: Token not found.');
    const student = await api.call(method, path, { token: t.student, body });
    expect(student.status).toBe(403);
    expect(student.body.message).toBe('Access denied. Only admin allowed.');
    expect((await list()).body).toEqual(before);
  });

  it('a plain admin and a super admin both read the catalogue', async () => {
    for (const token of [t.admin, t.teacher]) {
      const r = await api.call('GET', '/symptoms', { token });
      expect(r.status).toBe(200);
      expect(r.body).toHaveLength(14);
    }
  });
});

describe('GET /symptoms', () => {
  it('lists the catalogue alphabetically with the contract fields and X-Total-Count', async () => {
    const r = await list();
    expect(r.status).toBe(200);
    expect(r.headers.get('x-total-count')).toBe('14');
    const names = r.body.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(r.body[0]).toEqual({
      id: expect.any(Number),
      name: 'Abdominal pain',
      description: 'Pain between the chest and the pelvis',
      severity: 'severe',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('searches name, description and severity, case-insensitively', async () => {
    const names = async (q: string) => (await list(`?search=${q}`)).body.map((s: { name: string }) => s.name);
    expect(await names('COUGH')).toEqual(['Cough']);
    expect(await names('urine')).toEqual(['Frequent urination']);
    expect(await names('severe')).toEqual(['Abdominal pain', 'Chest pain']);
    const r = await list('?search=severe');
    expect(r.headers.get('x-total-count')).toBe('2');
    expect(await names('zzz-nothing')).toEqual([]);
    // LIKE wildcards are taken literally.
    expect(await names('%25')).toEqual([]);
  });

  it('pages with limit and offset, the header keeping the unpaged count', async () => {
    const all = (await list()).body;
    const page = await list('?limit=5&offset=5');
    expect(page.headers.get('x-total-count')).toBe('14');
    expect(page.body).toEqual(all.slice(5, 10));
    const last = await list('?limit=5&offset=10');
    expect(last.body).toHaveLength(4);
  });

  it('refuses bad paging values', async () => {
    for (const q of ['?limit=0', '?limit=abc', '?offset=-1']) {
      expect((await list(q)).status).toBe(400);
    }
  });
});

describe('POST /symptoms', () => {
  it('adds a symptom (201) with severity defaulting to mild', async () => {
    const r = await api.call('POST', '/symptoms', {
      token: t.teacher,
      body: { name: '  Dizziness ', description: 'A spinning sensation' },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      message: 'Symptom added successfully!',
      symptom: {
        id: expect.any(Number),
        name: 'Dizziness',
        description: 'A spinning sensation',
        severity: 'mild',
        createdAt: expect.any(String),
      },
    });
    expect(await byName('Dizziness')).toEqual(r.body.symptom);
  });

  it('takes the severity as the buttons label it, stored lower-case', async () => {
    const r = await api.call('POST', '/symptoms', {
      token: t.admin,
      body: { name: 'Palpitations', description: 'Awareness of the heartbeat', severity: 'Severe' },
    });
    expect(r.status).toBe(201);
    expect(r.body.symptom.severity).toBe('severe');
  });

  it.each([
    [{ description: 'd', severity: 'mild' }, 'Name is required.'],
    [{ name: '   ', description: 'd' }, 'Name is required.'],
    [{ name: 42, description: 'd' }, 'Name is required.'],
    [{ name: 'Vertigo' }, 'Description is required.'],
    [{ name: 'Vertigo', description: '' }, 'Description is required.'],
    [
      { name: 'Vertigo', description: 'd', severity: 'critical' },
      'Severity must be mild, moderate or severe.',
    ],
    [{ name: 'Vertigo', description: 'd', severity: 3 }, 'Severity must be mild, moderate or severe.'],
    [{ name: 'x'.repeat(201), description: 'd' }, 'Name is too long.'],
  ])('refuses %j with "%s" and adds nothing', async (body, message) => {
    const before = await count();
    const r = await api.call('POST', '/symptoms', { token: t.admin, body });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await count()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const r = await api.call('POST', '/symptoms', { token: t.admin, raw: '{name:' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Request body must be valid JSON.');
  });

  it('refuses a name already used, whatever its case (409), and adds nothing', async () => {
    const before = await count();
    const r = await api.call('POST', '/symptoms', {
      token: t.admin,
      body: { name: 'chest PAIN', description: 'dup', severity: 'mild' },
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('A symptom with this name already exists.');
    expect(await count()).toBe(before);
  });
});

describe('PUT /symptoms/{id}', () => {
  it('edits the fields sent and keeps the others', async () => {
    const created = (
      await api.call('POST', '/symptoms', {
        token: t.admin,
        body: { name: 'Tinnitus', description: 'Ringing in the ears', severity: 'mild' },
      })
    ).body.symptom;
    const r = await api.call('PUT', `/symptoms/${created.id}`, {
      token: t.teacher,
      body: { severity: 'moderate', description: 'Ringing or buzzing in the ears' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      message: 'Symptom updated successfully!',
      symptom: { ...created, severity: 'moderate', description: 'Ringing or buzzing in the ears' },
    });
    const renamed = await api.call('PUT', `/symptoms/${created.id}`, {
      token: t.admin,
      body: { name: 'TINNITUS' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.symptom.name).toBe('TINNITUS');
    expect(await byName('TINNITUS')).toEqual(renamed.body.symptom);
  });

  it('refuses another symptom’s name (409) and changes nothing', async () => {
    const fever = await byName('Fever');
    const r = await api.call('PUT', `/symptoms/${fever.id}`, { token: t.admin, body: { name: 'cough' } });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('A symptom with this name already exists.');
    expect(await byName('Fever')).toEqual(fever);
  });

  it('refuses blank or invalid values and changes nothing', async () => {
    const fever = await byName('Fever');
    for (const [body, message] of [
      [{ name: ' ' }, 'Name is required.'],
      [{ description: '' }, 'Description is required.'],
      [{ severity: 'extreme' }, 'Severity must be mild, moderate or severe.'],
    ] as const) {
      const r = await api.call('PUT', `/symptoms/${fever.id}`, { token: t.admin, body });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect(await byName('Fever')).toEqual(fever);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await api.call('PUT', '/symptoms/999999', { token: t.admin, body: { name: 'Ghost' } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Symptom not found.');
    const bad = await api.call('PUT', '/symptoms/abc', { token: t.admin, body: { name: 'Ghost' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id must be a number.');
    expect(await byName('Ghost')).toBeUndefined();
  });
});

describe('DELETE /symptoms/{id}', () => {
  it('deletes a symptom; the patients that had it lose the link', async () => {
    const nausea = await byName('Nausea');
    const patientsBefore = (await api.call('GET', '/patients?search=Nausea', { token: t.admin })).body;
    expect(patientsBefore.length).toBeGreaterThan(0);
    const total = await count();
    const r = await api.call('DELETE', `/symptoms/${nausea.id}`, { token: t.teacher });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: 'Symptom deleted successfully!' });
    expect(await count()).toBe(total - 1);
    for (const p of patientsBefore) {
      const after = (await api.call('GET', `/patients/patientId/${p.id}`, { token: t.admin })).body;
      expect(after.symptoms.map((s: { name: string }) => s.name)).not.toContain('Nausea');
      expect(after.symptoms).toHaveLength(p.symptoms.length - 1);
    }
  });

  it('answers 404 for an unknown id and changes nothing', async () => {
    const total = await count();
    const r = await api.call('DELETE', '/symptoms/999999', { token: t.admin });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Symptom not found.');
    expect(await count()).toBe(total);
  });
});
