import { PasswordCipher } from './password-cipher';

describe('PasswordCipher', () => {
  const secret = 'a-test-secret-that-is-long-enough-0123456789';

  it('round-trips a password without storing it in clear', () => {
    const cipher = new PasswordCipher(secret);
    const stored = cipher.encrypt('s3cret-密码');
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain('s3cret');
    expect(cipher.decrypt(stored)).toBe('s3cret-密码');
  });

  it('uses a fresh IV each time', () => {
    const cipher = new PasswordCipher(secret);
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses text written with another secret or tampered with', () => {
    const stored = new PasswordCipher(secret).encrypt('pw');
    expect(new PasswordCipher(`${secret}-other`).decrypt(stored)).toBeNull();
    const parts = stored.split(':');
    parts[3] = Buffer.from('xx').toString('base64url');
    expect(new PasswordCipher(secret).decrypt(parts.join(':'))).toBeNull();
    expect(new PasswordCipher(secret).decrypt('plain')).toBeNull();
  });
});
