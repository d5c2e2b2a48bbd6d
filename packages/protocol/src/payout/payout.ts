/*
 * The payout service's objects (`{send_base_url}/send/…` and `{send_base_url}/webhooks`), as the
 * gateway's own samples print them (`test/fixtures/gateway-samples/send/*.php`). Where a sample
 * and the interface description disagree, the sample wins. Ids are integers; times are ISO 8601
 * strings; amounts are ringgit as decimals (`1.44` is RM 1.44). `print_r`, which printed the
 * samples, does not tell a JSON number from a string, so every amount is typed
 * {@link PayoutAmount}. Statuses and states are the known names plus any string.
 */

/** An amount in ringgit, e.g. `1.44` (RM 1.44): a JSON number, or a decimal string. */
export type PayoutAmount = number | string;

/** The pagination of a payout list (`meta.pagination`). */
export interface PayoutPagination {
  current_page: number;
  prev_page: number | null;
  next_page: number | null;
  total_pages: number;
  total_count: number;
}

/** A page of a payout list: `{results, meta: {pagination}}` (sample `Accounts--list-all-accounts`). */
export interface PayoutPage<T> {
  results: T[];
  meta: { pagination: PayoutPagination };
}

/** A payout account (`GET /send/accounts`, sample `Accounts--list-all-accounts`). */
export interface SendAccount {
  id: number;
  /** `active` in the sample; other values unknown. */
  status: 'active' | (string & {});
  currency: 'MYR' | (string & {});
  /** `flat` in the sample. */
  send_fee_type: 'flat' | (string & {});
  /** How many approvals a send-limit increase needs. */
  settlement_convert_approvals_count: number;
  /** The fee of each send instruction, in ringgit. */
  send_fee: PayoutAmount;
  /** What may still be allocated to sending, in ringgit. */
  convertible_balance_from_statement: PayoutAmount;
  /** The send limit left for send instructions, in ringgit. */
  current_balance: PayoutAmount;
  created_at: string;
  updated_at: string;
}

/** The statuses of a send limit (budget allocation) that the samples show. */
export const SEND_LIMIT_STATUSES = ['pending', 'approved', 'expired', 'success'] as const;

/** A send limit's status: a known one, or any other the gateway sends. */
export type SendLimitStatus = (typeof SEND_LIMIT_STATUSES)[number] | (string & {});

/** One approver's answer to a send-limit increase. */
export interface SendLimitApproval {
  /** `email` in the samples. */
  destination_type: 'email' | (string & {});
  /** Where the approval request went. */
  destination: string;
  /** `pending`, `approved` or `expired` in the samples. */
  status: SendLimitStatus;
  approved_at: string | null;
  expires_at: string | null;
}

/**
 * A movement of the send limit (`/send/send_limits`, samples `Send-Limits--*`): an increase
 * (`transaction_type: in`, from the settlement, waiting for approvals) or what a send
 * instruction took (`out`, negative `amount`, with its `send_instruction_id` and `fee`).
 */
export interface SendLimit {
  id: number;
  currency: 'MYR' | (string & {});
  fee_type: 'flat' | (string & {});
  /** `in` (an increase) or `out` (a send instruction's debit). */
  transaction_type: 'in' | 'out' | (string & {});
  /** In ringgit; negative for `out`. */
  amount: PayoutAmount;
  fee: PayoutAmount;
  /** `amount - fee`, in ringgit. */
  net_amount: PayoutAmount;
  send_instruction_id: number | null;
  bank_account_id: number | null;
  /** The settlement date (`2024-02-21`) an increase is taken from; `null` for `out`. */
  from_settlement: string | null;
  status: SendLimitStatus;
  approvals_required: number;
  approvals_received: number;
  approvals_details: SendLimitApproval[];
  created_at: string;
  updated_at: string;
}

/** The answer of `POST /send/send_limits/{id}/resend_approval_requests`. */
export interface ResendApprovalAnswer {
  /** `success` in the sample. */
  message: string;
  /** `200` in the sample. */
  code: number;
  data: unknown;
}

