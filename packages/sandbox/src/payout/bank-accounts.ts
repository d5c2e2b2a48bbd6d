import { randomUUID } from 'node:crypto';
import { type BankAccount, checkBankAccountBody } from '@checkout-kit/protocol';
import type { SandboxCore } from '../core.js';
import { checkedBody, GatewayHttpError } from '../errors.js';

export type { BankAccount } from '@checkout-kit/protocol';

/**
 * `POST /send/bank_accounts`: registers a recipient. The body follows `checkBankAccountBody` of
 * `@checkout-kit/protocol` (the rules `SendClient` applies before sending): every field a
 * required string, every problem reported at once, per field, and nothing stored unless all
 * are right. The sandbox verifies accounts at once (`status: verified`).
 */
export function registerBankAccount(core: SandboxCore, body: Record<string, unknown>): BankAccount {
  const input = checkedBody(checkBankAccountBody(body));

  const now = core.clock.nowSeconds();
  const account: BankAccount = {
    id: randomUUID(),
    type: 'bank_account',
    account_number: input.account_number,
    bank_code: input.bank_code,
    name: input.name,
    reference: input.reference,
    status: 'verified',
    created_on: now,
    updated_on: now,
  };
  core.state.payout.bankAccounts[account.id] = account;
  core.changed();
  return account;
}

/** A stored bank account, or 404. */
export function findBankAccount(core: SandboxCore, id: string): BankAccount {
  const account = core.state.payout.bankAccounts[id];
  if (!account) throw GatewayHttpError.general(404, 'not_found', `No bank account with id ${id}.`);
  return account;
}
