import { Hono } from 'hono';
import {
  type CheckoutClient,
  type WebHandler,
  createCallbackHandler,
  readBodyBytes,
} from '@checkout-kit/server';
import type { DataFile } from '../data-file.js';
import { methodNotAllowed } from '../http/method-not-allowed.js';
import type { Logger } from '../logger.js';
import type { OrderBook } from '../orders/order-book.js';
import type { OrderService } from '../orders/order-service.js';
import { ArrivalCounter, type CallbackRoute } from './arrival-counter.js';
import { withArrival } from './arrival.js';
import { DeliveryJournal } from './delivery-journal.js';
import { PersistentDeliveryStore } from './persistent-delivery-store.js';
import { handlePurchaseEvents } from './purchase-events.js';
import { webhookKeys } from './webhook-registration.js';

/** Bodies of deliveries are refused above this size (a purchase snapshot is a few kilobytes). */
export const MAX_DELIVERY_BYTES = 256 * 1024;

/** How long a delivery's body may take to arrive by default, in ms (the kit's default). */
export const DEFAULT_DELIVERY_READ_TIMEOUT_MS = 10_000;

/** What the callback routes work with. */
export interface CallbackRoutesOptions {
  client: CheckoutClient;
  dataFile: DataFile;
  book: OrderBook;
  orders: OrderService;
  /** The URL of this server's webhook route, as registered at the gateway; `null` when none is. */
  webhookUrl: string | null;
  logger: Logger;
  /** How long a delivery's body may take to arrive, in ms; default 10 000. */
  readTimeoutMs?: number;
}

/**
 * `POST /callbacks/success` (success callbacks, verified with the company key) and
 * `POST /callbacks/webhook` (webhooks, verified with the keys of the webhooks registered for
 * that URL), each through `createCallbackHandler`. Handled deliveries are remembered in the
 * data file, so a re-delivery is a duplicate across restarts too; every verified arrival is
 * logged in its order with its attempt, and a refused one in the server's log. A body is read
 * with the kit's bounded, timed reader before anything else: more than `MAX_DELIVERY_BYTES` is
 * answered 413 and one not all there within `readTimeoutMs` 408, as the kit's handler answers,
 * and neither reaches the handler.
 */
export function callbackRoutes(options: CallbackRoutesOptions): Hono {
  const { client, dataFile, book, orders, webhookUrl, logger } = options;
  const readTimeoutMs = options.readTimeoutMs ?? DEFAULT_DELIVERY_READ_TIMEOUT_MS;
  const deliveryStore = new PersistentDeliveryStore(dataFile);
  const onEvent = handlePurchaseEvents({ book, orders, logger });
  const onError = (error: unknown, context: { stage: string; type?: string | null }) =>
    logger.error(`A ${context.type ?? 'delivery'} failed at the ${context.stage} stage.`, error);
  const common = {
    deliveryStore,
    onEvent,
    onError,
    maxBodyBytes: MAX_DELIVERY_BYTES,
    readTimeoutMs,
  };

  const success = createCallbackHandler({
    ...common,
    getPublicKey: (keyOptions) => client.getPublicKey(keyOptions),
  });
  const webhook = createCallbackHandler({
    ...common,
    getWebhookPublicKeys: async () => (webhookUrl === null ? [] : webhookKeys(client, webhookUrl)),
  });

  const counter = new ArrivalCounter(dataFile);
  const journal = new DeliveryJournal(book, logger);
  const app = new Hono();
  const mount = (route: CallbackRoute, handler: WebHandler) => {
    const receive = recordingArrivals(route, handler, { counter, journal, logger, readTimeoutMs });
    app.post(`/${route}`, (c) => receive(c.req.raw));
    app.all(`/${route}`, methodNotAllowed('POST'));
  };
  mount('success', success);
  mount('webhook', webhook);
  return app;
}

/** What {@link recordingArrivals} records with, and how long it waits for a body. */
interface ArrivalRecording {
  counter: ArrivalCounter;
  journal: DeliveryJournal;
  logger: Logger;
  readTimeoutMs: number;
}

/**
 * Wraps a callback handler so that each verified request is counted (how many times the same
 * bytes have arrived) and, when the handler answers it without handling it, logged: a duplicate
 * in its order, a refusal in the server's log only (nothing a forger sends reaches the disk).
 * The body is read first, at most `MAX_DELIVERY_BYTES` and within `readTimeoutMs`: a body over
 * the limit or too slow is answered as the kit's handler answers it, and not handed on.
 */
function recordingArrivals(
  route: CallbackRoute,
  handler: WebHandler,
  { counter, journal, logger, readTimeoutMs }: ArrivalRecording,
): WebHandler {
  return async (request) => {
    const read = await readBodyBytes(request, MAX_DELIVERY_BYTES, readTimeoutMs);
    if (!read.ok) {
      const tooLarge = read.reason === 'too_large';
      logger.warn(
        `A delivery to /callbacks/${route} was refused with ${tooLarge ? 413 : 408}: ` +
          (tooLarge
            ? `its body is larger than ${MAX_DELIVERY_BYTES} bytes.`
            : `its body did not arrive within ${readTimeoutMs} ms.`),
      );
      // The rest of the body stays unread: the connection cannot carry another request.
      return Response.json(
        { error: tooLarge ? 'payload_too_large' : 'body_timeout' },
        { status: tooLarge ? 413 : 408, headers: { Connection: 'close' } },
      );
    }
    const raw = read.bytes;
    const counted = counter.attemptOf(route, raw);
    const arrival = {
      route,
      attempt: counted.attempt,
      orderParam: new URL(request.url).searchParams.get('order'),
      handled: false,
    };
    // The handler verifies these exact bytes: they are passed on unchanged (read from a
    // request's stream, they sit in an ArrayBuffer).
    const forwarded = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: raw as Uint8Array<ArrayBuffer>,
    });
    const response = await withArrival(arrival, () => handler(forwarded));
    // Written only once the signature verified: the delivery was handled, or acknowledged as
    // a duplicate (200) or one being handled (409). A refusal writes nothing to disk.
    const verified = arrival.handled || response.status === 200 || response.status === 409;
    if (verified) await counter.record(counted);
    if (!arrival.handled) await journal.unhandled(arrival, raw, response.status);
    return response;
  };
}
