import { type WebHandler, createCallbackHandler } from '@checkout-kit/server';

let handler: WebHandler | undefined;

/** The gateway's signed callback, as the README's Next.js section writes it: never prerendered. */
export function POST(request: Request): Promise<Response> {
  handler ??= createCallbackHandler({
    publicKey: process.env.CHECKOUT_PUBLIC_KEY ?? '',
    onEvent: async (event) => {
      if (event.purchase?.status === 'paid') {
        // Check the purchase against its order, and fulfil the order once.
      }
    },
  });
  return handler(request);
}
