import { type WebHandler, createCallbackHandler } from '@checkout-kit/server';
import { publicKey } from '@/lib/gateway';

let handler: WebHandler | undefined;

/**
 * `POST /api/checkout-callback`: the gateway's signed success callback (the purchase's
 * `success_callback`). The handler verifies `X-Signature` over the raw body and runs `onEvent`
 * once per delivery.
 */
export function POST(request: Request): Promise<Response> {
  handler ??= createCallbackHandler({
    publicKey: publicKey(),
    onEvent: (event) => {
      if (event.purchase?.status === 'paid') {
        // Fulfil the order of event.purchase.reference here, idempotently.
      }
    },
  });
  return handler(request);
}
