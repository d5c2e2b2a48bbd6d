/** Length limits of the Direct Post form fields, from the gateway's interface. */
export const DIRECT_POST_LIMITS = {
  cardholderNameMaxLength: 30,
  cardNumberMaxDigits: 19,
  expiresLength: 5,
  cvcMinDigits: 3,
  cvcMaxDigits: 4,
} as const;