/** The bank account statuses the samples show (`verified`). */
export const BANK_ACCOUNT_STATUSES = ['verified'] as const;

/** A bank account's status: a known one, or any other the gateway sends. */
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number] | (string & {});

/** A recipient bank account (`/send/bank_accounts`, samples `Bank-Accounts--*`). */
export interface BankAccount {
  id: number;
  status: BankAccountStatus;
  account_number: string;
  /** The bank's code, e.g. `MBBEMYKL`. */
  bank_code: string;
  group_id: number | null;
  /** As the bank holds it: the sample's `Ahmad Pintu` came back `AHMAD PINTU`. */
  name: string;
  /** Empty in the sample; the merchant's own reference when given. */
  reference: string | null;
  is_debiting_account: boolean;
  is_crediting_account: boolean;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  rejection_reason: string | null;
}

/**
 * The states of a send instruction. Only `completed` is in the samples; the others are the
 * kit's guesses from the description and the sandbox's, so code must handle any other string.
 */
export const SEND_INSTRUCTION_STATES = ['received', 'processing', 'completed', 'rejected'] as const;

/** A send instruction's state: a known one, or any other the gateway sends. */
export type SendInstructionState = (typeof SEND_INSTRUCTION_STATES)[number] | (string & {});

/** A payment to a bank account (`/send/send_instructions`, samples `Send-Instructions--*`). */
export interface SendInstruction {
  id: number;
  bank_account_id: number;
  /** The recipient as the bank account holds it. */
  bank_account_details: { name: string; bank_code: string; account_number: string };
  /** In ringgit: `1.44` is RM 1.44. */
  amount: PayoutAmount;
  state: SendInstructionState;
  rejection_reason: string | null;
  email: string;
  description: string;
  reference: string;
  /** The short id of the receipt (`receipt_url`). */
  slug: string;
  created_at: string;
  updated_at: string;
  receipt_url: string;
}

/** A payout webhook's event hooks: the known names (`PAYOUT_EVENTS`) plus any string. */
export type PayoutEventHook =
  'bank_account_status' | 'send_instruction_status' | 'budget_allocation_status' | (string & {});

/** A payout webhook (`{send_base_url}/webhooks`, samples `Webhooks--*`). */
export interface PayoutWebhook {
  id: number;
  name: string;
  /** The RSA key (PEM) that verifies this webhook's deliveries (SHA-512). */
  public_key: string;
  callback_url: string;
  /** `""` when none was given. */
  email: string | null;
  event_hooks: PayoutEventHook[];
  created_at: string;
  updated_at: string;
}

/** The body of `POST /send/send_limits` (sample: `{amount: 12}`). */
export interface SendLimitCreateBody {
  /** In ringgit, at most 2 decimals: `12` or `'12.00'` is RM 12. */
  amount: PayoutAmount;
}

/** The body of `POST /send/bank_accounts` (sample: `account_number`, `bank_code`, `name`). */
export interface BankAccountCreateBody {
  account_number: string;
  bank_code: string;
  name: string;
  /** Not in the sample's body; the answer has the field. */
  reference?: string;
}

/** The body of `POST /send/send_instructions`. */
export interface SendInstructionCreateBody {
  /** A bank account's integer id (`242`). */
  bank_account_id: number | string;
  /** In ringgit, at most 2 decimals: `1.44` is RM 1.44. */
  amount: PayoutAmount;
  email: string;
  description: string;
  /** Unique among the merchant's send instructions. */
  reference: string;
}

/** The body of `POST {send_base_url}/webhooks` (sample: `callback_url`, `email`, `name`). */
export interface PayoutWebhookCreateBody {
  callback_url: string;
  name: string;
  email?: string;
  /** Not in the sample's body; the answer lists all three hooks by default. */
  event_hooks?: PayoutEventHook[];
}

/** The body of `PATCH {send_base_url}/webhooks/{id}`: any of the fields (sample: `{name}`). */
export type PayoutWebhookUpdateBody = Partial<PayoutWebhookCreateBody>;
