import { connection } from 'next/server';
import { type WebHandler, createPaymentMethodsHandler } from '@checkout-kit/server';
import { checkoutClient } from '@/lib/gateway';

let handler: WebHandler | undefined;

/** The picker's `src`, as the README's Next.js section writes it. */
export async function GET(request: Request): Promise<Response> {
  await connection(); // never at build time: the client needs the API key
  handler ??= createPaymentMethodsHandler({ client: checkoutClient(), ttlMs: 60_000 });
  return handler(request);
}
