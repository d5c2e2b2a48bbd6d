import { NON_FIELD_KEY, type FieldIssue, type FieldIssueCode } from '../rules/field-issue.js';

/**
 * One error of one field, as the gateway reports it. `Code` is `string` for a reader; a
 * producer narrows it to the codes it may write (the sandbox: `KnownGatewayErrorCode`).
 */
export interface GatewayFieldError<Code extends string = string> {
  readonly message: string;
  readonly code: Code;
}

/**
 * The body of the gateway's 400 answer: per field a list of errors, nested like the request
 * body; rules across fields under `__all__` at the level they concern.
 */
export interface GatewayErrorBody<Code extends string = string> {
  [field: string]: GatewayFieldError<Code>[] | GatewayErrorBody<Code>;
}

/**
 * Builds the gateway's 400 body from issues, nested like the request body.
 *
 * - A field's errors are a list of `{ message, code }` under the field's name.
 * - A list's items are nested under their index as an object key (`"0"`, `"1"`, …): only the
 *   items with errors appear, and `errors.purchase.products[1]` reads the same in JavaScript
 *   as `errors.purchase.products['1']`. (Django REST framework writes a list of nested objects
 *   as a list with `{}` for the valid items; one sparse shape for every list is easier to read.)
 * - Rules across fields are under `__all__` at the level they concern: the body's own under
 *   the top-level `__all__`.
 * - Should a field have errors of its own and errors inside it, its own move to its `__all__`.
 *
 * @example
 * toGatewayErrorBody([
 *   { path: ['purchase', 'products', 0, 'price'], code: 'min_value', message: '…' },
 *   { path: ['__all__'], code: 'purchase_client_or_id_required', message: '…' },
 * ]);
 * // {
 * //   purchase: { products: { '0': { price: [{ message: '…', code: 'min_value' }] } } },
 * //   __all__: [{ message: '…', code: 'purchase_client_or_id_required' }],
 * // }
 */
export function toGatewayErrorBody(
  issues: readonly FieldIssue[],
): GatewayErrorBody<FieldIssueCode> {
  const body: Body = {};
  for (const issue of issues) {
    const keys = issue.path.length === 0 ? [NON_FIELD_KEY] : issue.path.map(String);
    const error: GatewayFieldError<FieldIssueCode> = { message: issue.message, code: issue.code };
    let node = body;
    keys.forEach((key, index) => {
      const existing = node[key];
      if (index === keys.length - 1) {
        if (existing === undefined) node[key] = [error];
        else if (Array.isArray(existing)) existing.push(error);
        else ownErrors(existing).push(error);
        return;
      }
      if (existing === undefined || Array.isArray(existing)) {
        const child: Body = {};
        if (existing) child[NON_FIELD_KEY] = existing;
        node[key] = child;
        node = child;
      } else {
        node = existing;
      }
    });
  }
  return body;
}

type Body = GatewayErrorBody<FieldIssueCode>;

/** The `__all__` list of a nested level, created on first use. */
function ownErrors(node: Body): GatewayFieldError<FieldIssueCode>[] {
  const existing = node[NON_FIELD_KEY];
  if (Array.isArray(existing)) return existing;
  if (existing) return ownErrors(existing);
  const list: GatewayFieldError<FieldIssueCode>[] = [];
  node[NON_FIELD_KEY] = list;
  return list;
}
