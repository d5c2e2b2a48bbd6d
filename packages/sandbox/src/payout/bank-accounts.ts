import { type BankAccount, checkBankAccountBody } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { checkedBody, GatewayHttpError } from '../core/errors.js';
import { isoTime, nextPayoutId } from './payout-fields.js';
import { emitPayoutEvent } from './payout-webhooks.js';
import { ownEntry } from '../core/own-entry.js';

export type { BankAccount } from '@checkout-kit/protocol';

/**
 * `POST /send/bank_accounts`: registers a recipient. The body follows `checkBankAccountBody` of
 * `@checkout-kit/protocol` (the fields the sample sends: `account_number`, `bank_code`, `name`;
 * `reference` optional). As in the sample `Bank-Accounts--add-bank-account`, the answer is
 * `verified` at once and holds the name as the bank does, in capitals (`Ahmad Pintu` came back
 * `AHMAD PINTU`). The sandbox then delivers `bank_account_status` (a guess: the samples show the
 * hook, not when it fires).
 */
export function registerBankAccount(core: SandboxCore, body: Record<string, unknown>): BankAccount {
  const input = checkedBody(checkBankAccountBody(body));
  const now = isoTime(core.clock.now());
  const account: BankAccount = {
    id: nextPayoutId(core),
    status: 'verified',
    account_number: input.account_number,
    bank_code: input.bank_code,
    group_id: null,
    name: input.name.toUpperCase(),
    reference: input.reference ?? '',
    created_at: now,
    is_debiting_account: false,
    is_crediting_account: false,
    updated_at: now,
    deleted_at: null,
    rejection_reason: null,
  };
  core.state.payout.bankAccounts[String(account.id)] = account;
  core.changed();
  emitPayoutEvent(core, 'bank_account_status', account);
  return account;
}

/** A stored bank account, or 404. */
export function findBankAccount(core: SandboxCore, id: string): BankAccount {
  const account = ownEntry(core.state.payout.bankAccounts, id);
  if (!account) throw GatewayHttpError.general(404, 'not_found', `No bank account with id ${id}.`);
  return account;
}
