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
