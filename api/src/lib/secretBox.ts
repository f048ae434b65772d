import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** AES-256-GCM with a key derived from SECRET_KEY; the BFF holds the same secret and decrypts the same way. */
export interface SealedValue {
  /** base64 of ciphertext followed by the 16-byte GCM tag. */
  encryptedKey: string;
  /** base64 of the 12-byte nonce. */
  iv: string;
}

const keyFrom = (secret: string) => createHash('sha256').update(`anamnesis:api-keys:${secret}`).digest();

export function seal(plain: string, secret: string): SealedValue {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { encryptedKey: body.toString('base64'), iv: iv.toString('base64') };
}

export function open(sealed: SealedValue, secret: string): string {
  const body = Buffer.from(sealed.encryptedKey, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
