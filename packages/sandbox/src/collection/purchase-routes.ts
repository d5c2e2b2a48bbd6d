import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { SandboxCore } from '../core.js';
import { GatewayHttpError } from '../errors.js';
import { methodNotAllowed, readJsonObject } from '../http.js';
import { createPurchase } from '../purchases/create-purchase.js';
import {
  cancel,
  capture,
  charge,
  deleteRecurringToken,
  refund,
  release,
} from '../purchases/lifecycle.js';
import type { StoredPurchase } from '../state.js';

/** `/purchases/…` of the collection API. */
export function purchaseRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  const find = (id: string): StoredPurchase => {
    const stored = core.state.purchases[id];
    if (!stored) throw GatewayHttpError.general(404, 'not_found', `No purchase with id ${id}.`);
    return stored;
  };

  /** Reads an optional integer `amount`; its range is checked by the action. */
  const optionalAmount = (body: Record<string, unknown>): number | undefined => {
    if (body.amount === undefined || body.amount === null) return undefined;
    if (typeof body.amount !== 'number' || !Number.isInteger(body.amount)) {
      throw GatewayHttpError.field(
        'amount',
        'not_an_integer',
        `amount must be an integer in the smallest currency unit (1050 for RM 10.50), not ${JSON.stringify(body.amount)}.`,
      );
    }
    return body.amount;
  };

  app.post('/purchases/', async (c) => {
    const body = await readJsonObject(c);
    const ip = getConnInfo(c).remote.address ?? '127.0.0.1';
    const stored = createPurchase(core, body, ip.replace(/^::ffff:/, ''));
    return c.json(stored.purchase, 201);
  });
  app.all('/purchases/', methodNotAllowed(['POST']));

  app.get('/purchases/:id/', (c) => c.json(find(c.req.param('id')).purchase));
  app.all('/purchases/:id/', methodNotAllowed(['GET']));

  const action = (
    name: string,
    run: (stored: StoredPurchase, body: Record<string, unknown>) => void,
  ): void => {
    app.post(`/purchases/:id/${name}/`, async (c) => {
      const stored = find(c.req.param('id'));
      const body = await readJsonObject(c);
      run(stored, body);
      return c.json(stored.purchase);
    });
    app.all(`/purchases/:id/${name}/`, methodNotAllowed(['POST']));
  };

  action('capture', (stored, body) => capture(core, stored, optionalAmount(body)));
  action('release', (stored) => release(core, stored));
  action('cancel', (stored) => cancel(core, stored));
  action('refund', (stored, body) => void refund(core, stored, optionalAmount(body)));
  action('charge', (stored, body) => {
    const tokenId = body.recurring_token;
    if (typeof tokenId !== 'string' || tokenId === '') {
      throw GatewayHttpError.field(
        'recurring_token',
        'required',
        'recurring_token is required: the id of a purchase that is a recurring token.',
      );
    }
    charge(core, stored, core.state.purchases[tokenId], tokenId);
  });
  action('delete_recurring_token', (stored) => deleteRecurringToken(core, stored));

  return app;
}
