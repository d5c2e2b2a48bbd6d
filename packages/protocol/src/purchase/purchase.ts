import type { ClientDetails } from './client-details.js';
import type { PaymentDetails } from './payment.js';
import type { PurchasePlatform } from './purchase-choices.js';
import type { RefundAvailability } from './refund-availability.js';
import type { PurchaseStatus } from './status.js';
import type { TransactionData } from './transaction-data.js';

/** A line item. Amounts are integers in the smallest currency unit (100 = RM 1.00). */
export interface Product {
  name: string;
  price: number;
  quantity?: number | string;
  discount?: number;
  tax_percent?: number | string;
  category?: string;
}

/** What is being paid for (`purchase`). */
export interface PurchaseDetails {
  products: Product[];
  currency?: string;
  language?: string;
  notes?: string;
  debt?: number;
  subtotal_override?: number | null;
  total_tax_override?: number | null;
  total_discount_override?: number | null;
  total_override?: number | null;
  request_client_details?: string[];
  timezone?: string;
  due_strict?: boolean;
  email_message?: string;
  shipping_options?: Record<string, unknown>[];
  payment_method_details?: Record<string, unknown>;
  has_upsell_products?: boolean;
  single_attempt?: boolean;
  metadata?: Record<string, unknown>;
}

/** The body of `POST /purchases/`. */
export interface PurchaseCreateBody {
  client?: ClientDetails;
  client_id?: string | null;
  purchase: PurchaseDetails;
  brand_id: string;
  send_receipt?: boolean;
  skip_capture?: boolean;
  force_recurring?: boolean;
  /**
   * The merchant's reference: text, or a whole number (an order id, as the maker's plugins send
   * it), which the gateway keeps and answers as its decimal text (`7` → `"7"`).
   */
  reference?: string | number;
  issued?: string | null;
  due?: number | null;
  payment_method_whitelist?: string[];
  success_redirect?: string;
  failure_redirect?: string;
  cancel_redirect?: string;
  success_callback?: string;
  creator_agent?: string;
  /** The software's platform: `web`, `api`, ..., a plugin's own name (`woocommerce`), or another. */
  platform?: PurchasePlatform;
  tags?: string[];
}

/** One entry of `status_history`, latest last. */
export interface StatusHistoryEntry {
  status: PurchaseStatus;
  timestamp: number;
  related_object?: { type: string; id: string } | null;
}

/**
 * A Purchase as the gateway returns it: the fields of the description's tables, with the types
 * the live samples show (`""` and `null` where they have them). A live answer may carry more
 * fields than these (the samples show `billing_template_id`, `client.delivery_methods`, ...):
 * they pass through untouched.
 */
export interface Purchase extends Omit<
  PurchaseCreateBody,
  'purchase' | 'client' | 'payment_method_whitelist' | 'reference'
> {
  type: 'purchase';
  /** The reference as text: `""` when none was given, a number given as its decimal text. */
  reference?: string;
  id: string;
  client: ClientDetails;
  purchase: PurchaseDetails & { total: number; currency: string };
  created_on: number;
  updated_on: number;
  /** The executed transaction; `null` while unpaid. */
  payment: PaymentDetails | null;
  /** `null` when the purchase was created without one (the samples). */
  payment_method_whitelist?: string[] | null;
  issuer_details: Record<string, unknown>;
  transaction_data: TransactionData;
  status: PurchaseStatus;
  status_history: StatusHistoryEntry[];
  viewed_on: number | null;
  company_id: string;
  is_test: boolean;
  user_id: string | null;
  is_recurring_token: boolean;
  recurring_token: string | null;
  reference_generated: string;
  refund_availability: RefundAvailability;
  refundable_amount: number;
  currency_conversion: Record<string, unknown> | null;
  product: 'purchases';
  created_from_ip: string;
  invoice_url: string | null;
  checkout_url: string;
  direct_post_url: string | null;
  marked_as_paid: boolean;
  /** `null` in the live samples. */
  order_id: string | null;
  upsell_campaigns: Record<string, unknown>[];
  referral_campaign_id: string | null;
  referral_code: string | null;
  referral_code_generated: string | null;
  referral_code_details: Record<string, unknown> | null;
  retain_level_details: Record<string, unknown> | null;
  can_retrieve: boolean;
  can_chargeback: boolean;
  /** In the description; absent from every live sample. */
  can_reverse_chargeback?: boolean;
  /** In every live sample (`null`); not in the description. */
  billing_template_id?: string | null;
  /** In a live sample (07); not in the description. */
  audit_log_entries?: unknown[];
  can_mark_as_refunded?: boolean;
}
