import type { CardFieldMessages, PayerFailureReason, PurchaseStatus } from '@checkout-kit/protocol';

/*
 * The shape of the words of the pages, which each language's file gives: apart from
 * `all-languages.ts`, which gathers the languages, so that no language's file imports the
 * module that imports it.
 */

/** How a purchase status reads to a payer. */
export interface StatusText {
  tone: 'ok' | 'error' | 'info';
  title: string;
  text: string;
}

/** The words of every page, in one language. */
export interface PageStrings {
  testBanner: [strong: string, rest: string];
  footer: string;
  reference: string;
  merchantFallback: string;
  orderSummary: string;
  tax: string;
  previousBalance: string;
  credit: string;
  total: string;
  amount: string;
  saveYourCard: string;
  authorise: (amount: string) => string;
  pay: (amount: string) => string;
  verifyAndSave: string;
  card: string;
  chooseHowToPay: string;
  /** The payment page's message when the payer continues without choosing a method. */
  chooseMethodToContinue: string;
  noMethod: string;
  continue: string;
  returnToSeller: string;
  methodUnavailable: (name: string) => string;
  lastAttemptFailed: (reason: string) => string;
  payByCard: string;
  correctFields: string;
  cardDetails: string;
  accepted: (brands: string) => string;
  nameOnCard: string;
  cardNumber: string;
  expiryDate: string;
  securityCode: string;
  securityCodeHint: string;
  cardSavedNoCharge: string;
  merchantSavesCard: string;
  saveThisCard: string;
  otherMethods: string;
  testCards: string;
  testCardsRule: (cvc: string) => string;
  threeDSecure: string;
  noThreeDSecure: string;
  declinedCards: string;
  /**
   * The card fields' messages, by field and rule, with `{brand}` and `{cvcLength}` where the
   * facts go: what the card page shows under a field, from the server and from its script.
   */
  fieldRules: CardFieldMessages;
  /** Why the last payment attempt failed, by reason (`failure-reason.ts`), a sentence each. */
  failureReasons: Readonly<Record<PayerFailureReason, string>>;
  /** Joins the security code's lengths: `3 or 4`. */
  or: string;
  /** The expiry field's format, as the payer reads it: `MM/YY`, `BB/TT` in Malay. */
  expiryHint: string;
  chooseYourBank: string;
  selectBank: string;
  chooseBankToContinue: string;
  noAccountNeeded: (method: string) => string;
  simulatedPage: (banking: boolean) => string;
  payTo: string;
  approve: string;
  decline: string;
  cancel: string;
  anotherMethod: string;
  /** The simulated bank's way back to the gateway's choice of banks. */
  anotherBank: string;
  threeDSecureTitle: string;
  sandboxBank: string;
  accessControlServer: string;
  confirmPayment: string;
  confirmText: string;
  merchant: string;
  date: string;
  /** The locale that formats dates for this language. */
  dateLocale: string;
  paidWith: string;
  status: string;
  tryAgain: string;
  statuses: Partial<Record<PurchaseStatus, StatusText>>;
  singleAttemptUsed: StatusText;
  notPossible: (status: string) => StatusText;
  cardNotAvailable: [title: string, text: string];
  nothingWaiting: [title: string, text: string];
  unknownAnswer: (buttons: string) => [title: string, text: string];
}
