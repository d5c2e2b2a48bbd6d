import { Hono } from 'hono';
import type { SandboxCore } from './core.js';
import { GatewayHttpError } from './errors.js';
import { readJsonObject } from './http.js';

/**
 * Controls for tests and the demo, which are not part of the gateway: the delivery log and the
 * sandbox clock.
 */
export function controlRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  /** The delivery log, optionally of one purchase or payout object: `?object_id=`. */
  app.get('/deliveries', (c) => {
    const objectId = c.req.query('object_id');
    return c.json(core.deliveries.list(objectId ? { objectId } : {}));
  });

  /** Moves the sandbox clock: `{"ms": 60000}`. Answers once everything due has run. */
  app.post('/advance', async (c) => {
    const { ms } = await readJsonObject(c);
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      throw GatewayHttpError.field('ms', 'invalid', 'ms must be a number of milliseconds ≥ 0.');
    }
    await core.clock.advance(ms);
    return c.json({ now: core.clock.now() });
  });

  return app;
}
