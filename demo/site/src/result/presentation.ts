/** How the result page presents an order: which headline, in which tone, with which next step. */
import type { Order } from '../../../shared/api.js';
import { isPayable, statusInfo, type Tone } from '../ui/status.js';

export type Outcome =
  'pending' | 'paid' | 'hold' | 'preauthorized' | 'refunded' | 'released' | 'failed' | 'closed';

export const OUTCOME_TONES: Record<Outcome, Tone> = {
  pending: 'info',
  paid: 'success',
  hold: 'success',
  preauthorized: 'success',
  refunded: 'neutral',
  released: 'neutral',
  failed: 'danger',
  closed: 'neutral',
};

/**
 * The outcome shown for an order. `failureRedirect` is true when the gateway sent the payer here
 * through the purchase's `failure_redirect`: while the purchase is still payable, that is a failed
 * attempt (the payer may try again), not a payment still under way.
 */
export function outcomeOf(order: Order, failureRedirect: boolean): Outcome {
  const status = order.purchase.status;
  if (
    status === 'hold' ||
    status === 'preauthorized' ||
    status === 'refunded' ||
    status === 'released'
  ) {
    return status as Outcome;
  }
  const info = statusInfo(status);
  if (status === 'error' || (failureRedirect && isPayable(status))) return 'failed';
  if (info.final && info.succeeded && status !== 'chargeback') return 'paid';
  if (info.final) return 'closed';
  return 'pending';
}

/** Whether the page keeps asking: a status that may still change by itself. */
export const isSettled = (order: Order): boolean => statusInfo(order.purchase.status).final;
