import { paymentRefusal } from '../purchases/payment-refusal.js';
import { respond } from './layout.js';
import { pagePaths } from './navigation.js';
import type { PageHandler } from './page-context.js';
import { statusPage } from './status-page.js';

/**
 * `GET /p/{id}/result/`: the outcome, for purchases without a redirect of their own. A
 * purchase still open (and not failed) goes back to its payment page.
 */
export const showResult: PageHandler = (c, _core, stored) => {
  const refusal = paymentRefusal(stored);
  const { purchase } = stored;
  if (!refusal && purchase.status !== 'error') {
    return c.redirect(pagePaths.checkout(purchase.id), 302);
  }
  return respond(
    c,
    statusPage(purchase, {
      refusal,
      retryUrl: refusal ? null : pagePaths.checkout(purchase.id),
    }),
  );
};
