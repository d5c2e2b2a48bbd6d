import type { FpxBank } from '../payments/fpx-banks.js';
import type {
  BankAccount,
  FpxMethod,
  PurchaseDetails,
  Client,
  ClientRecurringToken,
  PayoutWebhook,
  Purchase,
  SendInstruction,
  SendLimit,
  Webhook,
} from '@checkout-kit/protocol';

/**
 * The card a purchase was paid with, as far as the sandbox keeps it: never the number or the
 * security code, like the gateway's own `transaction_data.extra`.
 */
export interface StoredCard {
  brand: string;
  /**
   * The first six digits (the issuer's BIN), which the live gateway shows in `masked_pan`;
   * absent from cards saved before it was kept.
   */
  bin?: string;
  last4: string;
  expiryMonth: number;
  /** Two digits, as the gateway reports it. */
  expiryYear: number;
  cardholderName: string;
  threeDSecure: boolean;
}

/** A purchase with the bookkeeping the sandbox needs beside its public object. */
export interface StoredPurchase {
  /** Exactly what the API returns. */
  purchase: Purchase;
  /** Authorised on the card and not yet captured or released (`hold`). */
  heldAmount: number;
  /** The card it was paid with, once paid by card. */
  card: StoredCard | null;
  /**
   * A Direct Post or card-page payment waiting on the test 3-D Secure page. Only whether the
   * security code was right is kept, never the code itself.
   */
  pendingThreeDSecure: { card: StoredCard; cvcCorrect: boolean; rememberCard: boolean } | null;
  /**
   * An action of the `slow` scenario waiting to complete: the purchase is in the action's
   * `pending_*` status until then. Absent in data files written before scenarios existed.
   */
  pending?: PendingAction | null;
  /**
   * A recurring-token deletion of the `slow` scenario waiting to complete (sandbox-clock Unix
   * milliseconds). It changes no status, so it is kept apart from {@link pending}.
   */
  pendingTokenDeletion?: { completeAt: number } | null;
  /**
   * The bank an FPX payment was approved at, which FPX's record names once the purchase is
   * settled (`../payments/fpx-settlement-record.ts`). Absent in data files written before.
   */
  fpxBank?: FpxBank | null;
}

/** What a successful payment looked like. */
export interface SuccessfulPayment {
  method: string;
  card: StoredCard | null;
  /** The payer asked to save the card (`remember_card=on`), or `force_recurring` is set. */
  saveCard: boolean;
  /** Paid through a recurring token (`charge`), not by the payer. */
  recurringToken?: string;
}

/**
 * A slow action under way, with what it needs to complete (even after a restart): a payment
 * by the payer (`pending_execute`), a recurring charge (`pending_charge`), a capture
 * (`pending_capture`), a release (`pending_release`) or a refund (`pending_refund`).
 */
export type PendingAction = { id: string; completeAt: number } & (
  | { action: 'execute'; payment: SuccessfulPayment }
  | { action: 'charge'; payment: SuccessfulPayment }
  | { action: 'capture'; amount: number }
  | { action: 'release' }
  | { action: 'refund'; amount: number; refundId: string }
);

/** A client of the merchant (`/clients/`), stored as the API returns it. */
export type StoredClient = Client;

/**
 * A company statement (`/company_statements/`), in the shape the sandbox guesses: the
 * interface description does not show it. Only `company_uid` is read by the gateway maker's
 * clients (Gravity Forms).
 */
export interface StoredCompanyStatement {
  id: string;
  type: 'company_statement';
  format: string;
  timezone: string;
  /** The company's id: every purchase's `company_id`. */
  company_uid: string;
  /** `queued` until cancelled: the sandbox never produces a statement file. */
  status: 'queued' | 'cancelled';
  is_test: true;
  created_on: number;
  updated_on: number;
}

/** How long a subscription's period or its purchases' due period is: a count of these. */
export type PeriodUnit = 'days' | 'weeks' | 'months' | 'years';

/**
 * A billing template (`/billing_templates/`), as the gateway maker's PHP SDK names its fields
 * (`Chip\Model\Billing\BillingTemplate`), without the two it answers worked out from the
 * template's clients (`clients`, `subscription_has_active_clients`).
 */
export interface StoredBillingTemplate {
  type: 'billing_template';
  id: string;
  created_on: number;
  updated_on: number;
  company_id: string;
  brand_id: string;
  is_test: true;
  user_id: null;
  title: string;
  /** Copied to every purchase the template makes. */
  purchase: PurchaseDetails;
  is_subscription: boolean;
  number_of_billing_cycles: number | null;
  force_recurring: boolean;
  invoice_issued: string | null;
  invoice_due: number | null;
  invoice_skip_capture: boolean;
  invoice_send_receipt: boolean;
  subscription_period: number | null;
  subscription_period_units: PeriodUnit | null;
  subscription_due_period: number | null;
  subscription_due_period_units: PeriodUnit | null;
  subscription_charge_period_end: boolean;
  subscription_trial_periods: number;
  subscription_active: boolean;
}

/**
 * A subscriber of a billing template (`/billing_templates/{id}/clients/`), as the PHP SDK
 * names its fields (`Chip\Model\Billing\BillingTemplateClient`), with the template it
 * belongs to.
 */
