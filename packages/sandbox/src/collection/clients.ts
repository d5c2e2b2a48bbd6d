import { randomUUID } from 'node:crypto';
import { checkClientDetails } from '@checkout-kit/protocol';
import { Hono } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError, checkedBody } from '../core/errors.js';
import { methodNotAllowed, readJsonObject } from '../core/http.js';
import { deleteRecurringToken } from '../purchases/actions.js';
import type { StoredClient, StoredRecurringToken } from '../core/state.js';
import { clientsMatching } from './client-search.js';
import { paginate } from './pagination.js';
import { ownEntry } from '../core/own-entry.js';

/**
 * Clients of the collection API and their saved cards:
 *
 * - `/clients/`: list (oldest first, 20 a page, `?page=`, `?q=` an e-mail to search for) and
 *   create (ClientDetails rules).
 * - `/clients/{id}/`: read, update (full body), partial update, delete.
 * - `/clients/{id}/recurring_tokens/`: the client's recurring tokens (list).
 * - `/clients/{id}/recurring_tokens/{token_id}/`: read, delete.
 *
 * Deleting a recurring token revokes it: its purchase gets `is_recurring_token: false`, exactly
 * as `POST /purchases/{id}/delete_recurring_token/` does (with the same attempt and event).
 * Deleting a client revokes its recurring tokens the same way; purchases keep the client
 * details they copied.
 */
export function clientRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  const findClient = (id: string): StoredClient => {
    const client = ownEntry(core.state.clients, id);
    if (!client) throw GatewayHttpError.general(404, 'not_found', `No client with id ${id}.`);
    return client;
  };

  const tokensOf = (clientId: string): StoredRecurringToken[] =>
    Object.values(core.state.recurringTokens).filter((token) => token.client_id === clientId);

  /**
   * A client's token by its id, or by its purchase's id (`recurring_token`), which is how the
   * gateway maker's PHP SDK 2.x addresses it (`ClientsResource::getRecurringToken`).
   */
  const findToken = (clientId: string, tokenId: string): StoredRecurringToken => {
    findClient(clientId);
    const token =
      ownEntry(core.state.recurringTokens, tokenId) ??
      tokensOf(clientId).find((each) => each.recurring_token === tokenId);
    if (!token || token.client_id !== clientId) {
      throw GatewayHttpError.general(
        404,
        'not_found',
        `Client ${clientId} has no recurring token with id ${tokenId}.`,
      );
    }
    return token;
  };

  /** Revokes a saved card: the token purchase stops being a recurring token. */
  const revoke = (token: StoredRecurringToken): void => {
    const purchase = core.purchases.get(token.recurring_token);
    // Deletes every ClientRecurringToken of the purchase, records the attempt, emits the event.
    if (purchase?.purchase.is_recurring_token) deleteRecurringToken(core, purchase);
    Reflect.deleteProperty(core.state.recurringTokens, token.id);
    core.changed();
  };

  app.get('/clients/', (c) =>
    c.json(paginate(c, clientsMatching(c, Object.values(core.state.clients)))),
  );
  app.post('/clients/', async (c) => {
    const details = checkedBody(checkClientDetails(await readJsonObject(c)));
    const now = core.clock.nowSeconds();
    const client: StoredClient = {
      id: randomUUID(),
      type: 'client',
      ...details,
      created_on: now,
      updated_on: now,
    };
    core.state.clients[client.id] = client;
    core.changed();
    return c.json(client, 201);
  });
  app.all('/clients/', methodNotAllowed(['GET', 'POST']));

  app.get('/clients/:id/', (c) => c.json(findClient(c.req.param('id'))));

  const update = (partial: boolean) =>
    app.on(partial ? 'PATCH' : 'PUT', '/clients/:id/', async (c) => {
      const current = findClient(c.req.param('id'));
      const details = checkedBody(checkClientDetails(await readJsonObject(c), { partial }));
      const { id, type, created_on } = current;
      const client: StoredClient = {
        ...(partial ? current : {}),
        ...details,
        email: details.email ?? current.email,
        id,
        type,
        created_on,
        updated_on: core.clock.nowSeconds(),
      };
      core.state.clients[id] = client;
      core.changed();
      return c.json(client);
    });
  update(false);
  update(true);

  app.delete('/clients/:id/', (c) => {
    const { id } = findClient(c.req.param('id'));
    for (const token of tokensOf(id)) revoke(token);
    Reflect.deleteProperty(core.state.clients, id);
    core.changed();
    return c.body(null, 204);
  });
  app.all('/clients/:id/', methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']));

  app.get('/clients/:id/recurring_tokens/', (c) => {
    const { id } = findClient(c.req.param('id'));
    return c.json(paginate(c, tokensOf(id)));
  });
  app.all('/clients/:id/recurring_tokens/', methodNotAllowed(['GET']));

  app.get('/clients/:id/recurring_tokens/:tokenId/', (c) =>
    c.json(findToken(c.req.param('id'), c.req.param('tokenId'))),
  );
  app.delete('/clients/:id/recurring_tokens/:tokenId/', (c) => {
    revoke(findToken(c.req.param('id'), c.req.param('tokenId')));
    return c.body(null, 204);
  });
  app.all('/clients/:id/recurring_tokens/:tokenId/', methodNotAllowed(['GET', 'DELETE']));

  return app;
}
