import type { Payment } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import type { StoredPurchase } from '../core/state.js';

/**
 * The Payment object of a refund, in the live shape (sample `12-event-Purchase-refunded.json`):
 * `type: "payment"`, `status: "success"`, the refunded money in `payment` (an outgoing
 * `refund`), and `related_to` naming the purchase by id and reference (its generated one when it
 * has none). The purchase's client and card details come along; its attempts do not.
 */
export function refundPaymentOf(
  core: SandboxCore,
  stored: StoredPurchase,
  amount: number,
  refundId: string,
): Payment {
  const { purchase } = stored;
  const now = core.clock.nowSeconds();
  const reference = purchase.reference || purchase.reference_generated;
  const { attempts: _attempts, ...transactionData } = purchase.transaction_data;
  return {
    id: refundId,
    type: 'payment',
    status: 'success',
    is_test: purchase.is_test,
    // The payment's own copy of the client, with the fields sample 12 shows there.
    client: { client_id: null, first_name: '', last_name: '', ...purchase.client },
    payment: {
      amount,
      currency: purchase.purchase.currency,
      fee_amount: 0,
      net_amount: amount,
      pending_amount: 0,
      pending_unfreeze_on: null,
      paid_on: now,
      remote_paid_on: now,
      payment_type: 'refund',
      is_outgoing: true,
      description: `Refund: ${reference}`,
      owned_bank_code: null,
      owned_bank_account: null,
      owned_bank_account_id: null,
    },
    related_to: { id: purchase.id, type: 'purchase', reference },
    transaction_data: { ...transactionData, extra: { ...transactionData.extra, amount } },
    fee_amount: 0,
    reference: '',
    reference_generated: refundId.slice(0, 8),
    refund_availability: 'none',
    company_id: purchase.company_id,
    user_id: null,
    created_on: now,
    updated_on: now,
    currency_conversion: null,
    account_extra: {},
    account_fx_rate: null,
    account_fx_currency: null,
    account_fx_buy_amount: null,
    audit_log_entries: [],
  };
}
