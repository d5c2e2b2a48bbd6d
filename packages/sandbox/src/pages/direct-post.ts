import type { Context } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { submitDirectPost } from '../payments/card-attempt.js';
import { readCardForm } from '../payments/card-check.js';
import { paymentRefusal } from '../purchases/payment-refusal.js';
import type { StoredPurchase } from '../core/state.js';
import { respond } from './layout.js';
import { purchaseRedirect, readForm, redirectAfter } from './navigation.js';
import { problemPage, statusPage } from './status-page.js';

/** Why a purchase's `direct_post_url` is null, in words. */
function directPostOffReason(stored: StoredPurchase): string {
  const { purchase } = stored;
  if ((purchase.purchase.request_client_details ?? []).length > 0) {
    return 'it asks the payer for details (purchase.request_client_details), which only the hosted payment page collects.';
  }
  if (!purchase.success_redirect || !purchase.failure_redirect) {
    return 'it needs both success_redirect and failure_redirect.';
  }
  return 'it allows no card method.';
}

/**
 * `POST /p/{id}/direct_post/`, the purchase's `direct_post_url`: the merchant's own card form
 * posts the four card fields (and `remember_card`) here. A purchase that takes no payment is
 * left alone and the payer is sent to its failure redirect; a field breaking its rule is a
 * payment failure; otherwise the card is charged as the test cards say, possibly after the
 * test 3-D Secure page.
 *
 * The body is read into a {@link CardForm} that lives only for this request: nothing of it is
 * stored, logged or quoted back but the card summary (brand, last 4 digits, expiry, name).
 */
export async function handleDirectPost(
  c: Context,
  core: SandboxCore,
  stored: StoredPurchase,
): Promise<Response> {
  const { purchase } = stored;
  const refusal = paymentRefusal(stored);
  if (refusal) {
    // Nothing changes: the purchase is paid, cancelled, expired, or out of attempts (its
    // `direct_post_url` is null by now, but a form with the old one still gets an answer).
    const target = purchaseRedirect(purchase, 'failure');
    return target ? c.redirect(target, 302) : respond(c, statusPage(purchase, { refusal }), 409);
  }
  if (purchase.direct_post_url === null) {
    return respond(
      c,
      problemPage(
        'Direct Post is not available',
        `This purchase takes no Direct Post payment: ${directPostOffReason(stored)}`,
        purchase,
      ),
      400,
    );
  }
  const form = await readForm(c);
  if (!form) {
    return respond(
      c,
      problemPage(
        'Unsupported form encoding',
        'Post the Direct Post form as application/x-www-form-urlencoded (a plain HTML form with method="post").',
        purchase,
      ),
      415,
    );
  }
  const outcome = submitDirectPost(core, stored, readCardForm(form));
  return redirectAfter(c, stored, outcome);
}
