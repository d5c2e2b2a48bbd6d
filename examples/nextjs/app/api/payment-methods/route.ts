import { type WebHandler, createPaymentMethodsHandler } from '@checkout-kit/server';
import { checkoutClient } from '../../../lib/gateway';

let handler: WebHandler | undefined;

/**
 * `GET /api/payment-methods?amount=…`: the gateway's lookup for `<CheckoutMethodPicker>`, with
 * the API key and the brand added here, never in the browser.
 */
export function GET(request: Request): Promise<Response> {
  handler ??= createPaymentMethodsHandler({ client: checkoutClient(), ttlMs: 60_000 });
  return handler(request);
}
