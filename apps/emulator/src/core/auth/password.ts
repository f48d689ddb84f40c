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

/** A new hash of `password`, remembered as verified (see `verifyPassword`): the seeded accounts sign in without a hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  const stored = ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
  remember(verificationKey(password, stored), Promise.resolve(true));
  return stored;
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

/** Process-local key of the verification cache below (never stored or sent). */
const CACHE_KEY = randomBytes(32);
/** How long a verified password is remembered, and for how many accounts at most. */
const VERIFIED_TTL_MS = 10 * 60_000;
const VERIFIED_MAX = 1000;
/** HMAC(stored hash, password) → the check: settled true while fresh, or still running. */
const verifications = new Map<string, { check: Promise<boolean>; until: number }>();

/**
 * True when `password` matches `stored`; false for a wrong password or a malformed hash.
 *
 * One scrypt per distinct (hash, password) at a time, and a correct password is remembered for ten minutes
 * (as is one this process just hashed): fifty virtual users signing in as `admin` at once cost one hash, or
 * none after the seed, instead of fifty (the first-burst stall of issue 19 §4, 6–16 s of queued 16 MB hashes
 * on the thread pool). A wrong password is never remembered, so every guess still costs a full scrypt;
 * concurrent identical guesses share one. Changing the password changes `stored`, which retires the entry.
 */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const key = verificationKey(password, stored);
  const known = verifications.get(key);
  if (known && known.until > Date.now()) return known.check;
  const check = verifyUncached(password, stored);
  remember(key, check);
  const forget = () => {
    if (verifications.get(key)?.check === check) verifications.delete(key);
  };
  check.then((ok) => (ok ? undefined : forget()), forget);
  return check;
}

function verificationKey(password: string, stored: string): string {
  return createHmac('sha256', CACHE_KEY).update(stored).update('\0').update(password).digest('base64url');
}

function remember(key: string, check: Promise<boolean>): void {
  verifications.delete(key);
  if (verifications.size >= VERIFIED_MAX) verifications.delete(verifications.keys().next().value as string);
  verifications.set(key, { check, until: Date.now() + VERIFIED_TTL_MS });
}

async function verifyUncached(password: string, stored: string): Promise<boolean> {
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
