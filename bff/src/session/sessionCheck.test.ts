import { describe, expect, it } from 'vitest';
import { AuthenticationError, upstreamUnavailable } from '../upstream/errors.js';
import { createSessionCheck } from './sessionCheck.js';

describe('the session check', () => {
  it('asks the API once per token per recheck period, and takes an unreachable API for no revocation', async () => {
    const clock = { now: 0 };
    let calls = 0;
    let answer: 'ok' | 'revoked' | 'down' = 'ok';
    const check = createSessionCheck({
      me: async () => {
        calls++;
        if (answer === 'revoked') throw new AuthenticationError();
        if (answer === 'down') throw upstreamUnavailable();
        return {};
      },
      recheckMs: 5000,
      now: () => clock.now,
    });
    try {
      for (let i = 0; i < 20; i++) expect(await check.revoked('token-a')).toBeNull();
      expect(calls).toBe(1);
      answer = 'revoked';
      clock.now += 4999;
      expect(await check.revoked('token-a')).toBeNull();
      clock.now += 1;
      expect(await check.revoked('token-a')).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(calls).toBe(2);
      answer = 'down';
      await expect(check.revoked('token-b')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(calls).toBe(3);
      await expect(check.revoked('token-b')).rejects.toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
      expect(calls, 'a failed answer is not cached').toBe(4);
    } finally {
      check.close();
    }
  });

  it('takes a call the API authenticated with the token for an answer, for the recheck period', async () => {
    const clock = { now: 0 };
    let calls = 0;
    const check = createSessionCheck({
      me: async () => {
        calls++;
        throw new AuthenticationError();
      },
      recheckMs: 5000,
      now: () => clock.now,
    });
    try {
      check.confirm('token-a');
      clock.now += 4999;
      expect(await check.revoked('token-a')).toBeNull();
      expect(calls).toBe(0);
      clock.now += 1;
      expect(await check.revoked('token-a')).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(calls).toBe(1);
      expect(await check.revoked('token-b')).toMatchObject({ code: 'UNAUTHENTICATED' });
    } finally {
      check.close();
    }
  });
});
