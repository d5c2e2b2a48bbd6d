import { Hono } from 'hono';
import type { SandboxCore } from './core/sandbox-core.js';
import { GatewayHttpError } from './core/errors.js';
import { methodNotAllowed, readJsonObject } from './core/http.js';
import { PURCHASE_CONTROLS, runPurchaseControl } from './purchases/sandbox-controls.js';
import { ownEntry } from './core/own-entry.js';
import { clockJumpProblem } from './core/clock.js';
import { FPX_BANK_MOVES, moveFpxBank } from './payments/fpx-bank-status.js';

/**
 * Controls for tests and the demo, which are not part of the gateway: the delivery log, the
 * sandbox clock, the moves the gateway makes by itself on a purchase
 * (`POST /purchases/{id}/send|chargeback|settle`), and FPX banks going offline and back
 * (`POST /fpx_banks/{method}/{code}/offline|online`). Like the rest of `/__sandbox`, they need
 * no API key.
 */
export function controlRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  /** The delivery log, optionally of one purchase or payout object: `?object_id=`. */
  app.get('/deliveries', (c) => {
    const objectId = c.req.query('object_id');
    return c.json(core.deliveries.list(objectId ? { objectId } : {}));
  });

  /** Delivers a delivery's same bytes once more, as the gateway may after a 2xx answer. */
  app.post('/deliveries/:id/repeat', (c) => {
    const id = c.req.param('id');
    if (!ownEntry(core.state.deliveries, id))
      throw GatewayHttpError.general(404, 'not_found', `There is no delivery ${id}.`);
    return c.json(core.deliveries.repeat(id), 201);
  });
  app.all('/deliveries/:id/repeat', methodNotAllowed(['POST']));

  /** Moves the sandbox clock: `{"ms": 60000}`. Answers once everything due has run. */
  app.post('/advance', async (c) => {
    const { ms } = await readJsonObject(c);
    const problem = clockJumpProblem(ms);
    if (problem) throw GatewayHttpError.field('ms', 'invalid', problem);
    await core.clock.advance(ms as number);
    return c.json({ now: core.clock.now() });
  });

  /**
   * `POST /purchases/{id}/send` (`created` → `sent`), `…/chargeback` (`paid` → `chargeback`),
   * `…/settle` (`paid` → `cleared` → `settled`). Answers the purchase; a wrong status is a 400
   * `purchase_<control>_wrong_status`, an unknown purchase a 404.
   */
  for (const control of PURCHASE_CONTROLS) {
    const path = `/purchases/:id/${control}`;
    app.post(path, (c) => c.json(runPurchaseControl(core, c.req.param('id') ?? '', control)));
    app.all(path, methodNotAllowed(['POST']));
  }

  /**
   * `POST /fpx_banks/{method}/{code}/offline` (the status endpoint answers the bank `B`) and
   * `…/online` (`A` again). Answers `{method, code, status}`; an unknown method or bank is a 404.
   */
  for (const move of FPX_BANK_MOVES) {
    const path = `/fpx_banks/:method/:code/${move}`;
    app.post(path, (c) =>
      c.json(moveFpxBank(core, c.req.param('method') ?? '', c.req.param('code') ?? '', move)),
    );
    app.all(path, methodNotAllowed(['POST']));
  }

  return app;
}
