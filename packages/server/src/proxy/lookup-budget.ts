import { describeValue } from '@checkout-kit/protocol';
import { numberOption } from '../internal/option-schema.js';
import { CheckoutError } from '../errors.js';

/** How many lookups the proxy asks the gateway for per minute at most, by default. */
export const DEFAULT_MAX_LOOKUPS_PER_MINUTE = 60;

const MINUTE_MS = 60_000;

/**
 * The proxy has spent its `maxLookupsPerMinute`: a query it has no answer for is refused with a
 * 503 and `Retry-After` until the budget refills, rather than asked of the gateway.
 */
export class LookupBudgetError extends CheckoutError {
  /** When the next lookup may be made, in whole seconds from now. */
  readonly retryAfterSeconds: number;

  constructor(maxLookupsPerMinute: number, retryAfterSeconds: number) {
    super(
      `The payment methods proxy has asked the gateway ${maxLookupsPerMinute} times in the last minute (maxLookupsPerMinute) and refuses queries it has no answer for; many distinct queries are coming in, perhaps from a script. Answers already kept are still served.`,
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A token bucket of upstream lookups: `perMinute` at once, refilled evenly over a minute. A
 * spent budget is reported once, when it runs out, not for every request it refuses.
 */
export class LookupBudget {
  readonly #perMinute: number;
  readonly #now: () => number;
  readonly #report: (error: LookupBudgetError) => void;
  #tokens: number;
  #at: number;
  #spent = false;

  constructor(perMinute: number, now: () => number, report: (error: LookupBudgetError) => void) {
    this.#perMinute = perMinute;
    this.#now = now;
    this.#report = report;
    this.#tokens = perMinute;
    this.#at = now();
  }

  /**
   * Takes one lookup from the budget.
   *
   * @throws {LookupBudgetError} when none is left.
   */
  take(): void {
    if (this.#perMinute === Infinity) return;
    const now = this.#now();
    const refilled = (Math.max(0, now - this.#at) * this.#perMinute) / MINUTE_MS;
    this.#tokens = Math.min(this.#perMinute, this.#tokens + refilled);
    this.#at = now;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      this.#spent = false;
      return;
    }
    const waitMs = ((1 - this.#tokens) * MINUTE_MS) / this.#perMinute;
    const error = new LookupBudgetError(this.#perMinute, Math.max(1, Math.ceil(waitMs / 1000)));
    if (!this.#spent) this.#report(error);
    this.#spent = true;
    throw error;
  }
}

/** The `maxLookupsPerMinute` option: a number of at least 1, `Infinity` for no budget. */
export const maxLookupsOption = numberOption(
  (value) => value >= 1,
  (value, name) =>
    `${name} must be a number of at least 1 (Infinity for no budget), not ${describeValue(value)}.`,
).default(DEFAULT_MAX_LOOKUPS_PER_MINUTE);
