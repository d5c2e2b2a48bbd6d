/** Card details the gateway reports for a card payment (`transaction_data.extra`). */
export interface CardTransactionExtra {
  /** `credit`, `debit` or `prepaid` (the description); may be missing. */
  card_type?: 'credit' | 'debit' | 'prepaid' | (string & {});
  card_brand?: string;
  /**
   * The masked number: the description says "last 4 digits", the live samples show the first six
   * and the last four (`444433******1111`). Never the whole number.
   */
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

/** The attempt types the description lists (`transaction_data.attempts[].type`). */
export const TRANSACTION_ATTEMPT_TYPES = [
  'execute',
  'authorize',
  'release',
  'capture',
  'recurring_execute',
  'delete_recurring_token',
  'refund',
] as const;

/**
 * One payment attempt recorded on a Purchase. The live gateway lists them newest first (the
 * samples: `capture` before `authorize`), with more fields than the description shows (`flow`,
 * `country`, `client_ip`, `fee_amount`, `processing_time`).
 */
export interface TransactionAttempt {
  /** One of {@link TRANSACTION_ATTEMPT_TYPES}, or a newer type. */
  type: (typeof TRANSACTION_ATTEMPT_TYPES)[number] | (string & {});
  successful: boolean;
  payment_method: string;
  extra: CardTransactionExtra & Record<string, unknown>;
  error: Record<string, unknown> | null;
  [field: string]: unknown;
}

/** `transaction_data` of a Purchase. */
export interface TransactionData {
  /** The method used if paid; `""` otherwise. */
  payment_method: string;
  flow: string;
  /** In the description; absent from every live sample. */
  processing_tx_id?: string;
  extra: CardTransactionExtra & Record<string, unknown>;
  country: string;
  /** Absent from a refund Payment's `transaction_data` (sample `12-event-Purchase-refunded`). */
  attempts: TransactionAttempt[];
  [field: string]: unknown;
}
