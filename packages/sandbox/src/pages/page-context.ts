import type { Context } from 'hono';
import { CARD_METHODS_GROUP, type Purchase } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { allowedMethods } from '../payments/allowed-methods.js';
import { paysByCard } from '../collection/method-catalogue.js';
import { paymentRefusal } from '../purchases/payment-refusal.js';
import type { StoredPurchase } from '../core/state.js';
import { checkoutPage, methodChoices } from './checkout-page.js';
import { type Notice, respond } from './layout.js';
import { pageStrings } from './page-strings.js';
import { lastFailure } from './failure-reason.js';
import { statusPage } from './status-page.js';

/**
 * What every payer page's route shares: the handler's shape, the status page of a purchase that
 * takes no payment, the "method not available" notice, and the hosted payment page that routes
 * fall back to.
 */

/** A route of a payer page, given the purchase of its path (as `handleDirectPost` is). */
export type PageHandler = (
  c: Context,
  core: SandboxCore,
  stored: StoredPurchase,
) => Response | Promise<Response>;

/** A method name quoted back in a notice is cut to this length. */
const QUOTED_NAME_LENGTH = 40;

function quoted(value: string): string {
  return value.length > QUOTED_NAME_LENGTH ? `${value.slice(0, QUOTED_NAME_LENGTH)}…` : value;
}

/** The notice for a method the payer asked for that the purchase does not offer. */
export function unavailable(purchase: Purchase, method: string): Notice {
  return { tone: 'info', text: pageStrings(purchase).methodUnavailable(quoted(method)) };
}

/** The status page when the purchase takes no payment, else `null`. */
export function unpayablePage(
  c: Context,
  stored: StoredPurchase,
): Response | Promise<Response> | null {
  const refusal = paymentRefusal(stored);
  return refusal ? respond(c, statusPage(stored.purchase, { refusal })) : null;
}

/** Whether the purchase offers a choice beyond the page the payer is on. */
export const hasOtherMethods = (stored: StoredPurchase): boolean =>
  methodChoices(allowedMethods(stored.purchase)).length > 1;

/** The hosted payment page: the methods, one `active`, and a notice (else the last failure). */
export function renderCheckout(
  c: Context,
  stored: StoredPurchase,
  options: { active?: string | null; notice?: Notice | null; noChoice?: boolean },
  status: 404 | 200 = 200,
): Response | Promise<Response> {
  const { purchase } = stored;
  const t = pageStrings(purchase);
  const failure = purchase.status === 'error' ? lastFailure(purchase, t) : null;
  const notice: Notice | null =
    options.notice ?? (failure ? { tone: 'error', text: t.lastAttemptFailed(failure) } : null);
  const active =
    options.active && paysByCard(options.active) ? CARD_METHODS_GROUP : (options.active ?? null);
  return respond(
    c,
    checkoutPage(purchase, {
      choices: methodChoices(allowedMethods(purchase), t),
      active,
      notice,
      noChoice: options.noChoice ?? false,
    }),
    status,
  );
}