export interface StoredBillingTemplateClient {
  type: 'billing_template_client';
  id: string;
  created_on: number;
  updated_on: number;
  billing_template_id: string;
  client_id: string;
  status: 'active' | 'inactive';
  number_of_billing_cycles_passed: number;
  /** When the next period would be billed (Unix seconds). */
  subscription_billing_scheduled_on: number;
  payment_method_whitelist: string[] | null;
  send_invoice_on_charge_failure: boolean;
  send_invoice_on_add_subscriber: boolean;
  send_receipt: boolean;
}

/** A saved card of a client (`/clients/{id}/recurring_tokens/`), as the API returns it. */
export type StoredRecurringToken = ClientRecurringToken;

/** A webhook with the private half of its signing key. */
export interface StoredWebhook {
  webhook: Webhook;
  privateKeyPem: string;
}

/** One attempt to deliver an event to a URL. */
export interface DeliveryAttempt {
  /** Sandbox-clock Unix milliseconds. */
  at: number;
  /** The receiver's HTTP status, or `null` when it could not be reached. */
  status: number | null;
  /** Why the attempt failed, when it did. */
  error: string | null;
}

/** A callback or webhook delivery and its attempts: the delivery log. */
export interface Delivery {
  id: string;
  /** One event may have several deliveries (the success callback and each webhook). */
  eventId: string;
  /**
   * Position of the event among the sandbox's events: the deliveries of one object go out in
   * this order.
   */
  eventSequence: number;
  eventType: string;
  /** The purchase (or payout object) the event is about. */
  objectId: string;
  kind: 'success_callback' | 'webhook';
  webhookId: string | null;
  url: string;
  /** Headers beside `Content-Type` and `X-Signature` (payout deliveries: `Event-Type`). */
  headers?: Record<string, string>;
  /**
   * The exact bytes posted, and their signature (`X-Signature`): `null` until the first
   * attempt, which signs them (the same bytes always sign the same way).
   */
  body: string;
  signature: string | null;
  /** Digest of the signature: SHA-256 for collection events, SHA-512 for payout events. */
  algorithm: 'sha256' | 'sha512';
  /** Sandbox-clock Unix milliseconds of the event. */
  createdAt: number;
  attempts: DeliveryAttempt[];
  /** `pending` until a 2xx answer (`delivered`) or the last attempt failed (`failed`). */
  state: 'pending' | 'delivered' | 'failed';
  /** When the next attempt is due (sandbox-clock Unix milliseconds), while pending. */
  nextAttemptAt: number | null;
  /**
   * Set on a repeat: the id of the delivery whose same bytes were already answered 2xx (the
   * gateway "may deliver more than once even after a 2xx answer").
   */
  repeatOf?: string;
}

/**
 * Everything the sandbox knows but its purchases (kept by a `PurchaseBook`); saved as one entry
 * of the data file when there is one.
 */
export interface SandboxState {
  version: 1;
  companyId: string;
  brandId: string;
  apiKey: string;
  companyKeys: { publicKeyPem: string; privateKeyPem: string };
  clients: Record<string, StoredClient>;
  recurringTokens: Record<string, StoredRecurringToken>;
  companyStatements: Record<string, StoredCompanyStatement>;
  billingTemplates: Record<string, StoredBillingTemplate>;
  billingTemplateClients: Record<string, StoredBillingTemplateClient>;
  webhooks: Record<string, StoredWebhook>;
  deliveries: Record<string, Delivery>;
  /**
   * Events emitted so far: the next event's sequence number. One count for every object keeps
   * each object's events in order without a count per object.
   */
  eventSequence: number;
  /** Purchases created so far: numbers `reference_generated`. */
  purchaseSequence: number;
  /**
   * The FPX banks taken offline by the control, by method: the status endpoint answers them
   * `B`, every other bank `A`. Absent in data files written before, and while none is.
   */
  offlineFpxBanks?: Partial<Record<FpxMethod, string[]>>;
  payout: PayoutState;
}

/** The payout service's side of the state. Amounts are kept in whole cents. */
export interface PayoutState {
  apiKey: string;
  apiSecret: string;
  /** The last integer id given to a payout object (every kind shares the sequence). */
  lastId: number;
  /** The merchant's payout account (the sandbox seeds one on first use). */
  accounts: {
    id: number;
    /** What may still be allocated to sending (`convertible_balance_from_statement`). */
    convertibleCents: number;
    /** The send limit left for send instructions (`current_balance`). */
    balanceCents: number;
    created_at: string;
    updated_at: string;
  }[];
  /** Recipient bank accounts by id, exactly as the API returns them. */
  bankAccounts: Record<string, BankAccount>;
  /** Send instructions by id: the API object and when it was created (sandbox-clock ms). */
  sendInstructions: Record<string, { instruction: SendInstruction; createdAtMs: number }>;
  /**
   * Send-limit movements by id: the API object, its amount in cents and, for an increase, the
   * secret token of its approval link.
   */
  sendLimits: Record<
    string,
    { sendLimit: SendLimit; amountCents: number; approvalToken: string | null }
  >;
  /** Payout webhooks by id, with the private key that signs their deliveries. */
  webhooks: Record<string, { webhook: PayoutWebhook; privateKeyPem: string }>;
}
