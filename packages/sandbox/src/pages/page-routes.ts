import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Purchase } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core.js';
import { methodNotAllowed } from '../http.js';
import {
  acceptedCardBrands,
  allowedMethod,
  allowedMethods,
  isCardMethod,
} from '../payments/allowed-methods.js';
import {
  cardOutcomeOf,
  checkCardForm,
  chargeCard,
  completeThreeDSecure,
  dropPendingThreeDSecure,
  failForProblems,
  readCardForm,
} from '../payments/card-attempt.js';
import { FPX_METHODS, findFpxBank } from '../payments/fpx-banks.js';
import { markViewed } from '../payments/payability.js';
import { paymentRefusal } from '../purchases/payment-refusal.js';
import { recordFailure, submitPayment } from '../purchases/lifecycle.js';
import type { StoredPurchase } from '../state.js';
import { cardPage } from './card-page.js';
import { checkoutPage, methodChoices } from './checkout-page.js';
import { handleDirectPost } from './direct-post.js';
import { type Notice, respond } from './layout.js';
import { pageStrings } from './page-strings.js';
import { methodPage } from './method-page.js';
import { findPurchase, pagePaths, readForm, redirectAfter } from './navigation.js';
import { lastFailure, problemPage, statusPage } from './status-page.js';
import { threeDSecurePage } from './three-d-secure-page.js';

/** A method name quoted back in a notice is cut to this length. */
const QUOTED_NAME_LENGTH = 40;

function quoted(value: string): string {
  return value.length > QUOTED_NAME_LENGTH ? `${value.slice(0, QUOTED_NAME_LENGTH)}…` : value;
}

/** The notice for a method the payer asked for that the purchase does not offer. */
function unavailable(purchase: Purchase, method: string): Notice {
  return { tone: 'info', text: pageStrings(purchase).methodUnavailable(quoted(method)) };
}

