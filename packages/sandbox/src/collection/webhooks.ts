import { randomUUID } from 'node:crypto';
import { type Webhook, checkWebhookBody } from '@checkout-kit/protocol';
import { Hono } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError, checkedBody } from '../core/errors.js';
import { methodNotAllowed, readJsonObject } from '../core/http.js';
import { generateKeyPair } from '../core/keys.js';
import type { StoredWebhook } from '../core/state.js';
import { paginate } from './pagination.js';
import { ownEntry } from '../core/own-entry.js';

/**
 * Webhooks of the collection API: `/webhooks/` (list, create) and `/webhooks/{id}/` (read,
 * update with a full body, partial update, delete).
 *
 * Each webhook gets its own RSA key pair when it is created: the response's `public_key`
 * verifies its deliveries' `X-Signature`, and the private half never leaves the sandbox. An
 * update keeps the key pair. The list is oldest first, 20 a page (`?page=`).
 */
export function webhookRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  const find = (id: string): StoredWebhook => {
    const stored = ownEntry(core.state.webhooks, id);
    if (!stored) throw GatewayHttpError.general(404, 'not_found', `No webhook with id ${id}.`);
    return stored;
  };

  app.get('/webhooks/', (c) => {
    const webhooks = Object.values(core.state.webhooks).map((stored) => stored.webhook);
    return c.json(paginate(c, webhooks));
  });
  app.post('/webhooks/', async (c) => {
    const input = checkedBody(checkWebhookBody(await readJsonObject(c)));
    const keys = generateKeyPair();
    const now = core.clock.nowSeconds();
    const webhook: Webhook = {
      id: randomUUID(),
      type: 'webhook',
      title: input.title,
      events: input.events ?? [],
      all_events: input.all_events ?? false,
      callback: input.callback,
      public_key: keys.publicKeyPem,
      created_on: now,
      updated_on: now,
    };
    core.state.webhooks[webhook.id] = { webhook, privateKeyPem: keys.privateKeyPem };
    core.changed();
    return c.json(webhook, 201);
  });
  app.all('/webhooks/', methodNotAllowed(['GET', 'POST']));

  app.get('/webhooks/:id/', (c) => c.json(find(c.req.param('id')).webhook));

  const update = (partial: boolean) =>
    app.on(partial ? 'PATCH' : 'PUT', '/webhooks/:id/', async (c) => {
      const stored = find(c.req.param('id'));
      const body = await readJsonObject(c);
      const { webhook } = stored;
      // A partial update is judged on the result: the stored events under the body's fields.
      const kept = partial ? { events: webhook.events, all_events: webhook.all_events } : {};
      const input = checkedBody(checkWebhookBody({ ...kept, ...body }, { partial }));
      stored.webhook = {
        ...webhook,
        ...(partial ? {} : { events: [], all_events: false }),
        ...input,
        updated_on: core.clock.nowSeconds(),
      };
      core.changed();
      return c.json(stored.webhook);
    });
  update(false);
  update(true);

  app.delete('/webhooks/:id/', (c) => {
    const id = c.req.param('id');
    find(id);
    Reflect.deleteProperty(core.state.webhooks, id);
    core.changed();
    return c.body(null, 204);
  });
  app.all('/webhooks/:id/', methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']));

  return app;
}
