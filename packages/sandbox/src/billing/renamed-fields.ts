import { formatIssuePath } from '@checkout-kit/protocol';
import type { SandboxErrorBody } from '../core/errors.js';

/**
 * A 400 body with its top-level fields renamed as the body the merchant sent names them
 * (`issued` → `invoice_issued`), and each message's leading field name too, prefixed with the
 * path `under` (`clients[0].…`) when given. A billing body is checked as the purchase it makes,
 * so a refusal names the field of the billing body, not of that purchase.
 */
export function renamedBody(
  body: SandboxErrorBody,
  renames: Readonly<Record<string, string>>,
  under: readonly (string | number)[] = [],
): SandboxErrorBody {
  const path = formatIssuePath(under);
  const renamed: SandboxErrorBody = {};
  for (const [field, errors] of Object.entries(body)) {
    const name = renames[field] ?? field;
    const said = (message: string): string => {
      const named = message.startsWith(field) ? name + message.slice(field.length) : null;
      if (!path) return named ?? message;
      return named ? `${path}.${named}` : `${path}: ${message}`;
    };
    renamed[name] = Array.isArray(errors)
      ? errors.map((each) => ({ ...each, message: said(each.message) }))
      : errors;
  }
  return renamed;
}

/** Two error bodies as one (their fields differ). */
export function mergedBodies(...bodies: SandboxErrorBody[]): SandboxErrorBody {
  return Object.assign({}, ...bodies) as SandboxErrorBody;
}
