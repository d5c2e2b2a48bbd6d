import { Hono } from 'hono';
import { accountFigureRoutes } from './collection/account-figures.js';
import { billingRoutes } from './billing/billing-routes.js';
import { billingTemplateRoutes } from './billing/billing-template-routes.js';
import { bearerAuth } from './collection/auth.js';
import { clientRoutes } from './collection/clients.js';
import { companyStatementRoutes } from './collection/company-statements.js';
import { logoRoutes } from './collection/logos.js';
import { paymentMethodRoutes } from './collection/payment-methods.js';
import { publicKeyRoutes } from './collection/public-key.js';
import { purchaseRoutes } from './collection/purchase-routes.js';
import { webhookRoutes } from './collection/webhooks.js';
import { controlRoutes } from './control-routes.js';
import type { SandboxCore } from './core/sandbox-core.js';
import { bodyLimit, drain } from './core/body-limit.js';
import { GatewayHttpError, errorAnswer } from './core/errors.js';
import { notFoundMessage } from './not-found.js';
import { pageRoutes } from './pages/page-routes.js';
import { pageScriptRoutes } from './pages/page-script.js';
import { payoutRoutes } from './payout/payout-routes.js';
import { fpxBankStatusRoutes } from './payments/fpx-bank-status-routes.js';

/**
 * The whole sandbox as one web-standard app: collection API, pages, payout API, FPX's bank
 * status, controls.
 */
export function createSandboxApp(core: SandboxCore): Hono {
  // Strict paths: the gateway's collection paths end in a slash and its payout paths do not,
  // and only this root app's setting decides how every mounted route matches.
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    // An answer given before the body was read (an unknown id's 404, a refused key's 401): the
    // body is read away before it goes, or the rest of it would stay in the connection and
    // break the client's next request on it.
    // A GET or HEAD never has a body here, and asking for one would make the adapter build the
    // whole web Request (a stream and an abort signal) for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
    const { raw } = c.req;
    if (raw.body && !raw.bodyUsed) await drain(raw.body);
  });
  app.use(bodyLimit());

  const collection = new Hono();
  collection.use(bearerAuth(core));
  collection.route('/', purchaseRoutes(core));
  collection.route('/', paymentMethodRoutes(core));
  collection.route('/', publicKeyRoutes(core));
  collection.route('/', webhookRoutes(core));
  collection.route('/', clientRoutes(core));
  collection.route('/', accountFigureRoutes(core));
  collection.route('/', companyStatementRoutes(core));
  collection.route('/', billingRoutes(core));
  collection.route('/', billingTemplateRoutes(core));
  app.route('/api/v1', collection);

  app.route('/static/logos', logoRoutes(core));
  app.route('/static/pages', pageScriptRoutes());
  app.route('/p', pageRoutes(core));
  app.route('/', payoutRoutes(core));
  app.route('/', fpxBankStatusRoutes(core));
  app.route('/__sandbox', controlRoutes(core));

  app.notFound((c) => {
    const { body, status } = GatewayHttpError.general(
      404,
      'not_found',
      notFoundMessage(c.req.method, c.req.path),
    );
    return c.json(body, status);
  });
  app.onError((error, c) => {
    const answer = errorAnswer(error, c.req.method, c.req.path);
    for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
    return c.json(answer.body, answer.status);
  });
  return app;
}
