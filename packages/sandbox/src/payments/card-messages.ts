import type { CARD_FIELD_ERRORS, CardField } from '@checkout-kit/protocol';

/*
 * A sentence for every rule of every card field, with `{brand}` and `{cvcLength}` where the
 * facts of the refused value go (as the kit's card form writes its messages). The English ones
 * are the gateway's own, which attempts record; the hosted pages have theirs in every language.
 */

/** A sentence for each rule of each card field, by the protocol's codes. */
export type CardRuleTexts = {
  readonly [F in CardField]: Readonly<Record<(typeof CARD_FIELD_ERRORS)[F][number], string>>;
};

/** What a message may name: the readable brand, the security code's lengths (`3 or 4`). */
export interface MessageFacts {
  brand: string;
  cvcLength: string;
}

/**
 * A rule's sentence with its facts written in. The facts are inserted as text: a page renders
 * the result escaped.
 *
 * @example
 * fillCardMessage('{brand} is not accepted here.', { brand: 'Maestro', cvcLength: '3' })
 * // 'Maestro is not accepted here.'
 */
export function fillCardMessage(template: string, facts: MessageFacts): string {
  return template.replace(/\{(brand|cvcLength)\}/g, (_, name: keyof MessageFacts) => facts[name]);
}

/** The gateway's English sentence for each rule, as attempts record them. */
export const ENGLISH_CARD_MESSAGES: CardRuleTexts = {
  cardholder_name: {
    required: 'Enter the cardholder name.',
    invalid_characters:
      'The cardholder name may hold only Latin letters, spaces, apostrophes, dots and dashes.',
    too_long: 'The cardholder name may be at most 30 characters long.',
  },
  card_number: {
    required: 'Enter the card number.',
    invalid_characters: 'The card number may hold only digits.',
    too_long: 'The card number may have at most 19 digits.',
    incomplete: 'The card number is too short.',
    invalid: 'The card number is not valid: check its digits.',
    brand_not_accepted: 'This purchase does not accept {brand} cards.',
  },
  expires: {
    required: 'Enter the expiry date.',
    format: 'Enter the expiry date as MM/YY.',
    month: 'The expiry month must be from 01 to 12.',
    expired: 'The card has expired: its expiry date is before the current month.',
    too_far: 'The expiry date is too far in the future.',
  },
  cvc: {
    required: 'Enter the security code.',
    invalid_characters: 'The security code may hold only digits.',
    length: 'The security code must be {cvcLength} digits long.',
  },
};
