import type { ClientDetails } from '../purchase/client-details.js';

/**
 * A saved Client (`/clients/`): its details and the fields the gateway adds. The gateway does
 * not publish this shape beyond ClientDetails; these are the fields the sandbox returns.
 */
export interface Client extends ClientDetails {
  id: string;
  type: 'client';
  created_on: number;
  updated_on: number;
}

/**
 * A saved card of a Client (`/clients/{id}/recurring_tokens/`). `recurring_token` is the id of
 * the Purchase to charge again with `POST /purchases/{id}/charge/`.
 */
export interface ClientRecurringToken {
  id: string;
  type: 'client_recurring_token';
  client_id: string;
  /** The id of the Purchase that is the token. */
  recurring_token: string;
  payment_method: string;
  description: string;
  created_on: number;
  updated_on: number;
}
