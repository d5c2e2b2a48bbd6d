import type { PurchaseStatus } from './status.js';

/** Payer details of a Purchase (`client`). */
export interface ClientDetails {
  email: string;
  phone?: string;
  full_name?: string;
  personal_code?: string;
  street_address?: string;
  country?: string;
  city?: string;
  zip_code?: string;
  state?: string;
  shipping_street_address?: string;
  shipping_country?: string;
  shipping_city?: string;
  shipping_zip_code?: string;
  shipping_state?: string;
  cc?: string[];
  bcc?: string[];
  legal_name?: string;
  brand_name?: string;
  registration_number?: string;
  tax_number?: string;
  bank_account?: string;
  bank_code?: string;
}

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
  reference?: string;
  issued?: string | null;
  due?: number | null;
  payment_method_whitelist?: string[];
  success_redirect?: string;
  failure_redirect?: string;
  cancel_redirect?: string;
  success_callback?: string;
  creator_agent?: string;
  platform?: 'web' | 'api' | 'ios' | 'android' | 'macos' | 'windows';
  tags?: string[];
}

/** Card details the gateway reports for a card payment (`transaction_data.extra`). */
export interface CardTransactionExtra {
  card_type?: 'credit' | 'debit' | 'prepaid';
  card_brand?: string;
  /** Last four digits only. */
  masked_pan?: string;
  expiry_month?: number;
  expiry_year?: number;
  cardholder_name?: string;
  card_issuer?: string;
  card_issuer_country?: string;
  card_category?: string;
  RRN?: string;
  authorization_approval_code?: string;
  descriptor?: string;
  three_d_secure?: boolean;
}

/** One payment attempt recorded on a Purchase. */
export interface TransactionAttempt {
  type:
    | 'execute'
    | 'authorize'
    | 'release'
    | 'capture'
    | 'recurring_execute'
    | 'delete_recurring_token'
    | 'refund';
  successful: boolean;
  payment_method: string;
  extra: CardTransactionExtra & Record<string, unknown>;
  error: Record<string, unknown> | null;
  [field: string]: unknown;
}

/** `transaction_data` of a Purchase. */
export interface TransactionData {
  payment_method: string;
  flow: string;
  processing_tx_id: string;
  extra: CardTransactionExtra & Record<string, unknown>;
  country: string;
  attempts: TransactionAttempt[];
}

/** One entry of `status_history`, latest last. */
export interface StatusHistoryEntry {
  status: PurchaseStatus;
  timestamp: number;
  related_object?: { type: string; id: string } | null;
}

/** A Purchase as the gateway returns it. */
export interface Purchase extends Omit<PurchaseCreateBody, 'purchase' | 'client'> {
  type: string;
  id: string;
  client: ClientDetails;
  purchase: PurchaseDetails & { total: number; currency: string };
  created_on: number;
  updated_on: number;
  payment: Record<string, unknown> | null;
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
  refund_availability: 'all' | 'full_only' | 'partial_only' | 'pis_all' | 'pis_partial' | 'none';
  refundable_amount: number;
  currency_conversion: Record<string, unknown> | null;
  product: 'purchases';
  created_from_ip: string;
  invoice_url: string | null;
  checkout_url: string;
  direct_post_url: string | null;
  marked_as_paid: boolean;
  order_id: string;
  upsell_campaigns: Record<string, unknown>[];
  referral_campaign_id: string | null;
  referral_code: string | null;
  referral_code_generated: string | null;
  referral_code_details: Record<string, unknown> | null;
  retain_level_details: Record<string, unknown> | null;
  can_retrieve: boolean;
  can_chargeback: boolean;
  can_reverse_chargeback: boolean;
}
