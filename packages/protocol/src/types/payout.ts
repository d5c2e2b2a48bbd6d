/*
 * The payout service's objects (under `{send_base_url}`, paths `/send/…`), as the sandbox
 * returns them. The gateway documents the operations but not the response shapes; these are
 * the kit's, and the sandbox keeps to them. Amounts are integers in the smallest unit of
 * `currency` (cents); times are Unix seconds. Lists answer a {@link Page} (from the webhook
 * types) of these objects.
 */

/** The one currency the payout service sends. */
export type PayoutCurrency = 'MYR';

/**
 * A payout account (`GET /send/accounts`): what it may still allocate to sending
 * (`convertible_balance`), what it has allocated (`send_limit`) and how much of that send
 * instructions have taken.
 */
export interface SendAccount {
  id: string;
  type: 'send_account';
  name: string;
  currency: PayoutCurrency;
  /** Funds not yet allocated to the send limit. */
  convertible_balance: number;
  /** Everything allocated to sending so far (approved send-limit increases). */
  send_limit: number;
  /** The part of `send_limit` taken by send instructions. */
  send_limit_used: number;
  /** What send instructions may still take: `send_limit - send_limit_used`. */
  send_limit_remaining: number;
  /** Increases waiting for approval, already reserved from `convertible_balance`. */
  pending_send_limit: number;
  created_on: number;
  updated_on: number;
}

/** Where a send-limit increase is: it waits for the approvers, then counts. */
export const SEND_LIMIT_STATUSES = ['pending_approval', 'approved'] as const;

/** The status of a send-limit increase. */
export type SendLimitStatus = (typeof SEND_LIMIT_STATUSES)[number];

/**
 * A send-limit increase (`POST /send/send_limits`): `amount` moves from the convertible balance
 * to the send limit once approved.
 */
export interface SendLimit {
  id: string;
  type: 'send_limit';
  account_id: string;
  amount: number;
  currency: PayoutCurrency;
  status: SendLimitStatus;
  /** When it was approved; `null` while pending. */
  approved_on: number | null;
  /**
   * The Approve link an approver gets by e-mail. It needs no signature: whoever has it can
   * approve, so treat it as a secret.
   */
  approval_url: string;
  created_on: number;
  updated_on: number;
}

/** A recipient bank account (`POST /send/bank_accounts`). */
export interface BankAccount {
  id: string;
  type: 'bank_account';
  account_number: string;
  /** The bank identifier code (BIC/SWIFT), such as `MBBEMYKL`. */
  bank_code: string;
  name: string;
  reference: string;
  /** The sandbox verifies every account at once. */
  status: 'verified';
  created_on: number;
  updated_on: number;
}

/**
 * Where a send instruction is in its life: `received` → `processing` → `completed`, or
 * `rejected` by the recipient's bank (its amount then goes back to the send limit). `completed`
 * and `rejected` are final.
 */
export const SEND_INSTRUCTION_STATUSES = [
  'received',
  'processing',
  'completed',
  'rejected',
] as const;

/** The status of a send instruction. */
export type SendInstructionStatus = (typeof SEND_INSTRUCTION_STATUSES)[number];

/** A payment out of the send limit to a registered bank account (`POST /send/send_instructions`). */
export interface SendInstruction {
  id: string;
  type: 'send_instruction';
  account_id: string;
  bank_account_id: string;
  amount: number;
  currency: PayoutCurrency;
  /** Where the recipient is told of the payment. */
  email: string;
  description: string;
  /** The merchant's own reference, unique among its send instructions. */
  reference: string;
  status: SendInstructionStatus;
  /** Every status it has had, oldest first. */
  status_history: { status: SendInstructionStatus; timestamp: number }[];
  created_on: number;
  updated_on: number;
}

/** The body of `POST /send/send_limits`. */
export interface SendLimitCreateBody {
  /** How much to allocate, in cents: a positive integer. */
  amount: number;
  /** Only `MYR`, the account's currency; may be left out. */
  currency?: PayoutCurrency;
}

/** The body of `POST /send/bank_accounts`: every field required. */
export interface BankAccountCreateBody {
  /** 5 to 20 digits, no spaces or dashes. */
  account_number: string;
  /** A BIC of 8 or 11 characters, such as `MBBEMYKL`. */
  bank_code: string;
  name: string;
  reference: string;
}

/** The body of `POST /send/send_instructions`: every field required. */
export interface SendInstructionCreateBody {
  bank_account_id: string;
  /** In cents: a positive integer, at most the remaining send limit. */
  amount: number;
  email: string;
  description: string;
  /** Unique among the merchant's send instructions. */
  reference: string;
}
