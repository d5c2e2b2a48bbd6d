import { type BodyCheck, checkWithSchema } from '../rules/check-with-schema.js';
import { clientDetailsSchema } from '../purchase/purchase-rules.js';
import type { ClientDetails } from '../purchase/client-details.js';

const clientDetailsPatchSchema = clientDetailsSchema.partial();

/** Options of {@link checkClientDetails}. */
export interface ClientDetailsCheckOptions {
  /**
   * A partial update (`PATCH /clients/{id}/`): no field is required, not even `email`. Default
   * false (`POST /clients/`, and `PUT` with the full body).
   */
  partial?: boolean;
}

/**
 * Checks ClientDetails, the body of `POST /clients/` (and of `PUT`/`PATCH /clients/{id}/`),
 * with the same rules as a Purchase's `client` ({@link clientDetailsSchema}): `email` required
 * and an e-mail address, `cc`/`bcc` lists of e-mail addresses, every other field a string of at
 * most its published length. Reports every broken rule with the gateway's codes and messages;
 * unknown fields are ignored (dropped from `body`).
 *
 * @example
 * const check = checkClientDetails({ email: 'payer@example.com', full_name: 'Siti' });
 * if (!check.valid) return json(400, toGatewayErrorBody(check.issues));
 * check.body.email; // 'payer@example.com'
 */
export function checkClientDetails(
  body: unknown,
  options?: { partial?: false },
): BodyCheck<ClientDetails>;
export function checkClientDetails(
  body: unknown,
  options: ClientDetailsCheckOptions,
): BodyCheck<Partial<ClientDetails>>;
export function checkClientDetails(
  body: unknown,
  options: ClientDetailsCheckOptions = {},
): BodyCheck<Partial<ClientDetails>> {
  return checkWithSchema(options.partial ? clientDetailsPatchSchema : clientDetailsSchema, body);
}
