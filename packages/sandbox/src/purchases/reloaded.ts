import { type Purchase, type StatusHistoryEntry, isRecord } from '@checkout-kit/protocol';
import type { SandboxState, StoredPurchase } from '../core/state.js';
import {
  clientAsLoaded,
  detailsAsLoaded,
  issuerDetails,
  sameKeys,
  shareIfSame,
} from './live-shape.js';
import { emptyList } from './shared-values.js';
import { pooledValue } from './string-pool.js';
import { UNTRIED_TRANSACTION_DATA } from './transaction-data.js';

/*
 * Purchases read back from the data file are plain `JSON.parse` objects: nothing shared, every
 * text a copy of its own, twice the memory of a new purchase. Each is rebuilt here in the form
 * `createPurchase` gives (see `live-shape.ts` for the nested objects); its JSON text, and so
 * every answer about it, stays exactly what it was.
 */

/** The ids of the state a loaded purchase shares instead of holding copies. */
type SharedIds = Partial<Pick<SandboxState, 'brandId' | 'companyId'>>;

/**
 * An entry of the data file's `purchases`, in the form `createPurchase` gives a new purchase.
 * The store calls it on each entry as the file is read, so a large file is never held twice
 * (as parsed and as rebuilt). `state` is the state read so far: its ids are shared when they
 * come before the purchases, as the sandbox writes them. Anything that is not a stored
 * purchase is handed back as it is, for the state check to judge.
 */
export function storedPurchaseAsLoaded(entry: unknown, id: string, state: SharedIds): unknown {
  const stored = entry as StoredPurchase | null;
  if (typeof stored?.purchase !== 'object' || stored.purchase === null) return entry;
  return storedAsLoaded(stored, purchaseAsLoaded(stored.purchase, id, state));
}

/** The stored purchase as `createPurchase` builds it, holding `purchase`. */
function storedAsLoaded(stored: StoredPurchase, purchase: Purchase): StoredPurchase {
  const rebuilt: StoredPurchase = {
    purchase,
    heldAmount: stored.heldAmount,
    card: stored.card,
    pendingThreeDSecure: stored.pendingThreeDSecure,
  };
  copyOtherFields(rebuilt, stored);
  if (sameKeys(rebuilt, stored)) return rebuilt;
  stored.purchase = purchase;
  return stored;
}

/**
 * The purchase with its values compacted, in the literal of `createPurchase` (same fields, same
 * order: one hidden class for new and reloaded purchases) when its fields are in that order;
 * otherwise the loaded object itself, its values compacted in place.
 */
function purchaseAsLoaded(loaded: Purchase, id: string, state: SharedIds): Purchase {
  compactValues(loaded, id, state);
  const p = loaded;
  // The fields in the order of `createPurchase`'s literal (a test checks they match).
  const rebuilt: Purchase = {
    client_id: p.client_id,
    send_receipt: p.send_receipt,
    skip_capture: p.skip_capture,
    force_recurring: p.force_recurring,
    reference: p.reference,
    issued: p.issued,
    due: p.due,
    payment_method_whitelist: p.payment_method_whitelist,
    success_redirect: p.success_redirect,
    failure_redirect: p.failure_redirect,
    cancel_redirect: p.cancel_redirect,
    success_callback: p.success_callback,
    creator_agent: p.creator_agent,
    platform: p.platform,
    tags: p.tags,
    brand_id: p.brand_id,
    type: p.type,
    id: p.id,
    client: p.client,
    purchase: p.purchase,
    created_on: p.created_on,
    updated_on: p.updated_on,
    payment: p.payment,
    issuer_details: p.issuer_details,
    transaction_data: p.transaction_data,
    status: p.status,
    status_history: p.status_history,
    viewed_on: p.viewed_on,
    company_id: p.company_id,
    is_test: p.is_test,
    user_id: p.user_id,
    is_recurring_token: p.is_recurring_token,
    recurring_token: p.recurring_token,
    reference_generated: p.reference_generated,
    refund_availability: p.refund_availability,
    refundable_amount: p.refundable_amount,
    currency_conversion: p.currency_conversion,
    product: p.product,
    created_from_ip: p.created_from_ip,
    invoice_url: p.invoice_url,
    checkout_url: p.checkout_url,
    direct_post_url: p.direct_post_url,
    marked_as_paid: p.marked_as_paid,
    order_id: p.order_id,
    billing_template_id: p.billing_template_id,
    audit_log_entries: p.audit_log_entries,
    can_mark_as_refunded: p.can_mark_as_refunded,
    upsell_campaigns: p.upsell_campaigns,
    referral_campaign_id: p.referral_campaign_id,
    referral_code: p.referral_code,
    referral_code_generated: p.referral_code_generated,
    referral_code_details: p.referral_code_details,
    retain_level_details: p.retain_level_details,
    can_retrieve: p.can_retrieve,
    can_chargeback: p.can_chargeback,
    can_reverse_chargeback: p.can_reverse_chargeback,
  };
  copyOtherFields(rebuilt, loaded);
  return sameKeys(rebuilt, loaded) ? rebuilt : loaded;
}

