import type { DemoLanguage } from '../../../shared/api.js';

/**
 * What the payer is told after a failed payment attempt: one of a few reasons, chosen from the
 * gateway's failure code. The payer never reads the gateway's own message (it is written for
 * the merchant), and some declines are told only as "your bank declined": a card reported lost
 * or stolen, or a payment stopped by fraud scoring, must not say so to whoever holds the card.
 */

/** The reasons the result page can give, each with its own next step. */
export type FailureReason =
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'card_details'
  | 'authentication'
  | 'not_permitted'
  | 'bank_declined'
  | 'method_declined'
  | 'unknown';

/** The gateway's codes (and the sandbox's) that have a reason of their own. */
const REASONS: Readonly<Record<string, FailureReason>> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  invalid_cardholder_name: 'card_details',
  invalid_card_number: 'card_details',
  invalid_expires: 'card_details',
  three_d_secure_failed: 'authentication',
  transaction_not_permitted: 'not_permitted',
  do_not_honour: 'bank_declined',
  card_declined: 'bank_declined',
  lost_card: 'bank_declined',
  stolen_card: 'bank_declined',
  blocked_by_fraud_scoring: 'bank_declined',
  payment_declined: 'method_declined',
};

/** The reason for a failure code; any code not known here is `unknown`, never an error. */
export function failureReason(code: string | null | undefined): FailureReason {
  return (code && Object.hasOwn(REASONS, code) && REASONS[code]) || 'unknown';
}

/** Each reason in words: why, then what to do next. */
const SENTENCES: Record<DemoLanguage, Record<FailureReason, string>> = {
  en: {
    insufficient_funds: 'Your card has insufficient funds. Try another card or payment method.',
    expired_card: 'Your card has expired. Try another card or payment method.',
    incorrect_cvc:
      'The security code was not accepted. Check the 3 or 4 digits on your card and try again.',
    card_details: 'Some card details were not accepted. Check them and try again.',
    authentication:
      'Your bank’s verification was not completed. Try again, and approve the payment when your bank asks.',
    not_permitted: 'Your card cannot be used for this payment. Try another card or payment method.',
    bank_declined:
      'Your bank declined the payment. Try another card or payment method, or ask your bank why.',
    method_declined: 'The payment was declined at your bank. Try again, or choose another method.',
    unknown: 'The payment could not be processed. Try again in a moment, or use another method.',
  },
  ms: {
    insufficient_funds: 'Baki kad anda tidak mencukupi. Cuba kad atau kaedah pembayaran lain.',
    expired_card: 'Kad anda telah tamat tempoh. Cuba kad atau kaedah pembayaran lain.',
    incorrect_cvc:
      'Kod keselamatan tidak diterima. Semak 3 atau 4 digit pada kad anda dan cuba lagi.',
    card_details: 'Sebahagian butiran kad tidak diterima. Semak dan cuba lagi.',
    authentication:
      'Pengesahan bank anda tidak selesai. Cuba lagi, dan luluskan bayaran apabila bank anda meminta.',
    not_permitted:
      'Kad anda tidak boleh digunakan untuk bayaran ini. Cuba kad atau kaedah pembayaran lain.',
    bank_declined:
      'Bank anda menolak bayaran ini. Cuba kad atau kaedah pembayaran lain, atau tanya bank anda.',
    method_declined: 'Bayaran ditolak di bank anda. Cuba lagi, atau pilih kaedah lain.',
    unknown: 'Bayaran tidak dapat diproses. Cuba lagi sebentar lagi, atau guna kaedah lain.',
  },
};

/** What the payer reads about a failure with this code, in their language. */
export function failureReasonText(code: string | null | undefined, language: DemoLanguage): string {
  return SENTENCES[language][failureReason(code)];
}
