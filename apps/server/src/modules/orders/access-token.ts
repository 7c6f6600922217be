import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The token that lets a customer read their order again (ids alone are guessable). Only its hash is
 * stored. With an Idempotency-Key the token is derived from that key, so a retried request gets the
 * same token back without the server ever keeping it; the key is a secret only that client holds.
 */
export function newAccessToken(orderNumber: string, idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return randomBytes(32).toString('base64url');
  return createHmac('sha256', idempotencyKey).update(`order-access:${orderNumber}`).digest('base64url');
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function accessTokenMatches(token: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashAccessToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
