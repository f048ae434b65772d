import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createClaimsReader } from './tokenClaims.js';

const secret = 's'.repeat(32);
const sign = (
  claims: Record<string, unknown>,
  opts: { key?: string; exp?: string | number; alg?: string } = {},
) =>
  // As the API issues them: every token carries its account's token version (tv).
  new SignJWT({ tv: 0, ...claims })
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject('7')
    .setExpirationTime(opts.exp ?? '2h')
    .sign(new TextEncoder().encode(opts.key ?? secret));

describe('session token claims', () => {
  const read = createClaimsReader(secret) as NonNullable<ReturnType<typeof createClaimsReader>>;

  it('reads the role from a token the API signed', async () => {
    expect(await read(await sign({ tv: 0, adm: true, sup: false }))).toEqual({
      userId: 7,
      isAdmin: true,
      isSuperAdmin: false,
    });
    expect(await read(await sign({ tv: 0 }))).toEqual({ userId: 7, isAdmin: false, isSuperAdmin: false });
  });

  it('rejects another key, an expired token, a tampered payload and other algorithms', async () => {
    expect(await read(await sign({ adm: true }, { key: 'x'.repeat(32) }))).toBeNull();
    expect(await read(await sign({ adm: true }, { exp: Math.floor(Date.now() / 1000) - 1 }))).toBeNull();
    const [h, , s] = (await sign({ adm: false })).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '7', adm: true, sup: true, exp: 9e9 })).toString(
      'base64url',
    );
    expect(await read(`${h}.${forged}.${s}`)).toBeNull();
    expect(await read(await sign({ adm: true }, { alg: 'HS512' }))).toBeNull();
    expect(await read('not.a.token')).toBeNull();
    expect(await read('')).toBeNull();
  });

  it('reads a token seen before the same way, until it expires; a forged copy of it never', async () => {
    const token = await sign({ adm: true }, { exp: Math.floor(Date.now() / 1000) + 60 });
    const first = await read(token);
    expect(first).toEqual({ userId: 7, isAdmin: true, isSuperAdmin: false });
    // What a caller does with its answer does not change the next one.
    (first as { isSuperAdmin: boolean }).isSuperAdmin = true;
    expect(await read(token)).toEqual({ userId: 7, isAdmin: true, isSuperAdmin: false });
    const [h, p, s] = token.split('.');
    const other = s?.startsWith('A') ? `B${s.slice(1)}` : `A${s?.slice(1)}`;
    expect(await read(`${h}.${p}.${other}`)).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    try {
      expect(await read(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is off without a secret', () => {
    expect(createClaimsReader(undefined)).toBeUndefined();
  });
});
