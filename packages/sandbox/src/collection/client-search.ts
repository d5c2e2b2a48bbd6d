import type { Context } from 'hono';
import { GatewayHttpError } from '../core/errors.js';
import type { StoredClient } from '../core/state.js';
import { onceInQuery } from './pagination.js';

/** What `q` must be, said whenever it is refused. */
const Q_RULE = 'q must be given once: the e-mail address to search for, not blank.';

/**
 * The clients `GET /clients/?q=` lists: with `q`, those whose e-mail is `q` (spaces around it
 * aside), ignoring case: the search the gateway maker's WHMCS and WooCommerce 1.8.5 plugins
 * make before each purchase, taking the first result as the payer's client. Without `q`, all
 * of them. `q` given twice, or blank, is a 400.
 *
 * The live search is not described: it may match more (a part of the e-mail, the name, the
 * phone), and may list everything for a blank `q`. An exact e-mail match is the part every
 * such search has, and the one that never hands a plugin another payer's client; a blank `q`
 * is refused rather than answered with another payer's client first.
 */
export function clientsMatching(c: Context, clients: readonly StoredClient[]): StoredClient[] {
  const q = onceInQuery(c, 'q', Q_RULE);
  if (q === undefined) return [...clients];
  const wanted = q.trim().toLowerCase();
  if (wanted === '') throw GatewayHttpError.field('q', 'invalid', Q_RULE);
  return clients.filter((client) => client.email.toLowerCase() === wanted);
}
