import { randomBytes } from 'node:crypto';
import {
  centsToRinggit,
  checkSendLimitBody,
  ringgitToCents,
  type SendAccount,
  type SendLimit,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import type { PayoutState } from '../core/state.js';
import { acceptedField, FieldErrors, formatMyr, isoTime, nextPayoutId } from './payout-fields.js';
import { emitPayoutEvent } from './payout-webhooks.js';
import { constantTimeEqual } from '../core/constant-time-equal.js';
import { ownEntry } from '../core/own-entry.js';

/** A payout account as stored (amounts in cents). */
export type PayoutAccount = PayoutState['accounts'][number];
/** A send-limit movement as stored, with the token of an increase's approval link. */
export type StoredSendLimit = PayoutState['sendLimits'][string];

/** What the seeded account may allocate to sending: RM 100,000.00, in cents. */
export const SEED_CONVERTIBLE_BALANCE = 10_000_000;

/** The fee of each send instruction, in cents: RM 1.00 (`send_fee: 1` in the samples). */
export const SEND_FEE_CENTS = 100;

/** Where the sandbox says it sent the approval request (the samples show an e-mail). */
export const APPROVER_EMAIL = 'approver@sandbox.checkout-kit.test';

/** The approval request of an increase expires at the next 04:00 UTC, as in the samples. */
const EXPIRY_HOUR_UTC = 4;

/**
 * The merchant's payout account. The sandbox has exactly one, seeded on first use with
 * {@link SEED_CONVERTIBLE_BALANCE} to allocate and a send limit (`current_balance`) of 0.
 * Creating it changes the state: a request takes it only once accepted, and checks read
 * {@link accountBalances} instead.
 */
export function payoutAccount(core: SandboxCore): PayoutAccount {
  const { accounts } = core.state.payout;
  const existing = accounts[0];
  if (existing) return existing;
  const now = isoTime(core.clock.now());
  const account: PayoutAccount = {
    id: nextPayoutId(core),
    convertibleCents: SEED_CONVERTIBLE_BALANCE,
    balanceCents: 0,
    created_at: now,
    updated_at: now,
  };
  accounts.push(account);
  core.changed();
  return account;
}

/**
 * The payout account's balances as they stand, without creating the account (before its first
 * use, those it is seeded with): what a request's checks read, so a refusal changes nothing.
 */
export function accountBalances(
  core: SandboxCore,
): Pick<PayoutAccount, 'convertibleCents' | 'balanceCents'> {
  return (
    core.state.payout.accounts[0] ?? { convertibleCents: SEED_CONVERTIBLE_BALANCE, balanceCents: 0 }
  );
}

/** An account as `GET /send/accounts` shows it (sample `Accounts--list-all-accounts`). */
export function accountView(account: PayoutAccount): SendAccount {
  return {
    id: account.id,
    status: 'active',
    currency: 'MYR',
    send_fee_type: 'flat',
    settlement_convert_approvals_count: 1,
    send_fee: centsToRinggit(SEND_FEE_CENTS),
    convertible_balance_from_statement: centsToRinggit(account.convertibleCents),
    current_balance: centsToRinggit(account.balanceCents),
    created_at: account.created_at,
    updated_at: account.updated_at,
  };
}

/** Increases still waiting for approval: reserved from the convertible balance. */
function pendingCents(core: SandboxCore): number {
  let sum = 0;
  for (const stored of Object.values(core.state.payout.sendLimits)) {
    if (stored.sendLimit.status === 'pending') sum += stored.amountCents;
  }
  return sum;
}

/** The link an approver would get by e-mail: a GET on the sandbox, authorised by its token. */
export function approvalUrl(core: SandboxCore, stored: StoredSendLimit): string | undefined {
  if (stored.approvalToken === null) return undefined;
  const id = encodeURIComponent(stored.sendLimit.id);
  return `${core.origin}/send/send_limits/${id}/approve?token=${stored.approvalToken}`;
}

/**
 * A send limit as the API shows it. An increase waiting for approval also carries
 * `approval_url`, the sandbox's stand-in for the approver's e-mail: the live gateway has no such
 * field.
 */
export function sendLimitView(
  core: SandboxCore,
  stored: StoredSendLimit,
): SendLimit & { approval_url?: string } {
  const url = stored.sendLimit.status === 'pending' ? approvalUrl(core, stored) : undefined;
  return url === undefined ? stored.sendLimit : { ...stored.sendLimit, approval_url: url };
}

/** The next 04:00 UTC after `ms`. */
function nextExpiry(ms: number): number {
  const at = new Date(ms);
  at.setUTCHours(EXPIRY_HOUR_UTC, 0, 0, 0);
  if (at.getTime() <= ms) at.setUTCDate(at.getUTCDate() + 1);
  return at.getTime();
}

/**
 * `POST /send/send_limits`: asks to allocate `amount` (ringgit) of the convertible balance to
 * the send limit. The increase is `pending` with one approval to collect (sent to
 * {@link APPROVER_EMAIL}), reserves the amount, and expires at the next 04:00 UTC unless approved
 * (as in the samples, where `from_settlement` is that day). Checking and reserving happen in one
 * synchronous step.
 */
export function requestSendLimitIncrease(
  core: SandboxCore,
  body: Record<string, unknown>,
): StoredSendLimit {
  const check = checkSendLimitBody(body);
  const errors = new FieldErrors(check.issues);
  const amount = acceptedField<unknown>(body, 'amount', errors);
  const cents = amount === undefined ? undefined : ringgitToCents(amount);
  if (cents !== undefined) {
    const available = accountBalances(core).convertibleCents - pendingCents(core);
    if (cents > available) {
      errors.add(
        'amount',
        'insufficient_convertible_balance',
        `amount ${formatMyr(cents)} is more than the convertible balance still available to allocate, ${formatMyr(available)}.`,
      );
    }
  }
  errors.throwIfAny();
  if (cents === undefined) throw new Error('unreachable');

  // Accepted: from here on the state changes (the account is created on first use).
  payoutAccount(core);
  const nowMs = core.clock.now();
  const expiresMs = nextExpiry(nowMs);
  const now = isoTime(nowMs);
  const ringgit = centsToRinggit(cents);
  const stored: StoredSendLimit = {
    sendLimit: {
      id: nextPayoutId(core),
      currency: 'MYR',
      fee_type: 'flat',
      transaction_type: 'in',
      amount: ringgit,
      fee: 0,
      net_amount: ringgit,
      send_instruction_id: null,
      bank_account_id: null,
      from_settlement: isoTime(expiresMs).slice(0, 10),
      status: 'pending',
      approvals_required: 1,
      approvals_received: 0,
      approvals_details: [
        {
          destination_type: 'email',
          destination: APPROVER_EMAIL,
          status: 'pending',
          approved_at: null,
          expires_at: isoTime(expiresMs),
        },
      ],
      created_at: now,
      updated_at: now,
    },
    amountCents: cents,
    approvalToken: randomBytes(32).toString('base64url'),
  };
  core.state.payout.sendLimits[String(stored.sendLimit.id)] = stored;
  core.changed();
  scheduleExpiry(core, stored);
  return stored;
}

/** Records what a send instruction took from the send limit: an `out` movement (samples). */
export function recordSendLimitDebit(
  core: SandboxCore,
  sendInstructionId: number,
  amountCents: number,
): void {
  const now = isoTime(core.clock.now());
  const stored: StoredSendLimit = {
    sendLimit: {
      id: nextPayoutId(core),
      currency: 'MYR',
      fee_type: 'flat',
      transaction_type: 'out',
      amount: centsToRinggit(-amountCents),
      fee: centsToRinggit(SEND_FEE_CENTS),
      net_amount: centsToRinggit(-amountCents - SEND_FEE_CENTS),
      send_instruction_id: sendInstructionId,
      bank_account_id: null,
      from_settlement: null,
      status: 'success',
      approvals_required: 0,
      approvals_received: 0,
      approvals_details: [],
      created_at: now,
      updated_at: now,
    },
    amountCents: -amountCents,
    approvalToken: null,
  };
  core.state.payout.sendLimits[String(stored.sendLimit.id)] = stored;
  core.changed();
}

/** A stored send limit, or 404. */
export function findSendLimit(core: SandboxCore, id: string): StoredSendLimit {
  const stored = ownEntry(core.state.payout.sendLimits, id);
  if (!stored) throw GatewayHttpError.general(404, 'not_found', `No send limit with id ${id}.`);
  return stored;
}

/**
 * `POST /send/send_limits/{id}/resend_approval_requests`: the approvers of a pending increase
 * are asked again (the sandbox sends nothing). Answers the sample's `{message, code, data}`.
 */
export function resendApprovalRequests(stored: StoredSendLimit): {
  message: string;
  code: number;
  data: Record<string, never>;
} {
  if (stored.sendLimit.status !== 'pending') {
    throw GatewayHttpError.general(
      400,
      'not_pending',
      `Send limit ${stored.sendLimit.id} is ${stored.sendLimit.status}: only a pending increase has approvers to ask.`,
    );
  }
  return { message: 'success', code: 200, data: {} };
}

/** After a restart: arms again the expiry of every pending increase. */
export function resumeSendLimits(core: SandboxCore): void {
  for (const stored of Object.values(core.state.payout.sendLimits)) scheduleExpiry(core, stored);
}

function scheduleExpiry(core: SandboxCore, stored: StoredSendLimit): void {
  const { sendLimit } = stored;
  const expiresAt = sendLimit.approvals_details[0]?.expires_at;
  if (sendLimit.status !== 'pending' || !expiresAt) return;
  core.clock.schedule(Date.parse(expiresAt), () => {
    if (sendLimit.status !== 'pending') return;
    const now = isoTime(core.clock.now());
    sendLimit.status = 'expired';
    for (const approval of sendLimit.approvals_details) approval.status = 'expired';
    sendLimit.updated_at = now;
    core.changed();
    emitPayoutEvent(core, 'budget_allocation_status', sendLimit);
  });
}

/**
 * The approver's click: checks the link's token, moves the amount from the convertible balance
 * to the send limit, marks the increase `approved` and delivers `budget_allocation_status`.
 * Clicking again changes nothing; an expired increase cannot be approved. Returns whether this
 * click approved it.
 */
export function approveSendLimit(
  core: SandboxCore,
  stored: StoredSendLimit,
  token: string | undefined,
): boolean {
  if (!token || stored.approvalToken === null || !constantTimeEqual(token, stored.approvalToken)) {
    throw GatewayHttpError.general(
      403,
      'invalid_approval_token',
      'This approval link is not valid: use the approval_url of the send limit as given.',
    );
  }
  const { sendLimit } = stored;
  if (sendLimit.status === 'approved') return false;
  if (sendLimit.status !== 'pending') {
    throw GatewayHttpError.general(
      400,
      'not_pending',
      `Send limit ${sendLimit.id} is ${sendLimit.status}: it can no longer be approved.`,
    );
  }
  const account = payoutAccount(core);
  const nowMs = core.clock.now();
  const now = isoTime(nowMs);
  account.convertibleCents -= stored.amountCents;
  account.balanceCents += stored.amountCents;
  account.updated_at = now;
  sendLimit.status = 'approved';
  sendLimit.approvals_received = sendLimit.approvals_required;
  for (const approval of sendLimit.approvals_details) {
    approval.status = 'approved';
    approval.approved_at = now;
  }
  sendLimit.updated_at = now;
  core.changed();
  emitPayoutEvent(core, 'budget_allocation_status', sendLimit);
  return true;
}
