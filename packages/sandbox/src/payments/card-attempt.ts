import {
  type CardBrand,
  type CardBrandId,
  type CardField,
  DIRECT_POST_CARD_FIELDS,
  REMEMBER_CARD_FIELD,
  REMEMBER_CARD_VALUE,
  TEST_CARD_CVC,
  TEST_CARDS,
  checkCardholderName,
  checkCardholderNameAsPosted,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  cvcLengths,
  stripCardNumber,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core.js';
import { type PaymentOutcome, submitPayment } from '../purchases/actions.js';
import { recordFailure } from '../purchases/payments.js';
import type { StoredCard, StoredPurchase } from '../state.js';
import { acceptedCardBrands, isCardMethod } from './allowed-methods.js';
import { paymentRefusal } from '../purchases/payment-refusal.js';
import { type DeclineError, declineOf } from './decline-cards.js';

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

/** A posted card form. Lives for one request only: never store or log it. */
export interface CardForm {
  /** Each field's value; `''` when it was not sent. */
  values: Record<CardField, string>;
  /** `remember_card=on` was sent. */
  rememberCard: boolean;
  /** Fields sent more than once: the form is ambiguous, so they count as invalid. */
  repeated: CardField[];
}

/**
 * Reads the Direct Post fields from a form body. Other names are ignored (a submit button's
 * name, say); `remember_card` counts only with the checkbox value `on`, as the spec says.
 */
export function readCardForm(form: URLSearchParams): CardForm {
  const values = {} as Record<CardField, string>;
  const repeated: CardField[] = [];
  for (const field of DIRECT_POST_CARD_FIELDS) {
    const all = form.getAll(field);
    values[field] = all[0] ?? '';
    if (all.length > 1) repeated.push(field);
  }
  return {
    values,
    rememberCard: form.getAll(REMEMBER_CARD_FIELD).includes(REMEMBER_CARD_VALUE),
    repeated,
  };
}

/** One card field that breaks its rule. */
export interface FieldProblem {
  field: CardField;
  /** The failure code recorded in the attempt's `error`. */
  code:
    | 'invalid_cardholder_name'
    | 'invalid_card_number'
    | 'invalid_expires'
    | 'expired_card'
    | 'invalid_cvc';
  /**
   * The rule broken, as the card rules name it (`required`, `too_long`, `length`, …), or
   * `repeated`: what a page looks its own words up by.
   */
  rule: string;
  /** A sentence for the payer and the merchant; never quotes the number or the code. */
  message: string;
}

/** A card that passed every field rule, ready to be charged. */
export interface CheckedCard {
  card: StoredCard;
  /** The card method it pays with (its brand). */
  method: CardBrandId;
  /** Whether it is the gateway's 3-D-Secure test card, the non-3-D-Secure one, or neither. */
  testCard: 'three_d_secure' | 'non_three_d_secure' | null;
  /** The decline a sandbox decline test card triggers; `null` for any other number. */
  decline: DeclineError | null;
  /** Whether the security code is the test cards' code. Only this is kept, never the code. */
  cvcCorrect: boolean;
}

/** How strictly the fields are read. */
export interface CheckOptions {
  /** The sandbox clock's present: an expiry before its month is in the past. */
  now: Date;
  /** Card brands the purchase accepts. */
  acceptedBrands: readonly CardBrandId[];
  /**
   * `direct_post`: the wire format of the spec (card number digits only, expiry exactly
   * `MM/YY`). `hosted`: the sandbox's own card page, which also takes a number with spaces and
   * the expiry shapes autofill produces.
   */
  source: 'direct_post' | 'hosted';
}

/** The outcome of checking a card form: the problems, or the card. */
export type CardCheck =
  { ok: false; problems: FieldProblem[]; method: string } | { ok: true; card: CheckedCard };

const NAME_MESSAGES = {
  required: 'Enter the cardholder name.',
  invalid_characters:
    'The cardholder name may hold only Latin letters, spaces, apostrophes, dots and dashes.',
  too_long: 'The cardholder name may be at most 30 characters long.',
} as const;

const EXPIRY_MESSAGES = {
  required: 'Enter the expiry date.',
  format: 'Enter the expiry date as MM/YY.',
  month: 'The expiry month must be from 01 to 12.',
  expired: 'The card has expired: its expiry date is before the current month.',
  too_far: 'The expiry date is too far in the future.',
} as const;

function cardNumberMessage(
  error: string,
  brand: CardBrand | null,
  source: CheckOptions['source'],
): string {
  switch (error) {
    case 'required':
      return 'Enter the card number.';
    case 'invalid_characters':
      return source === 'direct_post'
        ? 'The card number must be digits only, without spaces or dashes.'
        : 'The card number may hold only digits.';
    case 'too_long':
      return 'The card number may have at most 19 digits.';
    case 'incomplete':
      return 'The card number is too short.';
    case 'brand_not_accepted':
      return `This purchase does not accept ${brand?.name ?? 'this card brand'} cards.`;
    default:
      return 'The card number is not valid: check its digits.';
  }
}

function cvcMessage(error: string, brand: CardBrand | null): string {
  switch (error) {
    case 'required':
      return 'Enter the security code.';
    case 'invalid_characters':
      return 'The security code may hold only digits.';
    default:
      return `The security code must be ${cvcLengths(brand).join(' or ')} digits long.`;
  }
}

/** Checks the four fields with the rules of `@checkout-kit/protocol`. */
export function checkCardForm(form: CardForm, options: CheckOptions): CardCheck {
  const { values } = form;
  const strict = options.source === 'direct_post';
  const problems: FieldProblem[] = [];
  const repeated = (field: CardField): boolean => {
    if (!form.repeated.includes(field)) return false;
    const code =
      field === 'expires' ? 'invalid_expires' : (`invalid_${field}` as FieldProblem['code']);
    problems.push({
      field,
      code,
      rule: 'repeated',
      message: `The field ${field} was sent more than once.`,
    });
    return true;
  };

  // Direct Post takes the name as posted: no tidying of tabs, full-width letters or length.
  const name = (strict ? checkCardholderNameAsPosted : checkCardholderName)(values.cardholder_name);
  if (!repeated('cardholder_name') && !name.valid) {
    problems.push({
      field: 'cardholder_name',
      code: 'invalid_cardholder_name',
      rule: name.error,
      message: NAME_MESSAGES[name.error],
    });
  }

  const numberRaw = values.card_number;
  const number = checkCardNumber(numberRaw, options.acceptedBrands);
  const numberError = strict && /\D/.test(numberRaw) ? 'invalid_characters' : number.error;
  if (!repeated('card_number') && numberError) {
    problems.push({
      field: 'card_number',
      code: 'invalid_card_number',
      rule: numberError,
      message: cardNumberMessage(numberError, number.brand, options.source),
    });
  }

  const expiresRaw = values.expires;
  const expiry = checkExpiry(expiresRaw, options.now);
  const expiryError =
    strict && expiresRaw !== '' && !/^\d{2}\/\d{2}$/.test(expiresRaw) ? 'format' : expiry.error;
  if (!repeated('expires') && expiryError) {
    problems.push({
      field: 'expires',
      code: expiryError === 'expired' ? 'expired_card' : 'invalid_expires',
      rule: expiryError,
      message: EXPIRY_MESSAGES[expiryError],
    });
  }

  const cvcRaw = values.cvc;
  // The Direct Post rule is 3 or 4 digits whatever the brand; a wrong code then fails as a
  // payment (after 3-D Secure on the 3-D Secure card), not as a malformed field.
  const cvcBrand = strict ? null : number.brand;
  const cvc = checkCvc(cvcRaw, cvcBrand);
  const cvcError = strict && cvcRaw !== '' && /\D/.test(cvcRaw) ? 'invalid_characters' : cvc.error;
  if (!repeated('cvc') && cvcError) {
    problems.push({
      field: 'cvc',
      code: 'invalid_cvc',
      rule: cvcError,
      message: cvcMessage(cvcError, cvcBrand),
    });
  }

  const brandId = number.brand?.id;
  const method = brandId && isCardMethod(brandId) ? brandId : '';
  if (problems.length > 0 || !brandId) {
    if (problems.length === 0) {
      // Unreachable: a valid number always has a brand. Kept so the types need no assertion.
      problems.push({
        field: 'card_number',
        code: 'invalid_card_number',
        rule: 'invalid',
        message: cardNumberMessage('invalid', null, options.source),
      });
    }
    return { ok: false, problems, method };
  }

  const digits = number.value;
  const testCard = TEST_CARDS.find((card) => stripCardNumber(card.number) === digits);
  return {
    ok: true,
    card: {
      card: {
        brand: brandId,
        bin: digits.slice(0, 6),
        last4: digits.slice(-4),
        expiryMonth: Number(expiry.value.slice(0, 2)),
        expiryYear: Number(expiry.value.slice(3)),
        cardholderName: name.value,
        threeDSecure: false,
      },
      method: brandId,
      testCard: testCard ? (testCard.threeDSecure ? 'three_d_secure' : 'non_three_d_secure') : null,
      decline: declineOf(digits),
      cvcCorrect: cvc.value === TEST_CARD_CVC,
    },
  };
}

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
  core.changed();
}

