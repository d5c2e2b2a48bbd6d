/** Every sentence the method picker shows, in one language. */
export interface MethodPickerStrings {
  /** The radio group's legend. */
  legend: string;
  /** The option that stands for every card method. */
  card: string;
  /** The group of methods offered in every country (`any`), when the lookup names it not. */
  other: string;
  loading: string;
  error: string;
  retry: string;
  /** No method fits; `amount` is formatted, or `null` when the picker has none. */
  empty: (amount: string | null) => string;
  /** The link that sends the payer to the checkout page for the chosen method. */
  continueWith: (name: string) => string;
  /**
   * The label of the bank choice under a chosen FPX method (`banks-src`). It and the two below
   * load with the bank choice, in each shipped language: a registered language may give them,
   * else the bank choice speaks its own words for the language, or English.
   */
  bank?: string;
  /** The bank choice's first entry: no bank chosen here, the payer picks it at the gateway. */
  bankOnNextPage?: string;
  /** A bank that takes no payments now, which the payer cannot choose. */
  bankOffline?: (name: string) => string;
}

/** English, the words every build carries. */
export const en: MethodPickerStrings = {
  legend: 'Payment method',
  card: 'Card',
  other: 'Other',
  loading: 'Loading payment methods…',
  error: 'Payment methods could not be loaded.',
  retry: 'Try again',
  empty: (amount) => `No payment method is available${amount ? ` for ${amount}` : ''}.`,
  continueWith: (name) => `Continue with ${name}`,
};
