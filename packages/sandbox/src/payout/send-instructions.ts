import { randomUUID } from 'node:crypto';
import { checkSendInstructionBody, type SendInstructionStatus } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core.js';
import { GatewayHttpError } from '../errors.js';
import type { PayoutState } from '../state.js';
import { acceptedField, FieldErrors, formatMyr } from './payout-fields.js';
import { payoutAccount } from './send-limits.js';

export type { SendInstruction, SendInstructionStatus } from '@checkout-kit/protocol';

/** A send instruction as stored: the API object and its creation time in sandbox-clock ms. */
export type StoredSendInstruction = PayoutState['sendInstructions'][string];

/** After creation, on the sandbox clock: the instruction moves to `processing`… */
export const PROCESSING_AFTER_MS = 60_000;
/** …and then to `completed`, emitting {@link SEND_INSTRUCTION_COMPLETED}. */
export const COMPLETED_AFTER_MS = 5 * 60_000;

/** The payout event emitted when a send instruction is completed. */
export const SEND_INSTRUCTION_COMPLETED = 'send_instruction.completed';

/** The payout event emitted when a send instruction is rejected by the recipient's bank. */
export const SEND_INSTRUCTION_REJECTED = 'send_instruction.rejected';

/**
 * A test account number: send instructions to a bank account with this number are rejected
 * (instead of completed) and give their amount back to the send limit.
 */
export const REJECTING_ACCOUNT_NUMBER = '0000000000';

/** Where each status stands; `completed` and `rejected` are both final. */
const RANK: Record<SendInstructionStatus, number> = {
  received: 0,
  processing: 1,
  completed: 2,
  rejected: 2,
};

/**
 * `POST /send/send_instructions`: sends `amount` cents to a registered bank account.
 *
 * The body follows `checkSendInstructionBody` of `@checkout-kit/protocol` (the rules
 * `SendClient` applies before sending). All problems are reported at once, per field, and
 * nothing is created or reserved when there is any: those rules' and, for fields that pass
 * them, an unknown `bank_account_id` (`does_not_exist`), a `reference` already used by another
 * send instruction (`duplicate_reference`), an amount above the remaining send limit
 * (`send_limit_exceeded`). The whole check-and-reserve is synchronous,
 * so concurrent requests can never take more than the limit together. The new instruction is
 * `received`, becomes `processing` after {@link PROCESSING_AFTER_MS} and `completed` after
 * {@link COMPLETED_AFTER_MS} on the sandbox clock; to an account numbered
 * {@link REJECTING_ACCOUNT_NUMBER} it is `rejected` instead and its amount is given back.
 */
export function createSendInstruction(
  core: SandboxCore,
  body: Record<string, unknown>,
): StoredSendInstruction {
  const { payout } = core.state;
  const account = payoutAccount(core);
  const check = checkSendInstructionBody(body);
  const errors = new FieldErrors(check.issues);
  const bankAccountId = acceptedField<string>(body, 'bank_account_id', errors);
  const amount = acceptedField<number>(body, 'amount', errors);
  const reference = acceptedField<string>(body, 'reference', errors);

  if (bankAccountId !== undefined && !payout.bankAccounts[bankAccountId]) {
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
  const remaining = account.send_limit - account.send_limit_used;
  if (amount !== undefined && amount > remaining) {
    errors.add(
      'amount',
      'send_limit_exceeded',
      `amount ${amount} (${formatMyr(amount)}) is more than the remaining send limit, ${remaining} (${formatMyr(remaining)}): increase it with POST /send/send_limits.`,
    );
  }
  errors.throwIfAny();
  if (!check.valid) throw new Error('unreachable');
  const input = check.body;

  const createdAtMs = core.clock.now();
  const now = Math.floor(createdAtMs / 1000);
  const stored: StoredSendInstruction = {
    instruction: {
      id: randomUUID(),
      type: 'send_instruction',
      account_id: account.id,
      bank_account_id: input.bank_account_id,
      amount: input.amount,
      currency: 'MYR',
      email: input.email,
      description: input.description,
      reference: input.reference,
      status: 'received',
      status_history: [{ status: 'received', timestamp: now }],
      created_on: now,
      updated_on: now,
    },
    createdAtMs,
  };
  account.send_limit_used += input.amount;
  account.updated_on = now;
  payout.sendInstructions[stored.instruction.id] = stored;
  core.changed();
  scheduleMoves(core, stored);
  return stored;
}

/** A stored send instruction, or 404. */
export function findSendInstruction(core: SandboxCore, id: string): StoredSendInstruction {
  const stored = core.state.payout.sendInstructions[id];
  if (!stored)
    throw GatewayHttpError.general(404, 'not_found', `No send instruction with id ${id}.`);
  return stored;
}

/**
 * After a restart (state read from a data file): arms again the status moves of every send
 * instruction not yet completed. Moves whose time has passed happen at once, in order.
 * `startSandbox` must call this once the core exists.
 */
export function resumePayouts(core: SandboxCore): void {
  for (const stored of Object.values(core.state.payout.sendInstructions)) {
    scheduleMoves(core, stored);
  }
}

/** Arms the moves still ahead of an instruction. Moving is idempotent, so arming twice is harmless. */
function scheduleMoves(core: SandboxCore, stored: StoredSendInstruction): void {
  const { id, status } = stored.instruction;
  if (RANK[status] < RANK.processing) {
    const at = stored.createdAtMs + PROCESSING_AFTER_MS;
    core.clock.schedule(at, () => moveTo(core, id, 'processing', at));
  }
  if (RANK[status] < RANK.completed) {
    const at = stored.createdAtMs + COMPLETED_AFTER_MS;
    core.clock.schedule(at, () => moveTo(core, id, finalStatus(core, stored), at));
  }
}

/** How an instruction ends: rejected for the test account that rejects, else completed. */
function finalStatus(core: SandboxCore, stored: StoredSendInstruction): SendInstructionStatus {
  const bankAccount = core.state.payout.bankAccounts[stored.instruction.bank_account_id];
  return bankAccount?.account_number === REJECTING_ACCOUNT_NUMBER ? 'rejected' : 'completed';
}

/** Moves an instruction forward to `target` (never back), at sandbox-clock ms `at`. */
function moveTo(core: SandboxCore, id: string, target: SendInstructionStatus, at: number): void {
  const stored = core.state.payout.sendInstructions[id];
  if (!stored) return;
  const { instruction } = stored;
  if (RANK[instruction.status] >= RANK[target]) return;
  const timestamp = Math.floor(at / 1000);
  instruction.status = target;
  instruction.status_history.push({ status: target, timestamp });
  instruction.updated_on = timestamp;
  if (target === 'rejected') {
    const account = core.state.payout.accounts.find((a) => a.id === instruction.account_id);
    if (account) {
      account.send_limit_used -= instruction.amount;
      account.updated_on = timestamp;
    }
  }
  core.changed();
  if (target === 'completed' || target === 'rejected') {
    const event = target === 'completed' ? SEND_INSTRUCTION_COMPLETED : SEND_INSTRUCTION_REJECTED;
    core.deliveries.emitPayout(event, id, { ...instruction });
  }
}
