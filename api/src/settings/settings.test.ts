import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAccount, startTestApi, type TestApi } from '../test/testApi.js';

let api: TestApi;
let t: Record<DemoAccount, string>;
beforeAll(async () => {
  api = await startTestApi();
  t = await api.demoTokens();
});
afterAll(() => api?.stop());

const read = async (who: DemoAccount) => (await api.call('GET', '/settings', { token: t[who] })).body;

describe('school settings', () => {
  it('browsers may transcribe speech by default; every signed-in user reads it, nobody else', async () => {
    expect(await read('student')).toEqual({ browserSpeechRecognition: true });
    expect(await read('teacher')).toEqual({ browserSpeechRecognition: true });
    expect((await api.call('GET', '/settings')).status).toBe(401);
  });

  it('an admin changes it; a student cannot; bad input changes nothing', async () => {
    const off = await api.call('PUT', '/settings', {
      token: t.teacher,
      body: { browserSpeechRecognition: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: 'Settings saved.', settings: { browserSpeechRecognition: false } });
    expect(await read('student')).toEqual({ browserSpeechRecognition: false });

    const student = await api.call('PUT', '/settings', {
      token: t.student,
      body: { browserSpeechRecognition: true },
    });
    expect(student.status).toBe(403);
    for (const body of [{}, { browserSpeechRecognition: 'maybe' }, { browserSpeechRecognition: null }]) {
      const bad = await api.call('PUT', '/settings', { token: t.admin, body });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/browserSpeechRecognition/);
    }
    expect(await read('student')).toEqual({ browserSpeechRecognition: false });

    await api.call('PUT', '/settings', { token: t.admin, body: { browserSpeechRecognition: 1 } });
    expect(await read('student')).toEqual({ browserSpeechRecognition: true });
  });
});