/**
 * Texts pooled on loading: those `createPurchase` pools, and those with few values (a status,
 * a date) that new purchases share as constants.
 */
const POOLED_FIELDS = [
  'reference',
  'issued',
  'success_redirect',
  'failure_redirect',
  'cancel_redirect',
  'success_callback',
  'creator_agent',
  'platform',
  'type',
  'status',
  'refund_availability',
  'product',
  'created_from_ip',
] as const;

/** Replaces the loaded purchase's values by equal shared ones; no field is added or moved. */
function compactValues(loaded: Purchase, id: string, state: SharedIds): void {
  const p = loaded as unknown as Record<string, unknown>;
  for (const key of POOLED_FIELDS) if (Object.hasOwn(p, key)) p[key] = pooledValue(p[key]);
  // The ids the state already holds, instead of copies of them.
  if (loaded.id === id) loaded.id = id;
  if (state.brandId !== undefined && loaded.brand_id === state.brandId) {
    loaded.brand_id = state.brandId;
  }
  if (state.companyId !== undefined && loaded.company_id === state.companyId) {
    loaded.company_id = state.companyId;
  }
  for (const key of ['tags', 'audit_log_entries', 'upsell_campaigns']) {
    shareIfSame(p, key, emptyList());
  }
  shareIfSame(p, 'transaction_data', UNTRIED_TRANSACTION_DATA);
  const issuer = loaded.issuer_details as Record<string, unknown> | null;
  if (typeof issuer?.brand_name === 'string') {
    shareIfSame(p, 'issuer_details', issuerDetails(issuer.brand_name));
  }
  if (isRecord(loaded.client)) loaded.client = clientAsLoaded(loaded.client);
  if (isRecord(loaded.purchase)) loaded.purchase = detailsAsLoaded(loaded.purchase);
  if (Array.isArray(loaded.status_history)) {
    loaded.status_history = loaded.status_history.map(historyEntryAsLoaded);
  }
  // The checkout URL is the start of the Direct Post URL: a slice of it, as `createPurchase` makes it.
  const directPost = loaded.direct_post_url;
  if (typeof directPost === 'string' && directPost.endsWith('direct_post/')) {
    const start = directPost.slice(0, -'direct_post/'.length);
    if (loaded.checkout_url === start) loaded.checkout_url = start;
  }
}

/** A `status_history` entry in the literal `transitions.ts` pushes, its status pooled. */
function historyEntryAsLoaded(entry: StatusHistoryEntry): StatusHistoryEntry {
  if (!isRecord(entry)) return entry;
  const rebuilt: StatusHistoryEntry = {
    status: pooledValue(entry.status),
    timestamp: entry.timestamp,
    related_object: entry.related_object,
  };
  return sameKeys(rebuilt, entry) ? rebuilt : entry;
}

/** Copies the fields of `source` that `target` lacks, in their order, each as a field. */
function copyOtherFields(target: object, source: object): void {
  for (const [key, value] of Object.entries(source)) {
    if (Object.hasOwn(target, key)) continue;
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
}
