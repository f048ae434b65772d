import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTPayload, SignJWT } from 'jose';
import type { Db } from '../db/database.js';
import { open, seal } from '../lib/secretBox.js';

/** How long a retired key stays in /lti/jwks: longer than any message signed with it lives (docs/lti.md#keys). */
export const RETIRED_KEY_GRACE_MS = 24 * 60 * 60 * 1000;

async function createKey(db: Db, secret: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256', {
    modulusLength: 2048,
    extractable: true,
  });
  const kid = randomUUID();
  const pub = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const sealed = seal(JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: 'RS256' }), secret);
  await db
    .insertInto('lti_tool_keys')
    .values({
      kid,
      public_jwk: JSON.stringify(pub),
      private_sealed: sealed.encryptedKey,
      private_iv: sealed.iv,
    })
    .execute();
  return kid;
}

/** The key that signs now, made on first use. */
async function currentKey(db: Db, secret: string) {
  const find = () =>
    db
      .selectFrom('lti_tool_keys')
      .selectAll()
      .where('retired_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
  let row = await find();
  if (!row) {
    await createKey(db, secret);
    row = await find();
  }
  if (!row) throw new Error('LTI signing key missing');
  return row;
}

/** The public keys platforms verify our messages with: the current one and those retired recently. */
export async function publicJwks(db: Db, secret: string): Promise<{ keys: JWK[] }> {
  await currentKey(db, secret);
  const rows = await db
    .selectFrom('lti_tool_keys')
    .select(['public_jwk'])
    .where((eb) =>
      eb.or([
        eb('retired_at', 'is', null),
        eb('retired_at', '>', new Date(Date.now() - RETIRED_KEY_GRACE_MS)),
      ]),
    )
    .orderBy('created_at', 'desc')
    .execute();
  return { keys: rows.map((r) => r.public_jwk as JWK) };
}

/**
 * A new signing key; the previous one is retired but stays published for the grace period, and keys
 * retired before that are deleted.
 */
export async function rotateKeys(db: Db, secret: string): Promise<{ kid: string; retired: string[] }> {
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    await trx
      .deleteFrom('lti_tool_keys')
      .where('retired_at', '<', new Date(now.getTime() - RETIRED_KEY_GRACE_MS))
      .execute();
    const retired = await trx
      .updateTable('lti_tool_keys')
      .set({ retired_at: now })
      .where('retired_at', 'is', null)
      .returning('kid')
      .execute();
    const kid = await createKey(trx, secret);
    return { kid, retired: retired.map((r) => r.kid) };
  });
}

/** Signs a JWT with the current key (RS256, its kid in the header). */
export async function signWithToolKey(db: Db, secret: string, payload: JWTPayload, ttlSeconds = 300) {
  const row = await currentKey(db, secret);
  const jwk = JSON.parse(open({ encryptedKey: row.private_sealed, iv: row.private_iv }, secret)) as JWK;
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: row.kid, typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setJti(randomUUID())
    .sign(key);
}
