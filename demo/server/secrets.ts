import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new random secret of 256 bits, as 43 URL-safe characters. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The SHA-256 of a secret, as 43 URL-safe characters: what is kept of it, so that a copy of the
 * data does not hold the secret itself.
 */
export function secretDigest(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

/**
 * Whether `secret` is the one whose digest is `digest`. The digests have the same length
 * whatever the secret, and are compared in constant time: how long it takes says nothing
 * about how close a guess was.
 */
export function matchesDigest(secret: string, digest: string): boolean {
  const given = Buffer.from(secretDigest(secret), 'base64url');
  const kept = Buffer.from(digest, 'base64url');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
