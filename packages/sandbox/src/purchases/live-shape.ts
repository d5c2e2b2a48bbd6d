import type { ClientDetails, Product, Purchase, PurchaseDetails } from '@checkout-kit/protocol';
import { assignFields, deepFreeze, emptyList, emptyRecord, sharedPerKey } from './shared-values.js';
import { pooled } from './string-pool.js';

/*
 * The fields the live gateway fills in on a purchase it returns, as its deliveries show them
 * (samples `collect-webhooks/*.json`): every text field of the client present (`""` when not
 * given), every line-item field present with `quantity` and `tax_percent` as decimal strings,
 * every optional detail with its default. Values the merchant gave are kept.
 */

/** How the gateway delivers to a client that names no way: by e-mail (shared, frozen). */
const EMAIL_DELIVERY = deepFreeze([{ method: 'email', options: {} }]);

/** The client as a purchase carries it: every field present, e-mail delivery by default. */
export function clientAsReturned(client: ClientDetails): ClientDetails {
  // Built from one literal, then the given fields in their order, as `{ ...defaults, ...client }`
  // would: every purchase's client shares one hidden class.
  const filled: Record<string, unknown> = {
    cc: emptyList(),
    bcc: emptyList(),
    client_type: null,
    delivery_methods: EMAIL_DELIVERY,
    email: '',
    phone: '',
    full_name: '',
    personal_code: '',
    street_address: '',
    country: '',
    city: '',
    zip_code: '',
    state: '',
    shipping_street_address: '',
    shipping_country: '',
    shipping_city: '',
    shipping_zip_code: '',
    shipping_state: '',
    legal_name: '',
    brand_name: '',
    registration_number: '',
    tax_number: '',
    bank_account: '',
    bank_code: '',
  };
  assignFields(filled, client);
  return filled as unknown as ClientDetails;
}

/** A line item as returned: `quantity` with 4 decimals, `tax_percent` with 2, as strings. */
function productAsReturned(product: Product): Product {
  // Assigned key by key, not spread: a spread of the checked body gave each purchase's copy a
  // hidden class (and descriptors) of its own, a fifth of a purchase's memory.
  const returned: Record<string, unknown> = {};
  assignFields(returned, product);
  returned.category = product.category ?? '';
  returned.discount = product.discount ?? 0;
  returned.quantity = pooled(decimalText(product.quantity ?? 1, 4));
  returned.tax_percent = pooled(decimalText(product.tax_percent ?? 0, 2));
  return returned as unknown as Product;
}

/**
 * The purchase details as returned: the defaults the live gateway shows, then the given fields
 * in their order, the products as above, then `derived` (the fields the sandbox fills in), as
 * `{ ...defaults, ...details, products, ...derived }` would order them.
 */
export function detailsAsReturned(
  details: PurchaseDetails,
  derived: Partial<Purchase['purchase']>,
): Purchase['purchase'] {
  const returned = detailsDefaults();
  assignFields(returned, details);
  returned.products = details.products.map(productAsReturned);
  assignFields(returned, derived);
  return returned as unknown as Purchase['purchase'];
}

/** The details' defaults, from one literal: new and reloaded details share its hidden class. */
function detailsDefaults(): Record<string, unknown> {
  return {
    notes: '',
    due_strict: false,
    email_message: '',
    total_override: null,
    subtotal_override: null,
    total_tax_override: null,
    total_discount_override: null,
    shipping_options: emptyList(),
    has_upsell_products: false,
    payment_method_details: emptyRecord(),
  };
}

/** The brand's details as a purchase shows them (`issuer_details`, sample 01); shared, frozen. */
export const issuerDetails: (brandName: string) => Record<string, unknown> = sharedPerKey(
  (brandName) => ({
    website: '',
    brand_name: brandName,
    legal_name: `${brandName} Sdn. Bhd.`,
    tax_number: '',
    legal_city: 'Kuala Lumpur',
    legal_country: 'MY',
    legal_zip_code: '50000',
    legal_street_address: '1 Jalan Sandbox',
    registration_number: '',
    bank_accounts: [{ bank_code: 'MBB', bank_account: '000000000000' }],
  }),
);

/**
 * A decimal given as a number or a string (validated before), written with `places` decimals as
 * the gateway writes it: `1` → `"1.0000"`, `"2.5"` → `"2.5000"`. Exact for the decimals a
 * body may carry: digits are padded, not rounded through floating point.
 */
function decimalText(value: number | string, places: number): string {
  const [whole = '0', fraction = ''] = String(value).split('.');
  return `${whole}.${fraction.padEnd(places, '0')}`;
}

/*
 * Purchases read back from the data file take the form new ones have: the same literals and
 * field order (so the same hidden classes), pooled texts, and the shared frozen values wherever
 * the loaded value is equal to them. A loaded object whose fields are not in the order rebuilding
 * gives (a file written by older code, or by hand) is kept as it was read: its answers are
 * never changed.
 */

/** A client read back from the data file, in the form {@link clientAsReturned} gives. */
export function clientAsLoaded(client: ClientDetails): ClientDetails {
  const rebuilt = clientAsReturned(client) as unknown as Record<string, unknown>;
  shareIfSame(rebuilt, 'cc', emptyList());
  shareIfSame(rebuilt, 'bcc', emptyList());
  shareIfSame(rebuilt, 'delivery_methods', EMAIL_DELIVERY);
  return sameKeys(rebuilt, client) ? (rebuilt as unknown as ClientDetails) : client;
}

/** Purchase details read back from the data file, in the form {@link detailsAsReturned} gives. */
export function detailsAsLoaded(details: Purchase['purchase']): Purchase['purchase'] {
  if (!Array.isArray(details.products)) return details;
  const rebuilt = detailsDefaults();
  assignFields(rebuilt, details);
  rebuilt.products = details.products.map(productAsLoaded);
  shareIfSame(rebuilt, 'shipping_options', emptyList());
  shareIfSame(rebuilt, 'payment_method_details', emptyRecord());
  shareIfSame(rebuilt, 'request_client_details', emptyList());
  return sameKeys(rebuilt, details) ? (rebuilt as unknown as Purchase['purchase']) : details;
}

/**
 * A line item read back: copied field by field onto `{}` as {@link productAsReturned} builds
 * one, so that the same fields in the same order give the same hidden class.
 */
function productAsLoaded(product: Product): Product {
  if (typeof product !== 'object' || product === null || Array.isArray(product)) return product;
  const rebuilt: Record<string, unknown> = {};
  assignFields(rebuilt, product);
  return rebuilt as unknown as Product;
}

/** Replaces `object[key]` by `shared` when it is present and the same JSON. */
export function shareIfSame(object: Record<string, unknown>, key: string, shared: unknown): void {
  if (Object.hasOwn(object, key) && sameJson(object[key], shared)) object[key] = shared;
}

/** Whether two values answer with the same JSON text. */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Whether two objects have the same own fields in the same order. */
export function sameKeys(a: object, b: object): boolean {
  const [aKeys, bKeys] = [Object.keys(a), Object.keys(b)];
  return aKeys.length === bKeys.length && aKeys.every((key, index) => key === bKeys[index]);
}
