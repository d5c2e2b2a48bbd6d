import {
  type CardNumberVerification,
  cardNumber as verifyCardNumber,
} from 'card-validator/dist/card-number.js';
import { CARD_PAYMENT_METHODS } from '../payment-methods/payment-method.js';

/**
 * Card brand identifiers. `visa`, `mastercard` and `maestro` are also the gateway's payment
 * method names; the others are the identifiers used by `card-validator`.
 */
export type CardBrandId =
  | 'visa'
  | 'mastercard'
  | 'maestro'
  | 'american-express'
  | 'diners-club'
  | 'discover'
  | 'jcb'
  | 'unionpay'
  | 'mir'
  | 'elo'
  | 'hiper'
  | 'hipercard'
  | 'troy'
  | 'verve'
  | 'naranja';

/** What the kit needs to know about a detected card brand. */
export interface CardBrand {
  /** Brand identifier, such as `visa`. */
  readonly id: CardBrandId;
  /** Readable name, such as `Mastercard`. */
  readonly name: string;
  /** Digit counts after which a space is shown: `[4, 8, 12]` groups 4-4-4-4. */
  readonly gaps: readonly number[];
  /** Card-number lengths the brand issues. */
  readonly lengths: readonly number[];
  /** The security code's printed name (CVV, CVC, CID…) and length. */
  readonly code: { readonly name: string; readonly size: number };
}

/** The card brands the gateway's card methods cover: the default accepted set. */
export const GATEWAY_CARD_BRANDS: readonly CardBrandId[] = CARD_PAYMENT_METHODS;

/**
 * The card brands a purchase's `payment_method_whitelist` lets a card be: every brand of the
 * gateway when there is no whitelist, or when it names a wallet that pays with a card (the
 * description's `processor_apple_pay` and `processor_google_pay`, under any provider's prefix,
 * such as the `mpgs_google_pay` the gateway maker's plugins whitelist), else the brands it names.
 *
 * @example
 * cardBrandsAllowedBy(['fpx', 'visa']) // ['visa']
 * cardBrandsAllowedBy(['mpgs_google_pay']) // ['visa', 'mastercard', 'maestro']
 */
export function cardBrandsAllowedBy(
  whitelist: readonly string[] | null | undefined,
): readonly CardBrandId[] {
  return !whitelist?.length || whitelist.some((method) => /_(apple|google)_pay$/.test(method))
    ? GATEWAY_CARD_BRANDS
    : (whitelist.filter((method) =>
        (GATEWAY_CARD_BRANDS as readonly string[]).includes(method),
      ) as CardBrandId[]);
}

/** @internal Grouping used while no brand is known yet. */
export const DEFAULT_CARD_GAPS: readonly number[] = [4, 8, 12, 16];

/**
 * Gives card-validator's verdict on the digits of a card number, whole or partial: its brand,
 * and whether the number is valid or could still become so. See `createCardNumberVerifier`.
 */
export type CardNumberVerifier = (digits: string) => CardNumberVerification;

/**
 * Detects the brand of a (possibly partial) card number, or `null` while the digits could
 * still belong to more than one brand.
 *
 * @param digits The card number's digits.
 * @param verify The card form's verifier (see `createCardNumberVerifier`); without it,
 *   card-validator is asked afresh.
 * @example
 * detectCardBrand('4444')?.id // 'visa'
 */
export function detectCardBrand(
  digits: string,
  verify: CardNumberVerifier = verifyCardNumber,
): CardBrand | null {
  return toCardBrand(verify(digits).card);
}

/**
 * The brand in a card-validator verdict, as credit-card-type gives it: with the length of the
 * pattern it matched once the digits hold all of it (card-validator's types leave it out).
 */
type DetectedCard = NonNullable<CardNumberVerification['card']> & { matchStrength?: number };

/**
 * Creates the verifier of one card form: card-validator's verdicts on the number the payer
 * types into it, with the work of the last keystroke kept for the next. Each card form creates
 * its own and passes it to `checkCardNumber` and `detectCardBrand`: what it keeps belongs to
 * one number as it is typed.
 *
 * Typing asks for one verdict per keystroke, each on the digits before it and one more, and
 * card-validator's brand detection runs through every brand's number ranges each time: on a
 * phone, the larger part of a keystroke's script. So the verifier keeps its last verdict, and
 * carries a settled brand forward:
 *
 * - the same digits again (typing formats the number with its brand's gaps, then checks it)
 *   get the same verdict;
 * - digits (nothing else) that extend the last ones keep its brand when card-validator had
 *   settled it (the card's `matchStrength`: the pattern it matched lies within the digits, so
 *   it matches every longer number, and no other brand can come back); at a length the brand
 *   does not issue, the verdict is card-validator's for such a length (not valid; possibly
 *   valid while shorter than its longest), and card-validator is asked only at the lengths it
 *   issues, where its checksum decides.
 *
 * Its verdicts are card-validator's own, whatever digits it is asked about and in what order.
 *
 * @example
 * const verify = createCardNumberVerifier();
 * detectCardBrand('4444', verify)?.id // 'visa'
 * checkCardNumber('4444 3333 2222 1111', GATEWAY_CARD_BRANDS, verify).valid // true
 */
export function createCardNumberVerifier(): CardNumberVerifier {
  let lastDigits: string | undefined;
  let lastVerdict: CardNumberVerification;
  return (digits) => {
    if (digits !== lastDigits) {
      const card: DetectedCard | null | undefined = lastVerdict?.card;
      const { length } = digits;
      lastVerdict =
        card?.matchStrength &&
        digits.startsWith(lastDigits ?? '') &&
        /^\d+$/.test(digits) &&
        !card.lengths.includes(length)
          ? { card, isPotentiallyValid: length < Math.max(...card.lengths), isValid: false }
          : verifyCardNumber(digits);
      lastDigits = digits;
    }
    return lastVerdict;
  };
}

/** @internal Narrows a card-validator card type to the kit's brand shape. */
export function toCardBrand(card: CardNumberVerification['card']): CardBrand | null {
  if (!card) return null;
  return {
    id: card.type as CardBrandId,
    name: card.niceType,
    gaps: card.gaps,
    lengths: card.lengths,
    code: card.code,
  };
}

/**
 * Shows digits grouped the way the brand prints them: 4-4-4-4 for most brands, 4-6-5 for
 * American Express.
 *
 * @example
 * formatCardNumber('378282246310005', detectCardBrand('378282246310005')) // '3782 822463 10005'
 */
export function formatCardNumber(digits: string, brand: CardBrand | null): string {
  const gaps = brand?.gaps ?? DEFAULT_CARD_GAPS;
  let formatted = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && gaps.includes(i)) formatted += ' ';
    formatted += digits[i];
  }
  return formatted;
}
