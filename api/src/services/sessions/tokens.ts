import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and password-recovery links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a copy of the database opens no session. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
