import { Hono } from 'hono';
import type { Context } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { methodNotAllowed } from '../core/http.js';
import { showCardEntry, submitCardEntry } from './card-route.js';
import { showCheckout } from './checkout-route.js';
import { handleDirectPost } from './direct-post.js';
import { respond } from './layout.js';
import { answerMethod, showMethod } from './method-route.js';
import { findPurchase } from './navigation.js';
import type { PageHandler } from './page-context.js';
import { showResult } from './result-route.js';
import { problemPage } from './status-page.js';
import { answerThreeDSecure, showThreeDSecure } from './three-d-secure-route.js';

/**
 * The pages a payer sees, under `/p/{purchase id}/`, each route in a module of its own:
 *
 * - `GET /` the hosted payment page (`checkout_url`), with `?preferred=` and `?active=`;
 * - `GET|POST /card/` the card entry page;
 * - `GET|POST /method/{method}/` the simulated bank or wallet of every other method;
 * - `GET|POST /3ds/` the test 3-D Secure page;
 * - `POST /direct_post/` the Direct Post target (`direct_post_url`);
 * - `GET /result/` the outcome, for purchases without a redirect of their own.
 *
 * A purchase that takes no payment (paid, cancelled, expired…) shows its status instead of any
 * payment page. Payers are only ever redirected to the purchase's own `success_redirect` or
 * `failure_redirect`, or to these pages.
 */
export function pageRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  /** Runs a page's handler with the purchase of the path, or answers 404 with a page. */
  const withPurchase =
    (handler: PageHandler) =>
    (c: Context): Response | Promise<Response> => {
      const stored = findPurchase(core, c.req.param('id') ?? '');
      if (!stored) {
        return respond(
          c,
          problemPage(
            'Payment not found',
            'This payment link is not valid. Check the address, or ask the merchant for a new link.',
          ),
          404,
        );
      }
      return handler(c, core, stored);
    };

  app.get('/:id/', withPurchase(showCheckout));
  app.all('/:id/', methodNotAllowed(['GET']));

  app.get('/:id/card/', withPurchase(showCardEntry));
  app.post('/:id/card/', withPurchase(submitCardEntry));
  app.all('/:id/card/', methodNotAllowed(['GET', 'POST']));

  app.get('/:id/3ds/', withPurchase(showThreeDSecure));
  app.post('/:id/3ds/', withPurchase(answerThreeDSecure));
  app.all('/:id/3ds/', methodNotAllowed(['GET', 'POST']));

  app.get('/:id/method/:method/', withPurchase(showMethod));
  app.post('/:id/method/:method/', withPurchase(answerMethod));
  app.all('/:id/method/:method/', methodNotAllowed(['GET', 'POST']));

  app.post('/:id/direct_post/', withPurchase(handleDirectPost));
  app.all('/:id/direct_post/', methodNotAllowed(['POST']));

  app.get('/:id/result/', withPurchase(showResult));
  app.all('/:id/result/', methodNotAllowed(['GET']));

  return app;
}
