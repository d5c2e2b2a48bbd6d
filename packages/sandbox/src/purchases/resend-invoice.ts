import { isPayablePurchaseStatus } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import type { StoredPurchase } from '../core/state.js';
import { requireStatus, setStatus } from './transitions.js';

/*
 * `POST /purchases/{id}/resend_invoice/`, which the interface description does not show: the
 * gateway maker's PHP SDK 2.x sends it without a body and reads the answer as a Purchase
 * (chip-php-sdk 2.0 `lib/Resource/PurchasesResource.php`, `resendInvoice`; 1.2.0's `Purchase`
 * trait). The sandbox sends no e-mail; what it does is its guess, written down in its README.
 */

/**
 * The invoice is e-mailed again to a purchase the payer can still pay: a `created` purchase
 * becomes `sent`, as the `send` control moves it; `sent`, `viewed`, `overdue` and `error` stay
 * as they are. Any other status is the wrong-status 400 (`purchase_resend_invoice_wrong_status`).
 */
export function resendInvoice(core: SandboxCore, stored: StoredPurchase): void {
  requireStatus(stored, 'resend_invoice', isPayablePurchaseStatus);
  if (stored.purchase.status === 'created') setStatus(core, stored, 'sent');
}
