import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hashed = await hashPassword('student123');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hashed, 'student123')).toBe(true);
    expect(await verifyPassword(hashed, 'student124')).toBe(false);
    expect(await verifyPassword('not a hash', 'student123')).toBe(false);
  });

  it('answers every one of many sign-ins at once, in turn', async () => {
    const hashed = await hashPassword('pw-123456');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verifyPassword(hashed, i % 3 === 0 ? 'wrong' : 'pw-123456')),
    );
    expect(results).toEqual(Array.from({ length: 12 }, (_, i) => i % 3 !== 0));
  });
});
