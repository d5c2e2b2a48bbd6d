import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import { methodNotAllowed, readJsonObject } from '../core/http.js';
import { createPurchase } from '../purchases/create-purchase.js';
import { PURCHASE_ACTIONS } from '../purchases/actions.js';
import type { StoredPurchase } from '../core/state.js';

/** The address a purchase records as `created_from_ip`: IPv4 without its IPv6 prefix. */
export function payerIp(remoteAddress: string | undefined): string {
  return (remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** `/purchases/…` of the collection API. */
export function purchaseRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  const find = (id: string): StoredPurchase => {
    const stored = core.purchases.get(id);
    if (!stored) throw GatewayHttpError.general(404, 'not_found', `No purchase with id ${id}.`);
    return stored;
  };

  app.post('/purchases/', async (c) => {
    const body = await readJsonObject(c);
    const stored = createPurchase(core, body, payerIp(getConnInfo(c).remote.address));
    return c.json(stored.purchase, 201);
  });
  app.all('/purchases/', methodNotAllowed(['POST']));

  app.get('/purchases/:id/', (c) => c.json(find(c.req.param('id')).purchase));
  app.all('/purchases/:id/', methodNotAllowed(['GET']));

  // Every action of `PURCHASE_ACTIONS`, at `POST /purchases/{id}/<name>/`: the purchase, with
  // 200, unless the action answers otherwise.
  for (const [name, run] of Object.entries(PURCHASE_ACTIONS)) {
    app.post(`/purchases/:id/${name}/`, async (c) => {
      const id = c.req.param('id');
      find(id); // an unknown purchase is answered 404 before its body is read
      const body = await readJsonObject(c);
      // Looked up again: a purchase is not held across the wait for the body.
      const stored = find(id);
      const answer = run(core, stored, body);
      return answer ? c.json(answer.body, answer.status) : c.json(stored.purchase);
    });
    app.all(`/purchases/:id/${name}/`, methodNotAllowed(['POST']));
  }

  return app;
}
