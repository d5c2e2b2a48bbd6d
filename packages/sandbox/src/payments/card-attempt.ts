import type { SandboxCore } from '../core/sandbox-core.js';
import { type PaymentOutcome, submitPayment } from '../purchases/actions.js';
import { paymentRefusal } from '../purchases/payment-refusal.js';
import { recordFailure } from '../purchases/payments.js';
import { findMethod } from '../collection/method-catalogue.js';
import type { StoredCard, StoredPurchase, SuccessfulPayment } from '../core/state.js';
import { acceptedCardBrands, cardPaymentMethod } from './allowed-methods.js';
import { type CardForm, type CheckedCard, type FieldProblem, checkCardForm } from './card-check.js';

/**
 * Card payments of the Direct Post form and of the hosted card page, in test mode, exactly as
 * the gateway describes its test cards: any cardholder name, an expiry from the current month
 * on, CVC `123`; the non-3-D-Secure card pays at once, the 3-D-Secure card goes to the test
 * 3-D Secure page first and fails there when its CVC was wrong. The sandbox's decline test cards
 * (`decline-cards.ts`) are declined with their own reason; every other number is declined.
 *
 * The card number and the security code live only in the {@link CardForm} of one request: the
 * sandbox keeps a {@link StoredCard} (brand, last 4 digits, expiry, name, 3-D Secure) and, while
 * 3-D Secure is pending, only whether the code was right. No message ever quotes them.
 */

/** What happened to a card payment attempt; decides where the payer goes next. */
export type CardOutcome =
  /** Paid, held (`skip_capture`) or preauthorised (total 0): the success redirect. */
  | 'succeeded'
  /**
   * Accepted by a slow acquirer (`pending_execute`, scenario `slow`): the success redirect,
   * where the merchant finds the purchase still pending until it completes.
   */
  | 'pending'
  /** Recorded as a failure (`error`, or `blocked` by fraud scoring): the failure redirect. */
  | 'failed'
  /** Waiting on the test 3-D Secure page. */
  | 'three_d_secure'
  /** The purchase takes no payment now; nothing was changed. */
  | 'refused';

const INCORRECT_CVC = {
  code: 'incorrect_cvc',
  message: 'The security code is incorrect.',
} as const;

/** The decline of a number that is neither a test card nor a decline test card. */
const DECLINED = {
  code: 'card_declined',
  message: "The card was declined: in test mode only the gateway's test cards are accepted.",
} as const;

/** Where a payment handed to the acquirer leaves the payer. */
export function cardOutcomeOf(outcome: PaymentOutcome): CardOutcome {
  return outcome === 'blocked' ? 'failed' : outcome;
}

/**
 * A new attempt replaces a 3-D Secure authentication the payer left unfinished, so that page
 * cannot complete an older card afterwards.
 */
export function dropPendingThreeDSecure(core: SandboxCore, stored: StoredPurchase): void {
  if (stored.pendingThreeDSecure === null) return;
  stored.pendingThreeDSecure = null;
  core.changed(stored);
}

/**
 * A card's payment: the method it pays with (its brand, or the wallet it came from), and a
 * recurring token only when asked for and the method makes one (a wallet's card does not).
 */
function cardPayment(stored: StoredPurchase, card: StoredCard, rememberCard: boolean) {
  const method = cardPaymentMethod(stored.purchase, card.brand);
  const asked = rememberCard || stored.purchase.force_recurring === true;
  return {
    method,
    card,
    saveCard: asked && findMethod(method)?.recurring === true,
  } satisfies SuccessfulPayment;
}

/**
 * Records a payment failure for fields that break their rules: the first field's code, every
 * message, under the method of the card's brand (`''` when no brand was detected).
 */
export function failForProblems(
  core: SandboxCore,
  stored: StoredPurchase,
  problems: readonly FieldProblem[],
  brand: string,
): void {
  const [first] = problems;
  if (!first) return;
  dropPendingThreeDSecure(core, stored);
  const method = brand && cardPaymentMethod(stored.purchase, brand);
  recordFailure(core, stored, method, null, {
    code: first.code,
    message: problems.map((problem) => problem.message).join(' '),
  });
}

/**
 * Charges a card that passed the field rules: the non-3-D-Secure test card pays (or fails on a
 * wrong CVC) at once, the 3-D-Secure one waits for the 3-D Secure page, a decline test card is
 * declined with its reason, any other number with `card_declined`.
 * A payment that goes through follows the purchase's sandbox scenario (see `submitPayment`).
 */
export function chargeCard(
  core: SandboxCore,
  stored: StoredPurchase,
  checked: CheckedCard,
  rememberCard: boolean,
): CardOutcome {
  if (paymentRefusal(stored)) return 'refused';
  dropPendingThreeDSecure(core, stored);
  const { card } = checked;
  const payment = cardPayment(stored, card, rememberCard);
  const { method } = payment;
  if (checked.testCard === null) {
    recordFailure(core, stored, method, card, checked.decline ?? DECLINED);
    return 'failed';
  }
  if (checked.testCard === 'three_d_secure') {
    stored.pendingThreeDSecure = {
      card: { ...card, threeDSecure: true },
      cvcCorrect: checked.cvcCorrect,
      rememberCard,
    };
    core.changed(stored);
    return 'three_d_secure';
  }
  if (!checked.cvcCorrect) {
    recordFailure(core, stored, method, card, INCORRECT_CVC);
    return 'failed';
  }
  return cardOutcomeOf(submitPayment(core, stored, payment));
}

/**
 * The Direct Post target's whole rule: a purchase that takes no payment is left alone; a field
 * that breaks its rule is a payment failure; otherwise the card is charged.
 */
export function submitDirectPost(
  core: SandboxCore,
  stored: StoredPurchase,
  form: CardForm,
): CardOutcome {
  if (paymentRefusal(stored)) return 'refused';
  const check = checkCardForm(form, {
    now: new Date(core.clock.now()),
    acceptedBrands: acceptedCardBrands(stored.purchase),
    source: 'direct_post',
  });
  if (!check.ok) {
    failForProblems(core, stored, check.problems, check.brand);
    return 'failed';
  }
  return chargeCard(core, stored, check.card, form.rememberCard);
}

/**
 * The payer finished the test 3-D Secure page: approved, the payment goes on (and fails now if
 * the CVC was wrong); cancelled, it fails. `null` when no 3-D Secure was waiting.
 */
export function completeThreeDSecure(
  core: SandboxCore,
  stored: StoredPurchase,
  approved: boolean,
): CardOutcome | null {
  const pending = stored.pendingThreeDSecure;
  if (!pending) return null;
  stored.pendingThreeDSecure = null;
  core.changed(stored);
  if (paymentRefusal(stored)) return 'refused';
  const { card, cvcCorrect, rememberCard } = pending;
  const payment = cardPayment(stored, card, rememberCard);
  if (!approved) {
    recordFailure(core, stored, payment.method, card, {
      code: 'three_d_secure_failed',
      message: 'The payer did not complete 3-D Secure authentication.',
    });
    return 'failed';
  }
  if (!cvcCorrect) {
    recordFailure(core, stored, payment.method, card, INCORRECT_CVC);
    return 'failed';
  }
  return cardOutcomeOf(submitPayment(core, stored, payment));
}
