import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Separate keys for separate jobs, all derived from JWT_SECRET (HKDF-SHA256), so one secret is configured. */
export interface AccountKeys {
  /** Signs access tokens (HS256). */
  accessToken: Uint8Array;
  /** Keys the hashes of emailed codes, reset tokens and refresh tokens stored in the database. */
  secretHash: Buffer;
}

/**
 * `audience` '' keeps the customers' keys; another audience (the back office's 'staff') gets keys of its own, so
 * a token signed for one never verifies for the other.
 */
export function deriveAccountKeys(jwtSecret: string, audience = ''): AccountKeys {
  const salt = audience ? `startwise-${audience}` : 'startwise-accounts';
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', jwtSecret, salt, info, 32));
  return { accessToken: new Uint8Array(derive('access-token')), secretHash: derive('secret-hash') };
}

/** HMAC-SHA256 of the parts joined with '|', hex: what is stored instead of a code or token. */
export function keyedHash(key: Buffer, ...parts: string[]): string {
  return createHmac('sha256', key).update(parts.join('|')).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
