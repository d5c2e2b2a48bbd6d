import { Hono } from 'hono';
import type { DemoConfig } from '../../shared/api.js';
import { CATALOGUE } from '../catalogue.js';
import { methodNotAllowed } from '../http/method-not-allowed.js';

/** `GET /api/config` and `GET /api/products`. */
export function catalogueRoutes(config: () => DemoConfig): Hono {
  const app = new Hono();
  app.get('/config', (c) => c.json(config()));
  app.all('/config', methodNotAllowed('GET'));
  app.get('/products', (c) => c.json(CATALOGUE));
  app.all('/products', methodNotAllowed('GET'));
  return app;
}
