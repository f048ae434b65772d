import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens.js';

const secret = 'a-test-secret-of-enough-length-0123456789';
const claims = { userId: 7, version: 3, isAdmin: true, isSuperAdmin: false };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session tokens', () => {
  const tokens = createTokenService(secret, 60);

  it('reads back the claims of a token it issued', async () => {
    expect(await tokens.verify(await tokens.issue(claims))).toEqual(claims);
  });

  it('refuses a token signed with another secret', async () => {
    const other = await createTokenService('another-secret-entirely-0123456789', 60).issue(claims);
    expect(await tokens.verify(other)).toBeNull();
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [header, , signature] = (await tokens.issue(claims)).split('.');
    const now = Math.floor(Date.now() / 1000);
    const forged = b64({ sub: '1', tv: 3, adm: true, sup: true, iat: now, exp: now + 60 });
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses an unsigned token (alg none)', async () => {
    const [, payload] = (await tokens.issue(claims)).split('.');
    expect(await tokens.verify(`${b64({ alg: 'none' })}.${payload}.`)).toBeNull();
    expect(await tokens.verify(`${b64({ alg: 'none' })}.${payload}.x`)).toBeNull();
  });

  it('refuses an expired token and anything that is not a token', async () => {
    const expired = await createTokenService(secret, -5).issue(claims);
    expect(await tokens.verify(expired)).toBeNull();
    for (const junk of ['', 'abc', 'a.b', 'a.b.c', 'a.b.c.d', '..', '\u0000.\u0000.\u0000']) {
      expect(await tokens.verify(junk)).toBeNull();
    }
  });

  describe('a token checked before (remembered)', () => {
    afterEach(() => vi.useRealTimers());

    it('reads back the same claims on every call, and refuses it once it has expired', async () => {
      const shortLived = createTokenService(secret, 60);
      const token = await shortLived.issue(claims);
      expect(await shortLived.verify(token)).toEqual(claims);
      expect(await shortLived.verify(token)).toEqual(claims);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect(await shortLived.verify(token)).toBeNull();
    });

    it('does not make a changed copy of it pass', async () => {
      const token = await tokens.issue(claims);
      expect(await tokens.verify(token)).toEqual(claims);
      const [header, , signature] = token.split('.');
      const now = Math.floor(Date.now() / 1000);
      const forged = b64({ sub: '7', tv: 3, adm: true, sup: true, iat: now, exp: now + 60 });
      expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
      expect(await tokens.verify(`${token}x`)).toBeNull();
    });
  });
});
