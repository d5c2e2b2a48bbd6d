import { randomBytes, randomUUID } from 'node:crypto';
import { checkSendLimitBody, type SendAccount, type SendLimit } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core.js';
import { GatewayHttpError } from '../errors.js';
import type { PayoutState } from '../state.js';
import { acceptedField, FieldErrors, formatMyr } from './payout-fields.js';
import { constantTimeEqual } from './send-checksum.js';

/** A payout account as stored. */
export type PayoutAccount = PayoutState['accounts'][number];
/** A send-limit increase request as stored, with the token of its approval link. */
export type StoredSendLimit = PayoutState['sendLimits'][string];

/** What the seeded account may allocate to sending: RM 100,000.00, in cents. */
export const SEED_CONVERTIBLE_BALANCE = 10_000_000;

/** The payout event emitted when a send-limit increase is approved. */
export const SEND_LIMIT_APPROVED = 'send_limit.approved';

/**
 * The merchant's payout account. The sandbox has exactly one, seeded on first use with
 * {@link SEED_CONVERTIBLE_BALANCE} to allocate and a send limit of 0, and kept in the state.
 */
export function payoutAccount(core: SandboxCore): PayoutAccount {
  const { accounts } = core.state.payout;
  const existing = accounts[0];
  if (existing) return existing;
  const now = core.clock.nowSeconds();
  const account: PayoutAccount = {
    id: randomUUID(),
    type: 'send_account',
    name: 'Sandbox payout account',
    currency: 'MYR',
    convertible_balance: SEED_CONVERTIBLE_BALANCE,
    send_limit: 0,
    send_limit_used: 0,
    created_on: now,
    updated_on: now,
  };
  accounts.push(account);
  core.changed();
  return account;
}

/** Increases still waiting for approval: reserved from the convertible balance. */
function pendingIncrease(core: SandboxCore, accountId: string): number {
  let sum = 0;
  for (const { sendLimit } of Object.values(core.state.payout.sendLimits)) {
    if (sendLimit.account_id === accountId && sendLimit.status === 'pending_approval') {
      sum += sendLimit.amount;
    }
  }
  return sum;
}

/**
 * An account as `GET /send/accounts` shows it. Beside the stored balances it has
 * `send_limit_remaining` (what send instructions may still take) and `pending_send_limit`
 * (increases waiting for approval, already reserved from `convertible_balance`).
 */
export function accountView(core: SandboxCore, account: PayoutAccount): SendAccount {
  return {
    id: account.id,
    type: account.type,
    name: account.name,
    currency: account.currency,
    convertible_balance: account.convertible_balance,
    send_limit: account.send_limit,
    send_limit_used: account.send_limit_used,
    send_limit_remaining: account.send_limit - account.send_limit_used,
    pending_send_limit: pendingIncrease(core, account.id),
    created_on: account.created_on,
    updated_on: account.updated_on,
  };
}

/** The link an approver would get by e-mail: a GET on the sandbox, authorised by its token. */
export function approvalUrl(core: SandboxCore, stored: StoredSendLimit): string {
  const id = encodeURIComponent(stored.sendLimit.id);
  return `${core.origin}/send/send_limits/${id}/approve?token=${stored.approvalToken}`;
}

/** A send limit as the API shows it: the stored object with its `approval_url`. */
export function sendLimitView(core: SandboxCore, stored: StoredSendLimit): SendLimit {
  return { ...stored.sendLimit, approval_url: approvalUrl(core, stored) };
}

/**
 * `POST /send/send_limits`: asks to allocate `amount` (cents) of the convertible balance to the
 * send limit; the body follows `checkSendLimitBody` of `@checkout-kit/protocol` (the rules
 * `SendClient` applies before sending). The request waits for approval (`pending_approval`) and
 * reserves the amount, so approving can never overdraw the balance. Synchronous: checking and
 * reserving happen in one step, with nothing in between.
 */
export function requestSendLimitIncrease(
  core: SandboxCore,
  body: Record<string, unknown>,
): StoredSendLimit {
  const account = payoutAccount(core);
  const check = checkSendLimitBody(body);
  const errors = new FieldErrors(check.issues);
  const amount = acceptedField<number>(body, 'amount', errors);
  if (amount !== undefined) {
    const available = account.convertible_balance - pendingIncrease(core, account.id);
    if (amount > available) {
      errors.add(
        'amount',
        'insufficient_convertible_balance',
        `amount ${amount} (${formatMyr(amount)}) is more than the convertible balance still available to allocate, ${available} (${formatMyr(available)}).`,
      );
    }
  }
  errors.throwIfAny();
  if (!check.valid) throw new Error('unreachable');

  const now = core.clock.nowSeconds();
  const stored: StoredSendLimit = {
    sendLimit: {
      id: randomUUID(),
      type: 'send_limit',
      account_id: account.id,
      amount: check.body.amount,
      currency: 'MYR',
      status: 'pending_approval',
      approved_on: null,
      created_on: now,
      updated_on: now,
    },
    approvalToken: randomBytes(32).toString('base64url'),
  };
  core.state.payout.sendLimits[stored.sendLimit.id] = stored;
  core.changed();
  return stored;
}

/** A stored send limit, or 404. */
export function findSendLimit(core: SandboxCore, id: string): StoredSendLimit {
  const stored = core.state.payout.sendLimits[id];
  if (!stored) throw GatewayHttpError.general(404, 'not_found', `No send limit with id ${id}.`);
  return stored;
}

/**
 * The approver's click: checks the link's token, moves the amount from the convertible balance
 * to the send limit, marks the request `approved` and emits `send_limit.approved`. Clicking again
 * changes nothing. Returns whether this click approved it.
 */
export function approveSendLimit(
  core: SandboxCore,
  stored: StoredSendLimit,
  token: string | undefined,
): boolean {
  if (!token || !constantTimeEqual(token, stored.approvalToken)) {
    throw GatewayHttpError.general(
      403,
      'invalid_approval_token',
      'This approval link is not valid: use the approval_url of the send limit as given.',
    );
  }
  const { sendLimit } = stored;
  if (sendLimit.status === 'approved') return false;
  const account = core.state.payout.accounts.find(
    (candidate) => candidate.id === sendLimit.account_id,
  );
  if (!account) throw new Error(`The payout account ${sendLimit.account_id} is gone.`);
  const now = core.clock.nowSeconds();
  account.convertible_balance -= sendLimit.amount;
  account.send_limit += sendLimit.amount;
  account.updated_on = now;
  sendLimit.status = 'approved';
  sendLimit.approved_on = now;
  sendLimit.updated_on = now;
  core.changed();
  core.deliveries.emitPayout(SEND_LIMIT_APPROVED, sendLimit.id, { ...sendLimitView(core, stored) });
  return true;
}
