import { MONEY_HINT, describeValue } from '@checkout-kit/protocol';
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
} from '../purchases/actions.js';
import type { StoredPurchase } from '../state.js';
import { ownEntry } from '../own-entry.js';

/** `/purchases/…` of the collection API. */
export function purchaseRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  const find = (id: string): StoredPurchase => {
    const stored = ownEntry(core.state.purchases, id);
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
        `amount must be ${MONEY_HINT}, not ${describeValue(body.amount)}.`,
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

  /** An action on a purchase; it answers the purchase with 200 unless `run` answers otherwise. */
  type ActionAnswer = { status: 200 | 202; body: object };
  const action = (
    name: string,
    run: (stored: StoredPurchase, body: Record<string, unknown>) => ActionAnswer | undefined,
  ): void => {
    app.post(`/purchases/:id/${name}/`, async (c) => {
      const stored = find(c.req.param('id'));
      const body = await readJsonObject(c);
      const answer = run(stored, body);
      return answer ? c.json(answer.body, answer.status) : c.json(stored.purchase);
    });
    app.all(`/purchases/:id/${name}/`, methodNotAllowed(['POST']));
  };

  action('capture', (stored, body) => void capture(core, stored, optionalAmount(body)));
  action('release', (stored) => void release(core, stored));
  action('cancel', (stored) => void cancel(core, stored));
  // The refund's Payment, as `payment.refunded` delivers it (the description shows no answer).
  action('refund', (stored, body) => ({
    status: 200,
    body: refund(core, stored, optionalAmount(body)),
  }));
  action('charge', (stored, body) => {
    const tokenId = body.recurring_token;
    if (typeof tokenId !== 'string' || tokenId === '') {
      throw GatewayHttpError.field(
        'recurring_token',
        'required',
        'recurring_token is required: the id of a purchase that is a recurring token.',
      );
    }
    charge(core, stored, ownEntry(core.state.purchases, tokenId), tokenId);
    // The description: 200 means the new purchase is paid. A charge still at the acquirer
    // (`pending_charge`) is answered 202 with the purchase: the sandbox's guess at the live code.
    return { status: stored.purchase.status === 'paid' ? 200 : 202, body: stored.purchase };
  });
  action('delete_recurring_token', (stored) => void deleteRecurringToken(core, stored));

  return app;
}
