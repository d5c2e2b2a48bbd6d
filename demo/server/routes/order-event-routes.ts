import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { methodNotAllowed } from '../http/method-not-allowed.js';
import type { OrderFeed } from '../orders/order-feed.js';

/** How often an idle stream says it is alive, so that proxies keep it open. */
const KEEP_ALIVE_MS = 25_000;
/** How long a browser waits before it reconnects a stream that broke. */
const RECONNECT_MS = 3_000;

/**
 * `GET /api/orders/events`: the back office's live view, as Server-Sent Events. It opens with
 * `ready`, then sends `order` (the order as JSON) each time an order changes: a delivery from
 * the gateway, an operation, a new order. A page that reconnects reloads the list, so nothing
 * missed in between is lost. The stream ends when the browser leaves or `shutdown` aborts.
 */
export function orderEventRoutes(feed: OrderFeed, shutdown: AbortSignal): Hono {
  const app = new Hono();
  app.get('/orders/events', (c) =>
    streamSSE(c, async (stream) => {
      const left = new AbortController();
      stream.onAbort(() => left.abort());
      const ended = AbortSignal.any([left.signal, shutdown]);
      // Each write waits for the one before: events reach the page in the order they happened.
      // A write fails only when the browser has gone: the stream then ends.
      let writing = Promise.resolve();
      const send = (write: () => Promise<unknown>): void => {
        writing = writing.then(write).then(
          () => undefined,
          () => left.abort(),
        );
      };
      send(() => stream.writeSSE({ event: 'ready', data: '', retry: RECONNECT_MS }));
      const unsubscribe = feed.subscribe((order) =>
        send(() => stream.writeSSE({ event: 'order', id: order.id, data: JSON.stringify(order) })),
      );
      try {
        while (!ended.aborted) {
          await sleep(KEEP_ALIVE_MS, undefined, { signal: ended }).catch(() => undefined);
          if (!ended.aborted) send(() => stream.write(': alive\n\n'));
        }
      } finally {
        unsubscribe();
        await writing;
      }
    }),
  );
  app.all('/orders/events', methodNotAllowed('GET'));
  return app;
}
