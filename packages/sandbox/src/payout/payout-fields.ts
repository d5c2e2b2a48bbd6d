import {
  formatIssuePath,
  type GatewayFieldError,
  type PurchaseIssue,
} from '@checkout-kit/protocol';
import { GatewayHttpError } from '../errors.js';

/**
 * Collects the errors of a payout request body per field, in the gateway's shape
 * (`{"field": [{"message", "code"}]}`), so that one answer names every problem: those of the
 * body rules of `@checkout-kit/protocol` and those only the service's state can tell.
 */
export class FieldErrors {
  private readonly errors: Record<string, GatewayFieldError[]> = {};

  /** Starts with the issues of a protocol check (`checkSendInstructionBody(…).issues`). */
  constructor(issues: readonly PurchaseIssue[] = []) {
    for (const issue of issues) this.add(formatIssuePath(issue.path), issue.code, issue.message);
  }

  add(field: string, code: string, message: string): void {
    (this.errors[field] ??= []).push({ message, code });
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  /** Throws the 400 answer when any error was added. */
  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new GatewayHttpError(400, this.errors);
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
