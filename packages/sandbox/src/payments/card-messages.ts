import type { CardField, CardFieldMessages } from '@checkout-kit/protocol';

/*
 * A sentence for every rule of every card field, with `{brand}` and `{cvcLength}` where the
 * facts of the refused value go (as the kit's card form writes its messages). The English ones
 * are the gateway's own, which attempts record; the hosted pages have theirs in every language.
 */

/** The words a card field's message is made of, in one language. */
export interface CardMessageWords {
  /** A sentence for each rule, with `{brand}` and `{cvcLength}` where the facts go. */
  fieldRules: CardFieldMessages;
  /** Joins the security code's lengths: `3 or 4`. */
  or: string;
  /** Stands for the brand when none was detected. */
  card: string;
}

/** A refused field as a message needs it: the rule, and the facts of the value. */
export interface RuleFacts {
  field: CardField;
  /** The rule's code (`length`), or a rule of no card field (`repeated`). */
  rule: string;
  /** The detected brand's readable name. */
  brand?: string;
  /** The lengths the security code may have. */
  cvcLengths?: readonly number[];
}

/**
 * A rule's sentence in `words`, with its facts written in (as text: a page renders it escaped),
 * or `undefined` for a rule of no card field.
 *
 * @example
 * cardRuleMessage({ field: 'cvc', rule: 'length', cvcLengths: [3, 4] }, ms) // 'Kod keselamatan mestilah 3 atau 4 digit.'
 */
export function cardRuleMessage(facts: RuleFacts, words: CardMessageWords): string | undefined {
  const rules: Readonly<Record<string, string>> = words.fieldRules[facts.field];
  if (!Object.hasOwn(rules, facts.rule)) return undefined;
  const values = {
    brand: facts.brand ?? words.card,
    cvcLength: (facts.cvcLengths ?? []).join(words.or),
  };
  return rules[facts.rule]?.replace(
    /\{(brand|cvcLength)\}/g,
    (_, name: keyof typeof values) => values[name],
  );
}

/**
 * A refused field's message in a page's words: what the hosted card page shows, from its server
 * and from its script alike, so a payer reads the same with or without script. A rule the words
 * do not cover (a field posted twice) keeps its English sentence.
 */
export function problemMessage(
  problem: RuleFacts & { message: string },
  words: CardMessageWords,
): string {
  return cardRuleMessage(problem, words) ?? problem.message;
}

/** The gateway's English sentence for each rule, as attempts record them. */
export const ENGLISH_CARD_MESSAGES: CardFieldMessages = {
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

/** The gateway's English words, as attempts record them. */
export const ENGLISH_CARD_WORDS: CardMessageWords = {
  fieldRules: ENGLISH_CARD_MESSAGES,
  or: ' or ',
  card: 'this card brand',
};
