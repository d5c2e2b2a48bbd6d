import type { Context } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { acceptedCardBrands, allowedMethods } from '../payments/allowed-methods.js';
import { chargeCard, failForProblems } from '../payments/card-attempt.js';
import { checkCardForm, readCardForm } from '../payments/card-check.js';
import { markViewed } from '../payments/payability.js';
import type { StoredPurchase } from '../core/state.js';
import { cardPage } from './card-page.js';
import { respond } from './layout.js';
import { readForm, redirectAfter } from './navigation.js';
import { type PageHandler, hasOtherMethods, unpayablePage } from './page-context.js';
import { pageStrings } from './page-strings.js';
import { problemPage } from './status-page.js';

function renderCardPage(
  c: Context,
  core: SandboxCore,
  stored: StoredPurchase,
  extra: Pick<Parameters<typeof cardPage>[1], 'problems' | 'values' | 'notice'> = {},
  status: 200 | 422 = 200,
): Response | Promise<Response> {
  const brands = allowedMethods(stored.purchase)
    .filter((method) => method.card)
    .map((method) => method.name);
  return respond(
    c,
    cardPage(stored.purchase, {
      brands,
      acceptedBrands: acceptedCardBrands(stored.purchase),
      now: new Date(core.clock.now()),
      otherMethods: hasOtherMethods(stored),
      ...extra,
    }),
    status,
  );
}

const noCardPage = (c: Context, stored: StoredPurchase) =>
  respond(c, problemPage(...pageStrings(stored.purchase).cardNotAvailable, stored.purchase), 404);

/** `GET /p/{id}/card/`: the card entry page of the hosted payment page. */
export const showCardEntry: PageHandler = (c, core, stored) => {
  const unpayable = unpayablePage(c, stored);
  if (unpayable) return unpayable;
  if (acceptedCardBrands(stored.purchase).length === 0) return noCardPage(c, stored);
  markViewed(core, stored);
  return renderCardPage(c, core, stored);
};

/**
 * `POST /p/{id}/card/`: the payer's typing mistakes come back on the form (422), as a real
 * payment page's own checks would; an expired card is a payment failure, as with Direct Post;
 * a card that passes is charged as the test cards say.
 */
export const submitCardEntry: PageHandler = async (c, core, stored) => {
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
    const typos = check.problems.filter((problem) => problem.code !== 'expired_card');
    if (typos.length > 0) {
      return renderCardPage(
        c,
        core,
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
    failForProblems(core, stored, check.problems, check.brand);
    return redirectAfter(c, stored, 'failed');
  }
  return redirectAfter(c, stored, chargeCard(core, stored, check.card, form.rememberCard));
};
