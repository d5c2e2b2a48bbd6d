import {
  formatIssuePath,
  type GatewayFieldError,
  type KnownGatewayErrorCode,
  type PayoutPagination,
  type FieldIssue,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';

/**
 * Collects the errors of a payout request body per field, in the gateway's shape
 * (`{"field": [{"message", "code"}]}`), so that one answer names every problem: those of the
 * body rules of `@checkout-kit/protocol` and those only the service's state can tell.
 */
export class FieldErrors {
  readonly #errors: Record<string, GatewayFieldError<KnownGatewayErrorCode>[]> = {};

  /** Starts with the issues of a protocol check (`checkSendInstructionBody(…).issues`). */
  constructor(issues: readonly FieldIssue[] = []) {
    for (const issue of issues) this.add(formatIssuePath(issue.path), issue.code, issue.message);
  }

  add(field: string, code: KnownGatewayErrorCode, message: string): void {
    (this.#errors[field] ??= []).push({ message, code });
  }

  has(field: string): boolean {
    return field in this.#errors;
  }

  /** Throws the 400 answer when any error was added. */
  throwIfAny(): void {
    if (Object.keys(this.#errors).length > 0) throw new GatewayHttpError(400, this.#errors);
  }
}

/**
 * The value of a field the body rules accepted, to judge against the state; `undefined` when
 * the field was refused already (its problem is reported, no second one is added).
 */
export function acceptedField<T>(
  body: Record<string, unknown>,
  field: string,
  errors: FieldErrors,
): T | undefined {
  return errors.has(field) ? undefined : (body[field] as T);
}

/** An amount in cents as people read it: `RM 1,234.50`. */
export function formatMyr(cents: number): string {
  return new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' }).format(cents / 100);
}

/** The next integer id of a payout object (the samples' ids are integers: `588`, `242`). */
export function nextPayoutId(core: SandboxCore): number {
  core.state.payout.lastId += 1;
  core.changed();
  return core.state.payout.lastId;
}

/** A sandbox-clock time in ms as the samples print times: ISO 8601 with milliseconds, UTC. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * A payout list as the samples answer it: `{results, meta: {pagination}}`, newest first (the
 * samples list higher ids first), all on one page.
 */
export function payoutPage<T>(results: T[]): {
  results: T[];
  meta: { pagination: PayoutPagination };
} {
  return {
    results: [...results].reverse(),
    meta: {
      pagination: {
        current_page: 1,
        prev_page: null,
        next_page: null,
        total_pages: 1,
        total_count: results.length,
      },
    },
  };
}
