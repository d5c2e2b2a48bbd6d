import { randomUUID } from 'node:crypto';
import type { SandboxCore } from '../core.js';
import { GatewayHttpError } from '../errors.js';
import type { PayoutState } from '../state.js';
import { FieldErrors, requiredString } from './payout-fields.js';

/** A recipient bank account, exactly as the API returns it. */
export type BankAccount = PayoutState['bankAccounts'][string];

/** The rules of `POST /send/bank_accounts`. */
export const BANK_ACCOUNT_RULES = {
  account_number: {
    maxLength: 20,
    pattern: /^\d{5,20}$/,
    patternDescription: '5 to 20 digits, with no spaces or dashes',
  },
  bank_code: {
    maxLength: 11,
    pattern: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
    patternDescription:
      'a bank identifier code (BIC/SWIFT) of 8 or 11 upper-case letters and digits, such as MBBEMYKL',
  },
  name: { maxLength: 128 },
  reference: { maxLength: 128 },
} as const;

/**
 * `POST /send/bank_accounts`: registers a recipient. Every field is a required string; every
 * problem is reported at once, per field, and nothing is stored unless all are right. The
 * sandbox verifies accounts at once (`status: verified`).
 */
export function registerBankAccount(core: SandboxCore, body: Record<string, unknown>): BankAccount {
  const errors = new FieldErrors();
  const accountNumber = requiredString(
    body,
    'account_number',
    BANK_ACCOUNT_RULES.account_number,
    errors,
  );
  const bankCode = requiredString(body, 'bank_code', BANK_ACCOUNT_RULES.bank_code, errors);
  const name = requiredString(body, 'name', BANK_ACCOUNT_RULES.name, errors);
  const reference = requiredString(body, 'reference', BANK_ACCOUNT_RULES.reference, errors);
  errors.throwIfAny();
  if (!accountNumber || !bankCode || !name || !reference) throw new Error('unreachable');

  const now = core.clock.nowSeconds();
  const account: BankAccount = {
    id: randomUUID(),
    type: 'bank_account',
    account_number: accountNumber,
    bank_code: bankCode,
    name,
    reference,
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
