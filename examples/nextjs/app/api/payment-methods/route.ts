import { connection } from 'next/server';
import { type WebHandler, createPaymentMethodsHandler } from '@checkout-kit/server';
import { checkoutClient } from '@/lib/gateway';

let handler: WebHandler | undefined;

/**
 * `GET /api/payment-methods?amount=…`: the gateway's lookup for `<CheckoutMethodPicker>`, with
 * the API key and the brand added here, never in the browser.
 */
export async function GET(request: Request): Promise<Response> {
  // Under Cache Components a GET handler is prerendered by `next build` unless it waits for a
  // request: the client below needs the API key, which the build does not have.
  await connection();
  handler ??= createPaymentMethodsHandler({ client: checkoutClient(), ttlMs: 60_000 });
  return handler(request);
}
