import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether two secrets (an API key, a token) are equal, in time that does not depend on where they
 * differ. Both are hashed first, so strings of different lengths compare safely too.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a).digest();
  const digestB = createHash('sha256').update(b).digest();
  return timingSafeEqual(digestA, digestB);
}
