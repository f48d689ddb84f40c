import { hashPassword, hashPasswordBatch, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores a salted scrypt hash, never the password', async () => {
    const hash = await hashPassword('123456');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toContain('123456');
  });

  it('gives two different hashes for the same password', async () => {
    expect(await hashPassword('123456')).not.toBe(await hashPassword('123456'));
  });

  it('accepts the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('s3cret-密码');
    await expect(verifyPassword('s3cret-密码', hash)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-密码 ', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('rejects malformed or foreign hashes instead of throwing', async () => {
    await expect(verifyPassword('123456', 'cb362cfeefbf3d8d')).resolves.toBe(false);
    await expect(verifyPassword('123456', 'scrypt$abc$8$1$c2FsdA$aGFzaA')).resolves.toBe(false);
    await expect(verifyPassword('123456', 'scrypt$16384$8$1$c2FsdA$')).resolves.toBe(false);
  });

  it('hashes one password for a batch with a distinct salt per account, each verifiable', async () => {
    const hashes = await hashPasswordBatch('123456', 3);
    expect(new Set(hashes).size).toBe(3);
    for (const h of hashes) {
      expect(h).toMatch(/^scrypt-hmac\$16384\$8\$1\$[\w-]{22}\$[\w-]{22}\$[\w-]{43}$/);
      await expect(verifyPassword('123456', h)).resolves.toBe(true);
      await expect(verifyPassword('1234567', h)).resolves.toBe(false);
    }
    const tampered = hashes[0].replace(/\$[\w-]{22}\$(?=[\w-]{43}$)/, '$AAAAAAAAAAAAAAAAAAAAAA$');
    await expect(verifyPassword('123456', tampered)).resolves.toBe(false);
  });

  describe('verification cache (issue 19 §4: a sign-in burst costs one scrypt, not one per request)', () => {
    it('shares one check among concurrent identical verifications', async () => {
      const [hash] = await hashPasswordBatch('burst-密码', 1);
      const first = verifyPassword('burst-密码', hash);
      expect(verifyPassword('burst-密码', hash)).toBe(first);
      await expect(first).resolves.toBe(true);
      // A correct password is remembered once settled.
      expect(verifyPassword('burst-密码', hash)).toBe(first);
    });

    it('never remembers a wrong password: each later guess is checked again', async () => {
      const [hash] = await hashPasswordBatch('right', 1);
      const guess = verifyPassword('wrong', hash);
      expect(verifyPassword('wrong', hash)).toBe(guess);
      await expect(guess).resolves.toBe(false);
      const again = verifyPassword('wrong', hash);
      expect(again).not.toBe(guess);
      await expect(again).resolves.toBe(false);
    });

    it('knows a hash it made itself, and only for that hash and password', async () => {
      const hash = await hashPassword('seeded');
      expect(verifyPassword('seeded', hash)).toBe(verifyPassword('seeded', hash));
      await expect(verifyPassword('seeded', hash)).resolves.toBe(true);
      await expect(verifyPassword('seeded ', hash)).resolves.toBe(false);
      await expect(
        verifyPassword(
          'seeded',
          // The key's first character: its last one carries padding bits that base64 decoding ignores.
          hash.replace(/\$(.)([^$]*)$/, (_, c: string, rest: string) => `$${c === 'A' ? 'B' : 'A'}${rest}`),
        ),
      ).resolves.toBe(false);
    });
  });
});
