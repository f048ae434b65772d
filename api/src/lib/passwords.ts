import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; the parameters are its (OWASP-level) defaults.
export const hashPassword = (plain: string) => hash(plain);

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}
