// @ts-check

/*
 * A secret (an API key, the payout secret, an approval token) compared with `===` or `!==`
 * tells, by the time the comparison takes, how much of a guess was right. `no-restricted-syntax`
 * selectors.
 */

const SECRET = '/^(apiKey|apiSecret|approvalToken)$/';

/** Either side of a comparison: the secret itself, or the secret read from an object. */
const NAMES_SECRET = [
  `[left.name=${SECRET}]`,
  `[left.property.name=${SECRET}]`,
  `[right.name=${SECRET}]`,
  `[right.property.name=${SECRET}]`,
].join(', ');

/**
 * Whether a secret is there at all tells nothing of its value. (`[left.name="undefined"]` alone
 * would also match a side that has no name: esquery reads a missing attribute as "undefined".)
 */
const ABSENCE = [
  '[left.raw="null"]',
  '[right.raw="null"]',
  '[left.type="Identifier"][left.name="undefined"]',
  '[right.type="Identifier"][right.name="undefined"]',
].join(', ');

export const SECRETS = [
  {
    selector: `BinaryExpression[operator=/^[!=]==$/]:matches(${NAMES_SECRET}):not(${ABSENCE})`,
    message:
      'Compare a secret in constant time (`constantTimeEqual`, `timingSafeEqual`), never with `===` or `!==`.',
  },
];
