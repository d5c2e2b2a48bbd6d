import {
  CARD_METHODS_GROUP,
  CHECKOUT_ACTIVE_PARAMETER,
  CHECKOUT_FPX_BANK_PARAMETER,
  CHECKOUT_PREFERRED_PARAMETER,
} from '@checkout-kit/protocol';
import { acceptedCardBrands, allowedMethod } from '../payments/allowed-methods.js';
import { paysByCard } from '../collection/method-catalogue.js';
import { findFpxBank } from '../payments/fpx-banks.js';
import { markViewed } from '../payments/payability.js';
import { CONTINUE_FIELD } from './checkout-page.js';
import { pagePaths } from './navigation.js';
import { type PageHandler, renderCheckout, unavailable, unpayablePage } from './page-context.js';

/**
 * `GET /p/{id}/`, the purchase's `checkout_url`: the hosted payment page. `?preferred=` goes
 * straight to that method's page when the purchase offers it, and with `?fpx_bank_code=` naming
 * a bank of that FPX method's list straight to the bank's own page, past the gateway's choice
 * of banks; `?active=` opens the page with that method chosen. A method the purchase does not
 * offer is named in a notice; continuing with no method chosen (`?continue=` alone) asks for
 * one.
 *
 * `?razer_bank_code=` beside an e-wallet's method names the wallet `preferred` already names:
 * its page is that wallet's own, so the code is passed over, as is one of another wallet.
 */
export const showCheckout: PageHandler = (c, core, stored) => {
  const unpayable = unpayablePage(c, stored);
  if (unpayable) return unpayable;
  markViewed(core, stored);
  const { purchase } = stored;
  const preferred = c.req.query(CHECKOUT_PREFERRED_PARAMETER) || null;
  const active = c.req.query(CHECKOUT_ACTIVE_PARAMETER) || null;
  if (preferred) {
    if (preferred === CARD_METHODS_GROUP || paysByCard(preferred)) {
      if (acceptedCardBrands(purchase).length > 0)
        return c.redirect(pagePaths.card(purchase.id), 302);
    } else if (allowedMethod(purchase, preferred)) {
      // A code the method does not list is ignored: the FPX page asks for a bank, as without one.
      const bank = findFpxBank(preferred, c.req.query(CHECKOUT_FPX_BANK_PARAMETER));
      const path = bank
        ? pagePaths.fpxBank(purchase.id, preferred, bank.code)
        : pagePaths.method(purchase.id, preferred);
      return c.redirect(path, 302);
    }
    return renderCheckout(c, stored, { active, notice: unavailable(purchase, preferred) });
  }
  const knownActive =
    active === null ||
    (active === CARD_METHODS_GROUP || paysByCard(active)
      ? acceptedCardBrands(purchase).length > 0
      : allowedMethod(purchase, active) !== undefined);
  return renderCheckout(c, stored, {
    active,
    notice: knownActive ? null : unavailable(purchase, active),
    // Continued without choosing: the page asks for a choice under the list.
    noChoice: c.req.query(CONTINUE_FIELD) !== undefined,
  });
};
