/** A card the gateway's test mode accepts. */
export interface TestCard {
  /** Card number as printed. */
  readonly number: string;
  /** Whether the payment goes through the test 3-D Secure page first. */
  readonly threeDSecure: boolean;
}

/**
 * The gateway's test cards. Any cardholder name and any expiry from the current month on are
 * accepted; the CVC must be {@link TEST_CARD_CVC}. Another CVC or a past expiry fails.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4444 3333 2222 1111', threeDSecure: false },
  { number: '5555 5555 5555 4444', threeDSecure: true },
];

/** The only security code the test cards accept. */
export const TEST_CARD_CVC = '123';
