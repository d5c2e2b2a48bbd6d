import { CHECKOUT_FPX_BANK_PARAMETER, isFpxMethod } from '@checkout-kit/protocol';
import type { Context } from 'hono';
import { methodName, paysByCard } from '../collection/method-catalogue.js';
import { acceptedCardBrands, allowedMethod } from '../payments/allowed-methods.js';
import { cardOutcomeOf, dropPendingThreeDSecure } from '../payments/card-attempt.js';
import { findFpxBank } from '../payments/fpx-banks.js';
import { markViewed } from '../payments/payability.js';
import { submitPayment } from '../purchases/actions.js';
import { recordFailure } from '../purchases/payments.js';
import type { StoredPurchase } from '../core/state.js';
import { respond } from './layout.js';
import { fpxBankPage } from './fpx-bank-page.js';
import { methodPage } from './method-page.js';
import { pagePaths, readForm, redirectAfter } from './navigation.js';
import {
  type PageHandler,
  hasOtherMethods,
  renderCheckout,
  unavailable,
  unpayablePage,
} from './page-context.js';
import { pageStrings } from './page-strings.js';
import { problemPage } from './status-page.js';

/** The method of the path, when the purchase offers it and it is no card brand. */
const methodOf = (c: Context, stored: StoredPurchase) => {
  const name = c.req.param('method') ?? '';
  return paysByCard(name) ? undefined : allowedMethod(stored.purchase, name);
};

/** A card brand goes to the card page; any other method not offered is named on the checkout. */
const unknownMethod = (c: Context, stored: StoredPurchase) => {
  const name = c.req.param('method') ?? '';
  if (paysByCard(name) && acceptedCardBrands(stored.purchase).length > 0) {
    return c.redirect(pagePaths.card(stored.purchase.id), 302);
  }
  return renderCheckout(c, stored, { notice: unavailable(stored.purchase, name) }, 404);
};

/**
 * `GET /p/{id}/method/{method}/`: the simulated bank or wallet of a method other than card. With
 * `?fpx_bank_code=` naming a bank of that FPX method's list, the bank's own page, as FPX shows
 * a payer whose bank is already chosen; with any other code, the FPX page that asks for one.
 */
export const showMethod: PageHandler = (c, core, stored) => {
  const unpayable = unpayablePage(c, stored);
  if (unpayable) return unpayable;
  const method = methodOf(c, stored);
  if (!method) return unknownMethod(c, stored);
  markViewed(core, stored);
  const bank = findFpxBank(method.id, c.req.query(CHECKOUT_FPX_BANK_PARAMETER));
  if (bank) return respond(c, fpxBankPage(stored.purchase, method, bank));
  return respond(c, methodPage(stored.purchase, method, { otherMethods: hasOtherMethods(stored) }));
};

/**
 * `POST /p/{id}/method/{method}/`: the payer approves (FPX asks for a bank first) or declines
 * at the simulated bank or wallet; anything else is a 400 page.
 */
export const answerMethod: PageHandler = async (c, core, stored) => {
  // The form is read first: no await may come between the status check and the payment.
  const form = (await readForm(c)) ?? new URLSearchParams();
  const unpayable = unpayablePage(c, stored);
  if (unpayable) return unpayable;
  const method = methodOf(c, stored);
  if (!method) return unknownMethod(c, stored);
  const decision = form.get('decision');
  const bank = findFpxBank(method.id, form.get(CHECKOUT_FPX_BANK_PARAMETER));
  const needsBank = isFpxMethod(method.id);
  if (decision === 'approve') {
    if (needsBank && !bank) {
      return respond(
        c,
        methodPage(stored.purchase, method, {
          noBank: true,
          otherMethods: hasOtherMethods(stored),
        }),
        422,
      );
    }
    dropPendingThreeDSecure(core, stored);
    stored.fpxBank = bank ?? null;
    const outcome = submitPayment(core, stored, {
      method: method.id,
      card: null,
      saveCard: false,
    });
    return redirectAfter(c, stored, cardOutcomeOf(outcome));
  }
  if (decision === 'decline') {
    dropPendingThreeDSecure(core, stored);
    recordFailure(core, stored, method.id, null, {
      code: 'payment_declined',
      // The attempt's message is the gateway's, in English whatever the page's language.
      message: `The payment was declined at ${bank ? bank.name : methodName(method.id)}.`,
    });
    return redirectAfter(c, stored, 'failed');
  }
  const t = pageStrings(stored.purchase);
  const answer = t.unknownAnswer(`${t.approve} / ${t.decline}`);
  return respond(c, problemPage(...answer, stored.purchase), 400);
};