/**
 * The pages a payer sees, under `/p/{purchase id}/`:
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

  /** Runs a handler with the purchase of the path, or answers 404 with a page. */
  const withPurchase =
    (handler: (c: Context, stored: StoredPurchase) => Response | Promise<Response>) =>
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
      return handler(c, stored);
    };

  /** The status page when the purchase takes no payment, else `null`. */
  const unpayablePage = (
    c: Context,
    stored: StoredPurchase,
  ): Response | Promise<Response> | null => {
    const refusal = paymentRefusal(stored);
    return refusal ? respond(c, statusPage(stored.purchase, { refusal })) : null;
  };

  /** Whether the purchase offers a choice beyond the page the payer is on. */
  const hasOtherMethods = (stored: StoredPurchase): boolean =>
    methodChoices(allowedMethods(stored.purchase)).length > 1;

  const renderCheckout = (
    c: Context,
    stored: StoredPurchase,
    options: { active?: string | null; notice?: Notice | null },
    status: 404 | 200 = 200,
  ) => {
    const { purchase } = stored;
    const failure = purchase.status === 'error' ? lastFailure(purchase) : null;
    const t = pageStrings(purchase);
    const notice: Notice | null =
      options.notice ?? (failure ? { tone: 'error', text: t.lastAttemptFailed(failure) } : null);
    const active =
      options.active && isCardMethod(options.active) ? 'card' : (options.active ?? null);
    return respond(
      c,
      checkoutPage(purchase, {
        choices: methodChoices(allowedMethods(purchase), t),
        active,
        notice,
      }),
      status,
    );
  };

  // The hosted payment page.
  app.get(
    '/:id/',
    withPurchase((c, stored) => {
      const unpayable = unpayablePage(c, stored);
      if (unpayable) return unpayable;
      markViewed(core, stored);
      const { purchase } = stored;
      const preferred = c.req.query('preferred') || null;
      const active = c.req.query('active') || null;
      if (preferred) {
        if (preferred === 'card' || isCardMethod(preferred)) {
          if (acceptedCardBrands(purchase).length > 0)
            return c.redirect(pagePaths.card(purchase.id), 302);
        } else if (allowedMethod(purchase, preferred)) {
          const bank = findFpxBank(c.req.query('fpx_bank_code'));
          const query = bank ? `?${new URLSearchParams({ fpx_bank_code: bank.code })}` : '';
          return c.redirect(`${pagePaths.method(purchase.id, preferred)}${query}`, 302);
        }
        return renderCheckout(c, stored, { active, notice: unavailable(purchase, preferred) });
      }
      const knownActive =
        active === null ||
        (active === 'card' || isCardMethod(active)
          ? acceptedCardBrands(purchase).length > 0
          : allowedMethod(purchase, active) !== undefined);
      return renderCheckout(c, stored, {
        active,
        notice: knownActive ? null : unavailable(purchase, active),
      });
    }),
  );
  app.all('/:id/', methodNotAllowed(['GET']));

  // The card entry page.
  const renderCardPage = (
    c: Context,
    stored: StoredPurchase,
    extra: Pick<Parameters<typeof cardPage>[1], 'problems' | 'values' | 'notice'> = {},
    status: 200 | 422 = 200,
  ) => {
    const brands = allowedMethods(stored.purchase)
      .filter((method) => method.card)
      .map((method) => method.name);
    return respond(
      c,
      cardPage(stored.purchase, { brands, otherMethods: hasOtherMethods(stored), ...extra }),
      status,
    );
  };
  const noCardPage = (c: Context, stored: StoredPurchase) =>
    respond(c, problemPage(...pageStrings(stored.purchase).cardNotAvailable, stored.purchase), 404);

  app.get(
    '/:id/card/',
    withPurchase((c, stored) => {
      const unpayable = unpayablePage(c, stored);
      if (unpayable) return unpayable;
      if (acceptedCardBrands(stored.purchase).length === 0) return noCardPage(c, stored);
      markViewed(core, stored);
      return renderCardPage(c, stored);
    }),
  );
  app.post(
    '/:id/card/',
    withPurchase(async (c, stored) => {
      // The form is read first: no await may come between the status check and the attempt.
      const body = await readForm(c);
      const unpayable = unpayablePage(c, stored);
      if (unpayable) return unpayable;
      const acceptedBrands = acceptedCardBrands(stored.purchase);
      if (acceptedBrands.length === 0) return noCardPage(c, stored);
      const form = readCardForm(body ?? new URLSearchParams());
      const check = checkCardForm(form, {
        now: new Date(core.clock.now()),
        acceptedBrands,
        source: 'hosted',
      });
      if (!check.ok) {
        // The payer's typing mistakes are shown on the form, as a real payment page's own
        // checks would; an expired card is a payment failure, as with Direct Post.
        const typos = check.problems.filter((problem) => problem.code !== 'expired_card');
        if (typos.length > 0) {
          return renderCardPage(
            c,
            stored,
            {
              problems: typos,
              values: {
                cardholder_name: form.values.cardholder_name,
                expires: form.values.expires,
              },
            },
            422,
          );
        }
        failForProblems(core, stored, check.problems, check.method);
        return redirectAfter(c, stored, 'failed');
      }
      return redirectAfter(c, stored, chargeCard(core, stored, check.card, form.rememberCard));
    }),
  );
  app.all('/:id/card/', methodNotAllowed(['GET', 'POST']));

  // The test 3-D Secure page.
  const nothingPending = (c: Context, stored: StoredPurchase) =>
    respond(c, problemPage(...pageStrings(stored.purchase).nothingWaiting, stored.purchase), 409);
  app.get(
    '/:id/3ds/',
    withPurchase((c, stored) => {
      const unpayable = unpayablePage(c, stored);
      if (unpayable) return unpayable;
      const pending = stored.pendingThreeDSecure;
      if (!pending) return nothingPending(c, stored);
      return respond(
        c,
        threeDSecurePage(stored.purchase, pending.card, new Date(core.clock.now())),
      );
    }),
  );
  app.post(
    '/:id/3ds/',
    withPurchase(async (c, stored) => {
      const decision = (await readForm(c))?.get('decision');
      if (decision !== 'approve' && decision !== 'cancel') {
        const t = pageStrings(stored.purchase);
        const answer = t.unknownAnswer(`${t.approve} / ${t.cancel}`);
        return respond(c, problemPage(...answer, stored.purchase), 400);
      }
      const outcome = completeThreeDSecure(core, stored, decision === 'approve');
      if (outcome === null) return unpayablePage(c, stored) ?? nothingPending(c, stored);
      return redirectAfter(c, stored, outcome);
    }),
  );
  app.all('/:id/3ds/', methodNotAllowed(['GET', 'POST']));

  // The simulated bank or wallet of every other method.
  const methodOf = (c: Context, stored: StoredPurchase) => {
    const name = c.req.param('method') ?? '';
    return isCardMethod(name) ? undefined : allowedMethod(stored.purchase, name);
  };
  const unknownMethod = (c: Context, stored: StoredPurchase) => {
    const name = c.req.param('method') ?? '';
    if (isCardMethod(name) && acceptedCardBrands(stored.purchase).length > 0) {
      return c.redirect(pagePaths.card(stored.purchase.id), 302);
    }
    return renderCheckout(c, stored, { notice: unavailable(stored.purchase, name) }, 404);
  };
  app.get(
    '/:id/method/:method/',
    withPurchase((c, stored) => {
      const unpayable = unpayablePage(c, stored);
      if (unpayable) return unpayable;
      const method = methodOf(c, stored);
      if (!method) return unknownMethod(c, stored);
      markViewed(core, stored);
      const bank = findFpxBank(c.req.query('fpx_bank_code'));
      return respond(
        c,
        methodPage(stored.purchase, method, {
          bankCode: bank?.code ?? null,
          otherMethods: hasOtherMethods(stored),
        }),
      );
    }),
  );
  app.post(
    '/:id/method/:method/',
    withPurchase(async (c, stored) => {
      // The form is read first: no await may come between the status check and the payment.
      const form = (await readForm(c)) ?? new URLSearchParams();
      const unpayable = unpayablePage(c, stored);
      if (unpayable) return unpayable;
      const method = methodOf(c, stored);
      if (!method) return unknownMethod(c, stored);
      const decision = form.get('decision');
      const bank = findFpxBank(form.get('fpx_bank_code'));
      const needsBank = FPX_METHODS.includes(method.id);
      if (decision === 'approve') {
        if (needsBank && !bank) {
          return respond(
            c,
            methodPage(stored.purchase, method, {
              bankCode: null,
              noBank: true,
              otherMethods: hasOtherMethods(stored),
            }),
            422,
          );
        }
        dropPendingThreeDSecure(core, stored);
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
          message: `The payment was declined at ${bank ? bank.name : method.name}.`,
        });
        return redirectAfter(c, stored, 'failed');
      }
      const t = pageStrings(stored.purchase);
      const answer = t.unknownAnswer(`${t.approve} / ${t.decline}`);
      return respond(c, problemPage(...answer, stored.purchase), 400);
    }),
  );
  app.all('/:id/method/:method/', methodNotAllowed(['GET', 'POST']));

  // Direct Post.
  app.post(
    '/:id/direct_post/',
    withPurchase((c, stored) => handleDirectPost(c, core, stored)),
  );
  app.all('/:id/direct_post/', methodNotAllowed(['POST']));

  // The outcome, for purchases without a redirect of their own.
  app.get(
    '/:id/result/',
    withPurchase((c, stored) => {
      const refusal = paymentRefusal(stored);
      const { purchase } = stored;
      if (!refusal && purchase.status !== 'error')
        return c.redirect(pagePaths.checkout(purchase.id), 302);
      return respond(
        c,
        statusPage(purchase, {
          refusal,
          retryUrl: refusal ? null : pagePaths.checkout(purchase.id),
        }),
      );
    }),
  );
  app.all('/:id/result/', methodNotAllowed(['GET']));

  return app;
}
