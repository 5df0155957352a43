import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets we must read back later but must not keep readable at rest: a gift card's voucher code is
 * shown again on its receipt, so it cannot be hashed like a one-time code. Sealed with AES-256-GCM
 * under a key derived from the code pepper (OTP_PEPPER in production: outside the database, the same
 * on every server), so a copy of the database alone does not give the vouchers away (decision 016).
 */
export interface Vault {
  seal(text: string): string;
  /** The clear text of a sealed value; a value written before sealing existed is returned as it is. */
  open(stored: string): string;
}

const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function vaultFrom(secret: string, purpose = 'voucher codes'): Vault {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `portal ${purpose} v1`, 32));
  return {
    seal(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
