import { Hono } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { methodNotAllowed } from '../core/http.js';

/**
 * `GET /public_key/`: the company public key that verifies success callbacks, as the gateway
 * gives it: a JSON-encoded string holding the PEM, with its quotes and `\n` escapes. Decode the
 * JSON before use. Only the public half ever leaves the sandbox.
 */
export function publicKeyRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  app.get('/public_key/', (c) => c.json(core.state.companyKeys.publicKeyPem));
  app.all('/public_key/', methodNotAllowed(['GET']));

  return app;
}
