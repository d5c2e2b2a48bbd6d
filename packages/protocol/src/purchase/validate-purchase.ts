import type { PurchaseCreateBody } from './purchase.js';
import { type BodyCheck, checkWithSchema } from '../rules/check-with-schema.js';
import type { FieldIssue } from '../rules/field-issue.js';
import { purchaseCreateBodySchema } from './purchase-rules.js';

/** The outcome of checking a Purchase creation body. */
export type PurchaseCheck = BodyCheck<PurchaseCreateBody>;

/**
 * Checks a Purchase creation body against every rule of the gateway's interface and reports
 * every broken rule, not only the first: field path, the gateway's code and a message that
 * names the field and the rule. The sandbox answers `POST /purchases/` with these, and the
 * server package refuses a body with them before any network call.
 *
 * Unknown fields are ignored, as the gateway ignores them.
 *
 * @example
 * validatePurchase({
 *   brand_id: '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12',
 *   client: { email: 'payer@example.com' },
 *   purchase: { products: [{ name: 'Tea', price: 10.5 }] },
 * });
 * // [{
 * //   path: ['purchase', 'products', 0, 'price'],
 * //   code: 'not_an_integer',
 * //   message: 'purchase.products[0].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not 10.5.',
 * // }]
 */
export function validatePurchase(body: unknown): FieldIssue[] {
  return [...checkPurchase(body).issues];
}

/**
 * Like {@link validatePurchase}, and also hands back the body, typed, when it is valid (with
 * unknown fields dropped).
 *
 * @example
 * const check = checkPurchase(JSON.parse(raw));
 * if (!check.valid) return json(400, toGatewayErrorBody(check.issues));
 * const total = purchaseTotal(check.body.purchase);
 */
export function checkPurchase(body: unknown): PurchaseCheck {
  return checkWithSchema(purchaseCreateBodySchema, body);
}
