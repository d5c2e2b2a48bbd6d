import { type Context, Hono } from 'hono';
import { type CreatedOrder, ORDER_KEY_HEADER, type OrderList } from '../../shared/api.js';
import { ApiHttpError } from '../http/api-error.js';
import { methodNotAllowed } from '../http/method-not-allowed.js';
import { readJson } from '../http/read-json.js';
import { parseBody } from '../http/validate.js';
import type { OrderActions } from '../orders/order-actions.js';
import type { OrderBook } from '../orders/order-book.js';
import { keyOpensOrder } from '../orders/order-keys.js';
import { withdrawReplacedOrder } from '../orders/order-replacement.js';
import { amountRequest, createOrderRequest, emptyRequest } from '../orders/order-requests.js';
import type { OrderService } from '../orders/order-service.js';

/**
 * `/api/orders`: make an order (201, with its key), list them (newest first), read one
 * (refreshed from the gateway), and the merchant's actions on one: capture, release, refund,
 * cancel. Payers make orders (one in place of their earlier order of a cart they changed:
 * `replaces`), and read the one whose key they hold (`X-Order-Key`); staff read any. The list
 * and the actions are the back office's (see `requireStaff`).
 */
export function orderRoutes(
  book: OrderBook,
  orders: OrderService,
  actions: OrderActions,
  isStaff: (c: Context) => boolean,
): Hono {
  const app = new Hono();

  /** Throws 404 unless the request opens the order: the payer's key, or a staff session. */
  const requireOpens = (c: Context, id: string): void => {
    // Without the payer's key, an order that exists is answered as one that does not: order
    // numbers are short, and trying them must tell nothing (not even that one exists).
    if (!keyOpensOrder(book.get(id), c.req.header(ORDER_KEY_HEADER)) && !isStaff(c)) {
      throw ApiHttpError.notFound(`There is no order ${id}.`);
    }
  };

  app.post('/orders', async (c) => {
    const request = parseBody(createOrderRequest, await readJson(c), 'The order');
    if (request.replaces !== undefined) {
      // Only the payer who made it (its key), or staff, may have an order cancelled this way.
      requireOpens(c, request.replaces);
      await withdrawReplacedOrder(orders, actions, request.replaces);
    }
    const { record, key } = await orders.create(request);
    return c.json({ ...record.order, key } satisfies CreatedOrder, 201);
  });
  app.get('/orders', (c) => c.json({ orders: book.list() } satisfies OrderList));
  app.all('/orders', methodNotAllowed('GET', 'POST'));

  app.get('/orders/:id', async (c) => {
    const id = c.req.param('id');
    requireOpens(c, id);
    return c.json(await orders.refresh(id));
  });
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
