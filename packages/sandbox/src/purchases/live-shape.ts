import type { ClientDetails, Product, PurchaseDetails } from '@checkout-kit/protocol';

/*
 * The fields the live gateway fills in on a purchase it returns, as its deliveries show them
 * (samples `collect-webhooks/*.json`): every text field of the client present (`""` when not
 * given), every line-item field present with `quantity` and `tax_percent` as decimal strings,
 * every optional detail with its default. Values the merchant gave are kept.
 */

/** The client's text fields, `""` unless given (sample 01's `client`). */
const CLIENT_TEXT_FIELDS = [
  'email',
  'phone',
  'full_name',
  'personal_code',
  'street_address',
  'country',
  'city',
  'zip_code',
  'state',
  'shipping_street_address',
  'shipping_country',
  'shipping_city',
  'shipping_zip_code',
  'shipping_state',
  'legal_name',
  'brand_name',
  'registration_number',
  'tax_number',
  'bank_account',
  'bank_code',
] as const;

/** The client as a purchase carries it: every field present, e-mail delivery by default. */
export function clientAsReturned(client: ClientDetails): ClientDetails {
  const filled: Record<string, unknown> = {
    cc: [],
    bcc: [],
    client_type: null,
    delivery_methods: [{ method: 'email', options: {} }],
  };
  for (const field of CLIENT_TEXT_FIELDS) filled[field] = '';
  return { ...filled, ...client } as ClientDetails;
}

/** A line item as returned: `quantity` with 4 decimals, `tax_percent` with 2, as strings. */
function productAsReturned(product: Product): Product {
  return {
    ...product,
    category: product.category ?? '',
    discount: product.discount ?? 0,
    quantity: decimalText(product.quantity ?? 1, 4),
    tax_percent: decimalText(product.tax_percent ?? 0, 2),
  };
}

/** The purchase details as returned: the defaults the live gateway shows, the products as above. */
export function detailsAsReturned(details: PurchaseDetails): PurchaseDetails {
  return {
    notes: '',
    due_strict: false,
    email_message: '',
    total_override: null,
    subtotal_override: null,
    total_tax_override: null,
    total_discount_override: null,
    shipping_options: [],
    has_upsell_products: false,
    payment_method_details: {},
    ...details,
    products: details.products.map(productAsReturned),
  };
}

/** The brand's details as a purchase shows them (`issuer_details`, sample 01). */
export function issuerDetails(brandName: string): Record<string, unknown> {
  return {
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
  };
}

/**
 * A decimal given as a number or a string (validated before), written with `places` decimals as
 * the gateway writes it: `1` → `"1.0000"`, `"2.5"` → `"2.5000"`. Exact for the decimals a
 * body may carry: digits are padded, not rounded through floating point.
 */
function decimalText(value: number | string, places: number): string {
  const [whole = '0', fraction = ''] = String(value).split('.');
  return `${whole}.${fraction.padEnd(places, '0')}`;
}
