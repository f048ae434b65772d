import { createDecipheriv, createHash } from 'node:crypto';

/**
 * Opens a provider key the API sealed (api/src/lib/secretBox.ts): AES-256-GCM, key = SHA-256 of
 * `anamnesis:api-keys:<SECRET_KEY>`, `encryptedKey` = base64(ciphertext ‖ 16-byte tag), `iv` = base64
 * of the 12-byte nonce. Throws when the secret differs or the value was tampered with.
 */
export function openSealed(sealed: { encryptedKey: string; iv: string }, secret: string): string {
  const key = createHash('sha256').update(`anamnesis:api-keys:${secret}`).digest();
  const body = Buffer.from(sealed.encryptedKey, 'base64');
  if (body.length < 17) throw new Error('The sealed key is too short.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