/** Records a payment failure for fields that break their rules: the first field's code, every message. */
export function failForProblems(
  core: SandboxCore,
  stored: StoredPurchase,
  problems: readonly FieldProblem[],
  method: string,
): void {
  const [first] = problems;
  if (!first) return;
  dropPendingThreeDSecure(core, stored);
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
  const { card, method } = checked;
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
    core.changed();
    return 'three_d_secure';
  }
  if (!checked.cvcCorrect) {
    recordFailure(core, stored, method, card, INCORRECT_CVC);
    return 'failed';
  }
  return cardOutcomeOf(
    submitPayment(core, stored, {
      method,
      card,
      saveCard: rememberCard || stored.purchase.force_recurring === true,
    }),
  );
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
    failForProblems(core, stored, check.problems, check.method);
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
  core.changed();
  if (paymentRefusal(stored)) return 'refused';
  const { card, cvcCorrect, rememberCard } = pending;
  if (!approved) {
    recordFailure(core, stored, card.brand, card, {
      code: 'three_d_secure_failed',
      message: 'The payer did not complete 3-D Secure authentication.',
    });
    return 'failed';
  }
  if (!cvcCorrect) {
    recordFailure(core, stored, card.brand, card, INCORRECT_CVC);
    return 'failed';
  }
  return cardOutcomeOf(
    submitPayment(core, stored, {
      method: card.brand,
      card,
      saveCard: rememberCard || stored.purchase.force_recurring === true,
    }),
  );
}
