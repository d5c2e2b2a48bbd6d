import type { ClientDetails } from '@checkout-kit/protocol';
import type { FieldErrors } from './field-errors.js';
import { readEmail, readEmailList, readText } from './field-rules.js';

/**
 * The rules of ClientDetails (the spec's ClientDetails table and Limits), for `/clients/`. They
 * mirror the `client` rules of the purchase body in `@checkout-kit/protocol`
 * (`clientDetailsSchema`): `email` required and an e-mail address, `cc`/`bcc` lists of e-mail
 * addresses, every other field a string, with the published maximum lengths. Fields without a
 * published limit take any length (the request body limit bounds them).
 */

/** The text fields of ClientDetails and their maximum lengths (`undefined`: none published). */
export const CLIENT_TEXT_FIELDS = {
  phone: undefined,
  full_name: 1000,
  personal_code: 32,
  street_address: undefined,
  country: undefined,
  city: undefined,
  zip_code: undefined,
  state: undefined,
  shipping_street_address: undefined,
  shipping_country: undefined,
  shipping_city: undefined,
  shipping_zip_code: undefined,
  shipping_state: undefined,
  legal_name: 1000,
  brand_name: 128,
  registration_number: 32,
  tax_number: 32,
  bank_account: undefined,
  bank_code: undefined,
} as const satisfies Partial<Record<keyof ClientDetails, number | undefined>>;

type ClientTextField = keyof typeof CLIENT_TEXT_FIELDS;

/**
 * Reads the ClientDetails fields of a body and records what is wrong with them under their
 * names. `email` is required unless `partial`. Unknown fields are ignored (and not returned).
 *
 * @example
 * const errors = new FieldErrors();
 * const details = readClientDetails({ email: 'payer@example.com', full_name: 'Siti' }, errors);
 * errors.throwIfAny();
 */
export function readClientDetails(
  body: Record<string, unknown>,
  errors: FieldErrors,
  partial = false,
): Partial<ClientDetails> {
  const details: Partial<ClientDetails> = {};
  const email = readEmail(body.email, ['email'], errors, !partial);
  if (email !== undefined) details.email = email;
  for (const [field, maxLength] of Object.entries(CLIENT_TEXT_FIELDS) as [
    ClientTextField,
    number | undefined,
  ][]) {
    const value = readText(body[field], [field], errors, { maxLength });
    if (value !== undefined) details[field] = value;
  }
  for (const field of ['cc', 'bcc'] as const) {
    const addresses = readEmailList(body[field], [field], errors);
    if (addresses !== undefined) details[field] = addresses;
  }
  return details;
}
