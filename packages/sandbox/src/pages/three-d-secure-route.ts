import type { Context } from 'hono';
import { completeThreeDSecure } from '../payments/card-attempt.js';
import type { StoredPurchase } from '../core/state.js';
import { respond } from './layout.js';
import { readForm, redirectAfter } from './navigation.js';
import { type PageHandler, unpayablePage } from './page-context.js';
import { pageStrings } from './page-strings.js';
import { problemPage } from './status-page.js';
import { threeDSecurePage } from './three-d-secure-page.js';

const nothingPending = (c: Context, stored: StoredPurchase) =>
  respond(c, problemPage(...pageStrings(stored.purchase).nothingWaiting, stored.purchase), 409);

/** `GET /p/{id}/3ds/`: the test 3-D Secure page of the card waiting for it. */
export const showThreeDSecure: PageHandler = (c, core, stored) => {
  const unpayable = unpayablePage(c, stored);
  if (unpayable) return unpayable;
  const pending = stored.pendingThreeDSecure;
  if (!pending) return nothingPending(c, stored);
  return respond(c, threeDSecurePage(stored.purchase, pending.card, new Date(core.clock.now())));
};

/** `POST /p/{id}/3ds/`: the payer approves or cancels; anything else is a 400 page. */
export const answerThreeDSecure: PageHandler = async (c, core, stored) => {
  const decision = (await readForm(c))?.get('decision');
  if (decision !== 'approve' && decision !== 'cancel') {
    const t = pageStrings(stored.purchase);
    const answer = t.unknownAnswer(`${t.approve} / ${t.cancel}`);
    return respond(c, problemPage(...answer, stored.purchase), 400);
  }
  const outcome = completeThreeDSecure(core, stored, decision === 'approve');
  if (outcome === null) return unpayablePage(c, stored) ?? nothingPending(c, stored);
  return redirectAfter(c, stored, outcome);
};
