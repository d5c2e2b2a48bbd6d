import type { OrderRecord } from '../demo-data.js';
import { matchesDigest, newSecret, secretDigest } from '../secrets.js';

/** A new order's key (given to the payer once) and its digest (kept with the order). */
export function newOrderKey(): { key: string; digest: string } {
  const key = newSecret();
  return { key, digest: secretDigest(key) };
}

/** Compared with when there is no order, so that a miss takes as long as a wrong key. */
const NO_ORDER_DIGEST = secretDigest('no order has this key');

/**
 * Whether `key` opens the order: it is the order's own key. `false` for no order, no key, or
 * an order made before orders had keys; the work done is the same in every case.
 */
export function keyOpensOrder(record: OrderRecord | undefined, key: string | undefined): boolean {
  const digest = record?.keyDigest;
  const matches = matchesDigest(key ?? '', digest ?? NO_ORDER_DIGEST);
  return matches && digest !== undefined && key !== undefined && key !== '';
}
