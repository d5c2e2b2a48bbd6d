import {
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
import type { StoredCard } from '../core/state.js';
import { isCardMethod } from './allowed-methods.js';
import { ENGLISH_CARD_MESSAGES, ENGLISH_CARD_WORDS, cardRuleMessage } from './card-messages.js';
import { type DeclineError, declineOf } from './decline-cards.js';

/*
 * The card fields of a payment, read from the Direct Post form or the hosted card page and
 * checked with the rules of `@checkout-kit/protocol`, with a sentence for each broken rule.
 * The card number and the security code live only in the {@link CardForm} of one request; a
 * checked card keeps a {@link StoredCard} (brand, last 4 digits, expiry, name) and only whether
 * the code was the test cards'. No message ever quotes them.
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
  /** The detected brand's readable name, for the card number's and the code's messages. */
  brand?: string;
  /** The lengths the security code may have, for its `length` message. */
  cvcLengths?: readonly number[];
}

/** A card that passed every field rule, ready to be charged. */
export interface CheckedCard {
  card: StoredCard;
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
   * `direct_post`: the wire format of the spec (card number digits, with spaces between them
   * as the maker's WooCommerce classic checkout posts them; expiry exactly `MM/YY`). `hosted`:
   * the sandbox's own card page, which also takes dashes and the expiry shapes autofill
   * produces.
   */
  source: 'direct_post' | 'hosted';
}

/**
 * What a Direct Post `card_number` may not hold: anything but ASCII digits and spaces. The
 * maker's WooCommerce classic checkout posts `4444 3333 2222 1111` (chip-for-woocommerce 2.0.5
 * `includes/js/direct-post.js:69-91, 234`), so the gateway reads the digits; dashes, dots, tabs
 * and letters are still refused. The 19-digit limit counts digits only.
 */
const DIRECT_POST_NUMBER_CHARACTERS = /[^\d ]/;

/** The outcome of checking a card form: the problems, or the card. */
export type CardCheck =
  /** `brand`: the detected card brand, `''` when none was. */
  { ok: false; problems: FieldProblem[]; brand: string } | { ok: true; card: CheckedCard };

/** A problem with its English sentence. */
const withMessage = (problem: Omit<FieldProblem, 'message'>): FieldProblem => ({
  ...problem,
  message:
    cardRuleMessage(problem, ENGLISH_CARD_WORDS) ?? ENGLISH_CARD_MESSAGES.card_number.invalid,
});

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
    problems.push(
      withMessage({ field: 'cardholder_name', code: 'invalid_cardholder_name', rule: name.error }),
    );
  }

  const numberRaw = values.card_number;
  const number = checkCardNumber(numberRaw, options.acceptedBrands);
  const numberError =
    strict && DIRECT_POST_NUMBER_CHARACTERS.test(numberRaw) ? 'invalid_characters' : number.error;
  if (!repeated('card_number') && numberError) {
    const problem = withMessage({
      field: 'card_number',
      code: 'invalid_card_number',
      rule: numberError,
      ...(number.brand ? { brand: number.brand.name } : {}),
    });
    // Direct Post's own rule: digits, and the spaces a form's formatting puts between them.
    if (strict && numberError === 'invalid_characters') {
      problem.message = 'The card number must be digits, with spaces allowed between them.';
    }
    problems.push(problem);
  }

  const expiresRaw = values.expires;
  const expiry = checkExpiry(expiresRaw, options.now);
  const expiryError =
    strict && expiresRaw !== '' && !/^\d{2}\/\d{2}$/.test(expiresRaw) ? 'format' : expiry.error;
  if (!repeated('expires') && expiryError) {
    problems.push(
      withMessage({
        field: 'expires',
        code: expiryError === 'expired' ? 'expired_card' : 'invalid_expires',
        rule: expiryError,
      }),
    );
  }

  const cvcRaw = values.cvc;
  // The Direct Post rule is 3 or 4 digits whatever the brand; a wrong code then fails as a
  // payment (after 3-D Secure on the 3-D Secure card), not as a malformed field.
  const cvcBrand = strict ? null : number.brand;
  const cvc = checkCvc(cvcRaw, cvcBrand);
  const cvcError = strict && cvcRaw !== '' && /\D/.test(cvcRaw) ? 'invalid_characters' : cvc.error;
  if (!repeated('cvc') && cvcError) {
    problems.push(
      withMessage({
        field: 'cvc',
        code: 'invalid_cvc',
        rule: cvcError,
        cvcLengths: cvcLengths(cvcBrand),
        ...(cvcBrand ? { brand: cvcBrand.name } : {}),
      }),
    );
  }

  const brandId = number.brand?.id;
  const brand = brandId && isCardMethod(brandId) ? brandId : '';
  if (problems.length > 0 || !brandId) {
    if (problems.length === 0) {
      // Unreachable: a valid number always has a brand. Kept so the types need no assertion.
      problems.push(
        withMessage({ field: 'card_number', code: 'invalid_card_number', rule: 'invalid' }),
      );
    }
    return { ok: false, problems, brand };
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
      testCard: testCard ? (testCard.threeDSecure ? 'three_d_secure' : 'non_three_d_secure') : null,
      decline: declineOf(digits),
      cvcCorrect: cvc.value === TEST_CARD_CVC,
    },
  };
}
