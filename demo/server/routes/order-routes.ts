import { Hono } from 'hono';
import type { OrderList } from '../../shared/api.js';
import { methodNotAllowed } from '../http/method-not-allowed.js';
import { readJson } from '../http/read-json.js';
import { parseBody } from '../http/validate.js';
import type { OrderActions } from '../orders/order-actions.js';
import type { OrderBook } from '../orders/order-book.js';
import { amountRequest, createOrderRequest, emptyRequest } from '../orders/order-requests.js';
import type { OrderService } from '../orders/order-service.js';

/**
 * `/api/orders`: make an order (201), list them (newest first), read one (refreshed from the
 * gateway), and the merchant's actions on one: capture, release, refund, cancel. Payers make
 * and read orders; the list and the actions are the back office's (see `requireStaff`).
 */
export function orderRoutes(book: OrderBook, orders: OrderService, actions: OrderActions): Hono {
  const app = new Hono();

  app.post('/orders', async (c) => {
    const request = parseBody(createOrderRequest, await readJson(c), 'The order');
    const record = await orders.create(request);
    return c.json(record.order, 201);
  });
  app.get('/orders', (c) => c.json({ orders: book.list() } satisfies OrderList));
  app.all('/orders', methodNotAllowed('GET', 'POST'));

  app.get('/orders/:id', async (c) => c.json(await orders.refresh(c.req.param('id'))));
  app.all('/orders/:id', methodNotAllowed('GET'));

  app.post('/orders/:id/capture', async (c) => {
    const { amount } = parseBody(amountRequest, await readJson(c), 'The capture');
    return c.json(await actions.capture(c.req.param('id'), amount));
  });
  app.post('/orders/:id/refund', async (c) => {
    const { amount } = parseBody(amountRequest, await readJson(c), 'The refund');
    return c.json(await actions.refund(c.req.param('id'), amount));
  });
  app.post('/orders/:id/release', async (c) => {
    parseBody(emptyRequest, await readJson(c), 'The release');
    return c.json(await actions.release(c.req.param('id')));
  });
  app.post('/orders/:id/cancel', async (c) => {
    parseBody(emptyRequest, await readJson(c), 'The cancellation');
    return c.json(await actions.cancel(c.req.param('id')));
  });
  for (const action of ['capture', 'refund', 'release', 'cancel']) {
    app.all(`/orders/:id/${action}`, methodNotAllowed('POST'));
  }
  return app;
}
