/**
 * Local validation of a Purchase creation body with every rule of the gateway's interface: the
 * rules of `@checkout-kit/protocol`, the ones the sandbox applies to `POST /purchases/` and
 * `CheckoutClient.createPurchase` applies before sending anything.
 *
 * @example
 * import { validatePurchase } from '@checkout-kit/server';
 *
 * const issues = validatePurchase(body);
 * // [{ path: ['purchase', 'products', 0, 'price'], code: 'not_an_integer',
 * //    message: 'purchase.products[0].price must be an integer amount in the smallest currency unit (1050 for RM 10.50), not 10.5.' }]
 */
export {
  type PurchaseCheck,
  type FieldIssue,
  type FieldIssueCode,
  checkPurchase,
  formatIssuePath,
  validatePurchase,
} from '@checkout-kit/protocol';
