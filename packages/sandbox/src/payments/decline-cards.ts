import { type KnownGatewayErrorCode, stripCardNumber } from '@checkout-kit/protocol';

/**
 * The sandbox's decline test cards: numbers that pass every field rule and are then declined
 * by the "issuer" with one reason each, so that a merchant can build and test what the payer
 * reads after each kind of decline.
 *
 * The live gateway's test mode has no such cards (only the two test cards that pay), and its
 * decline codes are not described: the one code a live sample shows is
 * `general_transaction_error` ("Unrecognized transaction error", sample `04`). The other codes
 * below are the sandbox's guess, named after the card networks' response codes. A merchant's
 * code must treat any code it does not know as a general decline.
 */

/** The `error` recorded on a declined attempt. */
export interface DeclineError {
  code: KnownGatewayErrorCode;
  /** For the merchant: the issuer's reason. Payer-facing text is the merchant's choice. */
  message: string;
}

/** A decline test card: its number as printed, and the decline it triggers. */
export interface DeclineTestCard {
  readonly number: string;
  readonly error: DeclineError;
}

/** Every decline test card, in the order the documentation lists them. */
export const DECLINE_TEST_CARDS: readonly DeclineTestCard[] = [
  {
    number: '4000 0000 0000 9995',
    error: { code: 'insufficient_funds', message: 'The card has insufficient funds.' },
  },
  {
    number: '4000 0000 0000 0002',
    error: { code: 'do_not_honour', message: 'The issuer declined the payment: do not honour.' },
  },
  {
    number: '4000 0000 0000 0069',
    error: { code: 'expired_card', message: 'The issuer reports the card as expired.' },
  },
  {
    number: '4000 0000 0000 0127',
    error: { code: 'incorrect_cvc', message: 'The security code is incorrect.' },
  },
  {
    number: '4000 0000 0000 9987',
    error: { code: 'lost_card', message: 'The issuer reports the card as lost.' },
  },
  {
    number: '4000 0000 0000 0036',
    error: {
      code: 'transaction_not_permitted',
      message: 'The issuer does not permit this kind of payment on the card.',
    },
  },
  {
    number: '4000 0000 0000 0119',
    error: { code: 'general_transaction_error', message: 'Unrecognized transaction error' },
  },
];

/** The decline a card number triggers, or `null` when it is no decline test card. */
export function declineOf(digits: string): DeclineError | null {
  const card = DECLINE_TEST_CARDS.find(({ number }) => stripCardNumber(number) === digits);
  return card ? { ...card.error } : null;
}
