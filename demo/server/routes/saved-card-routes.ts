import { Hono } from 'hono';
import type { SavedCardList } from '../../shared/api.js';
import { methodNotAllowed } from '../http/method-not-allowed.js';
import { readJson } from '../http/read-json.js';
import { parseBody } from '../http/validate.js';
import { chargeSavedCardRequest } from '../orders/order-requests.js';
import type { SavedCardService } from '../orders/saved-card-service.js';

/** `/api/saved-cards`: list them, charge one for a new order (201), remove one (204). */
export function savedCardRoutes(cards: SavedCardService): Hono {
  const app = new Hono();
  app.get('/saved-cards', (c) => c.json({ cards: cards.list() } satisfies SavedCardList));
  app.all('/saved-cards', methodNotAllowed('GET'));

  app.delete('/saved-cards/:token', async (c) => {
    await cards.remove(c.req.param('token'));
    return c.body(null, 204);
  });
  app.all('/saved-cards/:token', methodNotAllowed('DELETE'));

  app.post('/saved-cards/:token/charge', async (c) => {
    const request = parseBody(chargeSavedCardRequest, await readJson(c), 'The charge');
    return c.json(await cards.charge(c.req.param('token'), request), 201);
  });
  app.all('/saved-cards/:token/charge', methodNotAllowed('POST'));
  return app;
}
