import { fillCardMessage } from '../payments/card-messages.js';
import type { FieldProblem } from '../payments/card-check.js';
import type { PageStrings } from './page-strings.js';

/** The words a card field's message is made of: all the card page's script is given. */
export type CardMessageWords = Pick<PageStrings, 'fieldRules' | 'or' | 'card'>;

/**
 * A card field's problem in the page's language, with its facts (the brand, the security
 * code's lengths) written in. The page's server and its script both say it with this, so a
 * payer reads the same words with or without script. A rule the page has no words for (a field
 * posted twice) keeps the gateway's English sentence.
 *
 * @example
 * problemMessage({ field: 'cvc', rule: 'length', cvcLengths: [3], … }, ms) // 'Kod keselamatan mestilah 3 digit.'
 */
export function problemMessage(
  problem: Pick<FieldProblem, 'field' | 'rule' | 'message' | 'brand' | 'cvcLengths'>,
  words: CardMessageWords,
): string {
  const rules: Readonly<Record<string, string>> = words.fieldRules[problem.field];
  const template = Object.hasOwn(rules, problem.rule) ? rules[problem.rule] : undefined;
  if (template === undefined) return problem.message;
  return fillCardMessage(template, {
    brand: problem.brand ?? words.card,
    cvcLength: (problem.cvcLengths ?? []).join(words.or),
  });
}
