import type { Purchase } from '@checkout-kit/protocol';
import { deepFreeze, emptyList, emptyRecord } from './shared-values.js';

type TransactionData = Purchase['transaction_data'];

/**
 * The `transaction_data` of a purchase nothing has been tried on yet: one frozen instance that
 * every new purchase shares until its first attempt or payment (see {@link ownTransactionData}).
 */
export const UNTRIED_TRANSACTION_DATA: TransactionData = deepFreeze({
  payment_method: '',
  flow: 'payform',
  processing_tx_id: '',
  extra: emptyRecord(),
  country: '',
  attempts: emptyList(),
} as TransactionData);

/**
 * The purchase's `transaction_data`, its own to change: the shared untried one is replaced by
 * an equal copy first. Every change to `transaction_data` goes through here.
 */
export function ownTransactionData(purchase: Purchase): TransactionData {
  if (purchase.transaction_data === UNTRIED_TRANSACTION_DATA) {
    purchase.transaction_data = { ...UNTRIED_TRANSACTION_DATA, attempts: [] };
  }
  return purchase.transaction_data;
}
