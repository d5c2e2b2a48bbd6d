import type { Purchase } from '@checkout-kit/protocol';
import type { FpxBank } from './fpx-banks.js';

/*
 * FPX's own record of a payment, which the live gateway keeps once the purchase is settled
 * (sample 07, `purchase.settled` of an FPX purchase): `webhook_payload`, FPX's acknowledgement
 * as the gateway received it, each value a list of one string, in the transaction data's
 * `extra` and in the successful attempt's. A `purchase.paid` has none yet (sample 01). The
 * maker's WooCommerce plugin shows the payer's account holder, bank, debit authorisation code
 * and FPX transaction id from it (chip-for-woocommerce 2.0.5
 * `includes/class-chip-woocommerce-payment-details.php:209-233, 270-273`).
 */

/** The key of FPX's record in `extra`, as sample 07 names it. */
export const FPX_RECORD_KEY = 'webhook_payload';

/** The sandbox's seller ids, in the shape of sample 07's (`SE00025667`, `EX00016481`). */
const SANDBOX_SELLER_ID = 'SE00000000';
const SANDBOX_SELLER_EXCHANGE_ID = 'EX00000000';

/** `yyyyMMddHHmmss` in Malaysia's time (UTC+8), as FPX writes its times. */
function fpxTime(unixSeconds: number): string {
  const malaysia = new Date((unixSeconds + 8 * 3600) * 1000).toISOString();
  return malaysia.slice(0, 19).replace(/\D/g, '');
}

/** The FPX transaction id: the time and a sequence, 16 digits as in sample 07. */
function fpxTransactionId(unixSeconds: number, sequence: number): string {
  return `${fpxTime(unixSeconds).slice(2, 12)}${String(sequence % 1_000_000).padStart(6, '0')}`;
}

/**
 * FPX's record of `purchase`'s payment at `bank`, settled: the fields of sample 07's
 * `webhook_payload` that say something of the payment, with the sandbox's own seller ids and no
 * checksum (the sandbox signs nothing on FPX's behalf).
 *
 * @param paidOn When the payer approved, in Unix seconds.
 */
export function fpxSettlementRecord(
  purchase: Purchase,
  bank: FpxBank,
  paidOn: number,
): Record<string, string[]> {
  const { total, currency } = purchase.purchase;
  // The gateway's own number of the purchase (`CK000123`), unique, for FPX's order numbers.
  const sequence = Number(/\d+/.exec(purchase.reference_generated)?.[0] ?? 0);
  const fields: Record<string, string> = {
    fpx_msgType: 'AC',
    fpx_msgToken: purchase.transaction_data.payment_method === 'fpx_b2b1' ? '02' : '01',
    fpx_sellerId: SANDBOX_SELLER_ID,
    fpx_sellerExId: SANDBOX_SELLER_EXCHANGE_ID,
    fpx_sellerOrderNo: purchase.id,
    fpx_sellerExOrderNo: String(sequence),
    fpx_sellerTxnTime: fpxTime(paidOn),
    fpx_fpxTxnId: fpxTransactionId(paidOn, sequence),
    fpx_fpxTxnTime: fpxTime(paidOn),
    fpx_txnAmount: (total / 100).toFixed(2),
    fpx_txnCurrency: currency,
    fpx_buyerBankId: bank.code,
    fpx_buyerBankBranch: bank.name,
    fpx_buyerName: purchase.client?.full_name || purchase.client?.email || '',
    fpx_makerName: '',
    fpx_debitAuthCode: '00',
    fpx_debitAuthNo: String(sequence).padStart(8, '0'),
    fpx_creditAuthCode: '00',
    fpx_creditAuthNo: '9999999999',
  };
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, [value]]));
}
