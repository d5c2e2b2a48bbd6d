import { randomBytes } from 'node:crypto';
import {
  centsToRinggit,
  checkSendInstructionBody,
  payoutAmountInCents,
  ringgitToCents,
  type SendInstructionState,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import type { PayoutState } from '../core/state.js';
import { acceptedField, FieldErrors, formatMyr, isoTime, nextPayoutId } from './payout-fields.js';
import { emitPayoutEvent } from './payout-webhooks.js';
import {
  accountBalances,
  payoutAccount,
  recordSendLimitDebit,
  resumeSendLimits,
  SEND_FEE_CENTS,
} from './send-limits.js';
import { ownEntry } from '../core/own-entry.js';

export type { SendInstruction, SendInstructionState } from '@checkout-kit/protocol';

/** A send instruction as stored: the API object and its creation time in sandbox-clock ms. */
export type StoredSendInstruction = PayoutState['sendInstructions'][string];

/** After creation, on the sandbox clock: the instruction moves to `processing`… */
export const PROCESSING_AFTER_MS = 60_000;
/** …and then to `completed` (or `rejected`). */
export const COMPLETED_AFTER_MS = 5 * 60_000;

/**
 * A test account number: send instructions to a bank account with this number are rejected
 * (instead of completed) and give their amount and fee back to the send limit.
 */
export const REJECTING_ACCOUNT_NUMBER = '0000000000';

/** Where each known state stands; `completed` and `rejected` are both final. */
const RANK = { received: 0, processing: 1, completed: 2, rejected: 2 } as const;

/** The rank of a state; one the sandbox does not know counts as final. */
function rankOf(state: SendInstructionState): number {
  return (RANK as Record<string, number>)[state] ?? RANK.completed;
}

/**
 * `POST /send/send_instructions`: sends `amount` ringgit to a registered bank account; the send
 * limit (`current_balance`) pays the amount and the fee (`send_fee`, RM 1), recorded as an `out`
 * send-limit movement as in the samples.
 *
 * The body follows `checkSendInstructionBody` of `@checkout-kit/protocol` (the rules
 * `SendClient` applies before sending). All problems are reported at once, per field, and
 * nothing is created or reserved when there is any: those rules' and, for fields that pass
 * them, an unknown `bank_account_id` (`does_not_exist`), a `reference` already used by another
 * send instruction (`duplicate_reference`), an amount and fee above the send limit left
 * (`send_limit_exceeded`). The whole check-and-reserve is synchronous,
 * so concurrent requests can never take more than the limit together. The new instruction is
 * `received`, becomes `processing` after {@link PROCESSING_AFTER_MS} and `completed` after
 * {@link COMPLETED_AFTER_MS} on the sandbox clock (each move delivers `send_instruction_status`);
 * to an account numbered {@link REJECTING_ACCOUNT_NUMBER} it is `rejected` instead and its amount
 * and fee are given back. The states are guesses: the samples show only `completed`.
 */
export function createSendInstruction(
  core: SandboxCore,
  body: Record<string, unknown>,
): StoredSendInstruction {
  const { payout } = core.state;
  const { balanceCents } = accountBalances(core);
  const check = checkSendInstructionBody(body);
  const errors = new FieldErrors(check.issues);
  const bankAccountId = acceptedField<number | string>(body, 'bank_account_id', errors);
  const amount = acceptedField<unknown>(body, 'amount', errors);
  const reference = acceptedField<string>(body, 'reference', errors);
  const bankAccount =
    bankAccountId === undefined
      ? undefined
      : ownEntry(payout.bankAccounts, String(Number(bankAccountId)));

  if (bankAccountId !== undefined && !bankAccount) {
    errors.add(
      'bank_account_id',
      'does_not_exist',
      `No bank account with id ${bankAccountId}: register it with POST /send/bank_accounts first.`,
    );
  }
  if (
    reference !== undefined &&
    Object.values(payout.sendInstructions).some(
      ({ instruction }) => instruction.reference === reference,
    )
  ) {
    errors.add(
      'reference',
      'duplicate_reference',
      `A send instruction with reference ${JSON.stringify(reference)} exists already; each needs its own reference.`,
    );
  }
  const cents = amount === undefined ? undefined : ringgitToCents(amount);
  if (cents !== undefined && cents + SEND_FEE_CENTS > balanceCents) {
    errors.add(
      'amount',
      'send_limit_exceeded',
      `amount ${formatMyr(cents)} and the fee of ${formatMyr(SEND_FEE_CENTS)} are more than the send limit left, ${formatMyr(balanceCents)}: increase it with POST /send/send_limits.`,
    );
  }
  errors.throwIfAny();
  if (!check.valid || !bankAccount || cents === undefined) throw new Error('unreachable');
  const input = check.body;

  // Accepted: from here on the state changes (the account is created on first use).
  const account = payoutAccount(core);
  const createdAtMs = core.clock.now();
  const now = isoTime(createdAtMs);
  const slug = randomBytes(4).toString('hex');
  const stored: StoredSendInstruction = {
    instruction: {
      id: nextPayoutId(core),
      bank_account_id: bankAccount.id,
      bank_account_details: {
        name: bankAccount.name,
        bank_code: bankAccount.bank_code,
        account_number: bankAccount.account_number,
      },
      amount: centsToRinggit(cents),
      state: 'received',
      rejection_reason: null,
      email: input.email,
      description: input.description,
      reference: input.reference,
      slug,
      created_at: now,
      updated_at: now,
      receipt_url: `${core.origin}/receipts/send/${slug}`,
    },
    createdAtMs,
  };
  account.balanceCents -= cents + SEND_FEE_CENTS;
  account.updated_at = now;
  payout.sendInstructions[String(stored.instruction.id)] = stored;
  recordSendLimitDebit(core, stored.instruction.id, cents);
  core.changed();
  scheduleMoves(core, stored);
  return stored;
}

/** A stored send instruction, or 404. */
export function findSendInstruction(core: SandboxCore, id: string): StoredSendInstruction {
  const stored = ownEntry(core.state.payout.sendInstructions, id);
  if (!stored)
    throw GatewayHttpError.general(404, 'not_found', `No send instruction with id ${id}.`);
  return stored;
}

/**
 * After a restart (state read from a data file): arms again the state moves of every send
 * instruction not yet final and the expiry of every pending send-limit increase. Moves whose time has passed happen at once, in order.
 * `startSandbox` must call this once the core exists.
 */
export function resumePayouts(core: SandboxCore): void {
  resumeSendLimits(core);
  for (const stored of Object.values(core.state.payout.sendInstructions)) {
    scheduleMoves(core, stored);
  }
}

/** Arms the moves still ahead of an instruction. Moving is idempotent, so arming twice is harmless. */
function scheduleMoves(core: SandboxCore, stored: StoredSendInstruction): void {
  const { id, state } = stored.instruction;
  const rank = rankOf(state);
  if (rank < RANK.processing) {
    const at = stored.createdAtMs + PROCESSING_AFTER_MS;
    core.clock.schedule(at, () => moveTo(core, id, 'processing', at));
  }
  if (rank < RANK.completed) {
    const at = stored.createdAtMs + COMPLETED_AFTER_MS;
    core.clock.schedule(at, () => moveTo(core, id, finalStatus(core, stored), at));
  }
}

/** How an instruction ends: rejected for the test account that rejects, else completed. */
function finalStatus(core: SandboxCore, stored: StoredSendInstruction): SendInstructionState {
  const bankAccount = ownEntry(
    core.state.payout.bankAccounts,
    String(stored.instruction.bank_account_id),
  );
  return bankAccount?.account_number === REJECTING_ACCOUNT_NUMBER ? 'rejected' : 'completed';
}

/**
 * Moves an instruction forward to `target` (never back), at sandbox-clock ms `at`, and delivers
 * `send_instruction_status`. A rejected one gives its amount and fee back to the send limit.
 */
function moveTo(core: SandboxCore, id: number, target: SendInstructionState, at: number): void {
  const stored = ownEntry(core.state.payout.sendInstructions, String(id));
  if (!stored) return;
  const { instruction } = stored;
  if (rankOf(instruction.state) >= rankOf(target)) return;
  const now = isoTime(at);
  instruction.state = target;
  instruction.updated_at = now;
  if (target === 'rejected') {
    instruction.rejection_reason = `The recipient's bank refused account ${instruction.bank_account_details.account_number} (sandbox test account).`;
    const account = payoutAccount(core);
    account.balanceCents += payoutAmountInCents(instruction.amount) + SEND_FEE_CENTS;
    account.updated_at = now;
  }
  core.changed();
  emitPayoutEvent(core, 'send_instruction_status', instruction);
}
