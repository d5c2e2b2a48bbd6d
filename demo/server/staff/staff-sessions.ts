import { randomBytes } from 'node:crypto';
import { matchesDigest, newSecret, secretDigest } from '../secrets.js';

/** How long a back-office session lasts without use. */
export const STAFF_SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** A password for the back office when none is set: 128 random bits, easy to copy. */
export function randomStaffPassword(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The back office's sign-ins: one shared password (printed when the demo starts, or set by
 * `DEMO_ADMIN_PASSWORD`), and sessions with random 256-bit ids held in memory, each ending
 * after {@link STAFF_SESSION_TTL_MS} without use. A restart signs everyone out. A real shop has
 * staff accounts in a database instead; the checks around a session stay the same.
 */
export class StaffSessions {
  readonly #passwordDigest: string;
  /** Session id → when it ends (clock ms). */
  readonly #sessions = new Map<string, number>();
  readonly #now: () => number;

  constructor(password: string, now: () => number = Date.now) {
    if (password.length < 8) {
      throw new RangeError('The back-office password must be at least 8 characters long.');
    }
    this.#passwordDigest = secretDigest(password);
    this.#now = now;
  }

  /** A new session id when `password` is right (compared in constant time), else `null`. */
  signIn(password: unknown): string | null {
    if (typeof password !== 'string') return null;
    if (!matchesDigest(password, this.#passwordDigest)) return null;
    this.#forgetEnded();
    const id = newSecret();
    this.#sessions.set(id, this.#now() + STAFF_SESSION_TTL_MS);
    return id;
  }

  /** Whether `id` is a live session; using it extends it. */
  isSignedIn(id: string | undefined): boolean {
    if (id === undefined) return false;
    const endsAt = this.#sessions.get(id);
    if (endsAt === undefined) return false;
    if (endsAt <= this.#now()) {
      this.#sessions.delete(id);
      return false;
    }
    this.#sessions.set(id, this.#now() + STAFF_SESSION_TTL_MS);
    return true;
  }

  /** Ends a session; an unknown one is fine. */
  signOut(id: string | undefined): void {
    if (id !== undefined) this.#sessions.delete(id);
  }

  #forgetEnded(): void {
    const now = this.#now();
    for (const [id, endsAt] of this.#sessions) if (endsAt <= now) this.#sessions.delete(id);
  }
}
