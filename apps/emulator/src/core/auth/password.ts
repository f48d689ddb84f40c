import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes: `scrypt$N$r$p$salt$hash` (base64url salt and hash). JeecgBoot's PBEWithMD5AndDES is
 * deliberately not reproduced (docs/decisions.md); no client ever sees the stored value.
 */
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, n: number, r: number, p: number, length: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Hashes one password for many accounts at the cost of one scrypt (bulk imports give every user `123456`):
 * `scrypt-hmac$N$r$p$sharedSalt$salt$mac`, where `mac = HMAC-SHA256(scrypt(password, sharedSalt), salt)`
 * and `salt` is random per account. Checking a password still costs a full scrypt; the shared salt only
 * lets an attacker test a guess against the whole batch at once, which buys nothing for a default
 * password everybody knows (docs/decisions.md). Changing the password writes a plain scrypt hash.
 */
export async function hashPasswordBatch(password: string, count: number): Promise<string[]> {
  const next = await batchPasswordHasher(password);
  return Array.from({ length: count }, next);
}

/** The same, one hash per call (bulk imports hash while they write, without a list of 50,000 strings). */
export async function batchPasswordHasher(password: string): Promise<() => string> {
  const shared = randomBytes(16);
  const key = await derive(password, shared, N, R, P, KEY_LENGTH);
  const head = ['scrypt-hmac', N, R, P, shared.toString('base64url')].join('$');
  return () => {
    const salt = randomBytes(16);
    const mac = createHmac('sha256', key).update(salt).digest('base64url');
    return `${head}$${salt.toString('base64url')}$${mac}`;
  };
}

async function verifyBatchHash(password: string, parts: string[]): Promise<boolean> {
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 1 << 20) return false;
  const expected = Buffer.from(parts[6], 'base64url');
  if (expected.length !== 32) return false;
  const key = await derive(password, Buffer.from(parts[4], 'base64url'), n, r, p, KEY_LENGTH);
  const actual = createHmac('sha256', key).update(Buffer.from(parts[5], 'base64url')).digest();
  return timingSafeEqual(actual, expected);
}

/** True when `password` matches `stored`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length === 7 && parts[0] === 'scrypt-hmac') return verifyBatchHash(password, parts);
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 1 << 20) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, salt, n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}
