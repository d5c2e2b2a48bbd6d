/** How the back office's sign-in slows down password guessing. */
export interface SignInThrottleOptions {
  /** Wrong passwords in a row an address may send before it is locked out; default 5. */
  freeFailures?: number;
  /** The first lock-out, in ms; each further wrong password doubles it. Default 1 000. */
  firstLockoutMs?: number;
  /** The longest lock-out, in ms; default 15 minutes. */
  maxLockoutMs?: number;
  /**
   * Wrong passwords per second across all addresses; past that, every sign-in waits until the
   * second has passed. Default 10.
   */
  maxFailuresPerSecond?: number;
  /**
   * How long an address's wrong passwords are remembered after its last one, in ms; at least
   * `maxLockoutMs`. Default 1 hour.
   */
  forgetAfterMs?: number;
  /** Addresses remembered at once (memory stays bounded); default 10 000. */
  maxAddresses?: number;
  /** The clock, in ms; tests move it by hand. */
  now?: () => number;
}

/** What is remembered of an address that sent wrong passwords. */
interface Failures {
  /** Wrong passwords in a row. */
  count: number;
  lastAt: number;
  /** Until when (clock ms) its sign-ins are refused unread. */
  lockedUntil: number;
}

/**
 * Failed sign-ins, counted per client address and overall. After `freeFailures` wrong passwords
 * in a row an address is locked out for `firstLockoutMs`, doubled by each wrong password after
 * (1 s, 2 s, 4 s, … up to `maxLockoutMs`); a right password resets its count. Across all
 * addresses, at most `maxFailuresPerSecond` wrong passwords are read in any second. While an
 * address (or everyone) waits, a sign-in is refused before its password is read, so guessing
 * during a lock-out learns nothing. Held in memory: a restart forgets it.
 */
export class SignInThrottle {
  readonly #freeFailures: number;
  readonly #firstLockoutMs: number;
  readonly #maxLockoutMs: number;
  readonly #maxFailuresPerSecond: number;
  readonly #forgetAfterMs: number;
  readonly #maxAddresses: number;
  readonly #now: () => number;
  /** By address, least recently failed first. */
  readonly #addresses = new Map<string, Failures>();
  /** When the latest wrong passwords (of any address) arrived, oldest first; at most the cap. */
  readonly #recent: number[] = [];

  constructor(options: SignInThrottleOptions = {}) {
    this.#freeFailures = positive('freeFailures', options.freeFailures ?? 5);
    this.#firstLockoutMs = positive('firstLockoutMs', options.firstLockoutMs ?? 1_000);
    this.#maxLockoutMs = positive('maxLockoutMs', options.maxLockoutMs ?? 15 * 60_000);
    this.#maxFailuresPerSecond = positive(
      'maxFailuresPerSecond',
      options.maxFailuresPerSecond ?? 10,
    );
    this.#forgetAfterMs = positive('forgetAfterMs', options.forgetAfterMs ?? 60 * 60_000);
    this.#maxAddresses = positive('maxAddresses', options.maxAddresses ?? 10_000);
    if (this.#forgetAfterMs < this.#maxLockoutMs) {
      // Forgetting an address must never end its lock-out early.
      throw new RangeError('forgetAfterMs must be at least maxLockoutMs.');
    }
    this.#now = options.now ?? Date.now;
  }

  /** How long `address` must wait before its next sign-in is read, in ms; 0: now. */
  waitMs(address: string): number {
    const now = this.#now();
    const own = (this.#addresses.get(address)?.lockedUntil ?? 0) - now;
    const oldest = this.#recent[0];
    const overall =
      this.#recent.length >= this.#maxFailuresPerSecond && oldest !== undefined
        ? oldest + 1_000 - now
        : 0;
    return Math.max(0, own, overall);
  }

  /** Counts a wrong password from `address`, and locks it out once past the free ones. */
  failed(address: string): void {
    const now = this.#now();
    this.#recent.push(now);
    if (this.#recent.length > this.#maxFailuresPerSecond) this.#recent.shift();
    const failures = this.#addresses.get(address) ?? { count: 0, lastAt: now, lockedUntil: 0 };
    failures.count += 1;
    failures.lastAt = now;
    const beyond = failures.count - this.#freeFailures;
    if (beyond >= 0) {
      failures.lockedUntil = now + Math.min(this.#maxLockoutMs, this.#firstLockoutMs * 2 ** beyond);
    }
    // Moved to the end: the map stays ordered by last failure.
    this.#addresses.delete(address);
    this.#addresses.set(address, failures);
    this.#forget(now);
  }

  /** A right password from `address`: its wrong ones are forgotten. */
  succeeded(address: string): void {
    this.#addresses.delete(address);
  }

  /** Forgets addresses quiet for `forgetAfterMs`, and the least recent past `maxAddresses`. */
  #forget(now: number): void {
    for (const [address, failures] of this.#addresses) {
      const stale = failures.lastAt + this.#forgetAfterMs <= now;
      if (!stale && this.#addresses.size <= this.#maxAddresses) break;
      this.#addresses.delete(address);
    }
  }
}

function positive(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number, 1 or more (it is ${value}).`);
  }
  return value;
}
