import { randomUUID } from 'node:crypto';
import type {
  GatewayFieldError,
  KnownGatewayErrorCode,
  TransactionAttempt,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import type { StoredCard, StoredPurchase } from '../core/state.js';
import { closeDirectPostWhenUnpayable } from './transitions.js';
import { ownTransactionData } from './transaction-data.js';

/* The transaction attempts a purchase records, newest first, in the live gateway's shape. */

export function cardExtra(card: StoredCard): TransactionAttempt['extra'] {
  return {
    card_type: 'credit',
    card_brand: card.brand,
    // The live shape (sample 12): the first six and last four digits, the rest masked.
    masked_pan: `${card.bin ?? '******'}******${card.last4}`,
    expiry_month: card.expiryMonth,
    expiry_year: card.expiryYear,
    cardholder_name: card.cardholderName,
    card_issuer: 'Checkout Kit Sandbox Bank',
    card_issuer_country: 'MY',
    three_d_secure: card.threeDSecure,
  };
}

/** The sandbox's one acquirer terminal, as attempts name it. */
export const SANDBOX_TERMINAL = '00000000-0000-4000-8000-000000000000';

export function addAttempt(
  core: SandboxCore,
  stored: StoredPurchase,
  type: TransactionAttempt['type'],
  paymentMethod: string,
  extra: TransactionAttempt['extra'],
  error: GatewayFieldError<KnownGatewayErrorCode> | null,
): void {
  // Newest first, with the fields the live gateway adds (samples 10, 14, 16).
  ownTransactionData(stored.purchase).attempts.unshift({
    type,
    successful: error === null,
    payment_method: paymentMethod,
    extra,
    error: error && { ...error },
    flow: stored.purchase.transaction_data.flow,
    country: 'card_brand' in extra ? 'MY' : '',
    client_ip: '',
    fee_amount: 0,
    processing_time: core.clock.nowSeconds(),
    // The acquirer's fields of sample 07's attempt, with the sandbox's own values.
    acquirer: paymentMethod,
    is_internal: false,
    terminal_id: 'SANDBOX',
    terminal_uid: SANDBOX_TERMINAL,
    markup_amount: 0,
    processing_fee: 0,
    pricing_details: 'ok',
    pricing_calculated: true,
    processing_tx_id: randomUUID(),
    processing_status: error === null ? '00' : '05',
    related_payment_id: null,
  });
  closeDirectPostWhenUnpayable(stored);
}
