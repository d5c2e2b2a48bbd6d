import type { KnownPurchaseStatus, Purchase, PurchaseStatus } from '@checkout-kit/protocol';
import { paysByCard } from '../collection/method-catalogue.js';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import type { StoredPurchase } from '../core/state.js';
import type { FpxBank } from '../payments/fpx-banks.js';
import { FPX_RECORD_KEY, fpxSettlementRecord } from '../payments/fpx-settlement-record.js';
import { SANDBOX_TERMINAL } from './attempts.js';
import { requireStatus, setStatus } from './transitions.js';
import { ownTransactionData } from './transaction-data.js';

/**
 * Moves the gateway makes by itself, outside the merchant's API, triggered by hand in the
 * sandbox (`POST /__sandbox/purchases/{id}/…`, or the `Sandbox` object): the invoice e-mailed,
 * a chargeback registered, the payment cleared and settled. Each refuses other statuses with
 * the gateway's wrong-status error (`purchase_<action>_wrong_status`) and changes nothing then.
 */

/** The controls, named as in their paths. */
export const PURCHASE_CONTROLS = ['send', 'chargeback', 'settle'] as const;

/** A control of a purchase. */
export type PurchaseControl = (typeof PURCHASE_CONTROLS)[number];

/** Statuses a chargeback may be registered in: paid, and on its way to settlement. */
const CHARGEABLE_BACK: ReadonlySet<PurchaseStatus> = new Set<KnownPurchaseStatus>([
  'paid',
  'cleared',
  'settled',
]);

/** The invoice was e-mailed to the payer: `created` → `sent`. No event is named for it. */
export function markSent(core: SandboxCore, stored: StoredPurchase): void {
  requireStatus(stored, 'send', (status) => status === 'created');
  setStatus(core, stored, 'sent');
}

/**
 * The payer's bank registered a chargeback: `paid` (or `cleared`, `settled`) → `chargeback`.
 * Nothing is left to refund. No event is named for it; the merchant reads the purchase.
 */
export function registerChargeback(core: SandboxCore, stored: StoredPurchase): void {
  requireStatus(stored, 'chargeback', (status) => CHARGEABLE_BACK.has(status));
  const { purchase } = stored;
  purchase.refundable_amount = 0;
  purchase.refund_availability = 'none';
  setStatus(core, stored, 'chargeback');
}

/**
 * Settlement was issued, emitting `purchase.settled`. A card payment (a wallet's too: Google Pay
 * and Apple Pay pay with a card) passes card-network clearing first: `paid` → `cleared` →
 * `settled`, both in `status_history`. Other methods stay
 * `paid` (the description: "Non-card methods ... stay in `paid`"; sample 07, an FPX purchase,
 * is delivered as `purchase.settled` with status `paid`).
 */
export function settle(core: SandboxCore, stored: StoredPurchase): void {
  requireStatus(stored, 'settle', (status) => status === 'paid');
  const data = ownTransactionData(stored.purchase);
  // Where the live gateway records it (sample 07).
  data.extra = { ...data.extra, settlement: { settled_on: core.clock.nowSeconds() } };
  // The acquirer's fields sample 07 shows once settled, with the sandbox's own values.
  Object.assign(data, {
    acquirer: data.payment_method,
    terminal_id: 'SANDBOX',
    terminal_uid: SANDBOX_TERMINAL,
  });
  if (stored.fpxBank) recordFpxSettlement(core, stored, stored.fpxBank);
  const method = data.payment_method;
  if (paysByCard(method)) {
    setStatus(core, stored, 'cleared');
    setStatus(core, stored, 'settled');
  } else {
    stored.purchase.updated_on = core.clock.nowSeconds();
    core.changed(stored);
  }
  core.deliveries.emit('purchase.settled', stored.purchase, { successCallback: false });
}

/** FPX's record of the payment, where sample 07 shows it once settled. */
function recordFpxSettlement(core: SandboxCore, stored: StoredPurchase, bank: FpxBank): void {
  const data = ownTransactionData(stored.purchase);
  const record = fpxSettlementRecord(
    stored.purchase,
    bank,
    stored.purchase.payment?.paid_on ?? core.clock.nowSeconds(),
  );
  data.extra = { ...data.extra, [FPX_RECORD_KEY]: record };
  const paid = data.attempts.find((attempt) => attempt.type === 'execute' && attempt.successful);
  if (paid) paid.extra = { ...paid.extra, [FPX_RECORD_KEY]: record };
}

/**
 * Runs a control on the purchase with this id and returns the purchase; a 404 in the
 * gateway's shape when there is none.
 */
export function runPurchaseControl(
  core: SandboxCore,
  id: string,
  control: PurchaseControl,
): Purchase {
  const stored = core.purchases.get(id);
  if (!stored) throw GatewayHttpError.general(404, 'not_found', `No purchase with id ${id}.`);
  switch (control) {
    case 'send':
      markSent(core, stored);
      break;
    case 'chargeback':
      registerChargeback(core, stored);
      break;
    case 'settle':
      settle(core, stored);
      break;
  }
  return stored.purchase;
}
