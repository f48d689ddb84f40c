import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for data-source passwords, keyed by HKDF-SHA256 of the emulator's secret (`DATA_DIR/secret.key`):
 * the stored text is `v1:<iv>:<tag>:<ciphertext>` (base64url). A database copied without the secret reveals nothing.
 */
export class PasswordCipher {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'cropwatch', 'sys_data_source.db_password', 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
  }

  /** The password, or null when the text was not written with this key (another secret, tampered). */
  decrypt(stored: string): string | null {
    const [version, iv, tag, data] = stored.split(':');
    if (version !== VERSION || !iv || !tag || data === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

export const PASSWORD_CIPHER = Symbol('PASSWORD_CIPHER');
