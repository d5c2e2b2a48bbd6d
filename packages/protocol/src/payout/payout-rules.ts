import * as z from 'zod';
import { type BodyCheck, checkWithSchema } from '../purchase/check-with-schema.js';
import { formatted, money, nonBlankText, ruled } from '../purchase/rule-schemas.js';
import type {
  BankAccountCreateBody,
  PayoutCurrency,
  SendInstructionCreateBody,
  SendLimitCreateBody,
} from '../types/payout.js';

/*
 * The body rules of the payout service: the one definition that the sandbox (answering
 * `POST /send/…`) and the server package's `SendClient` (before any network call) apply. The
 * gateway does not publish them; they are the kit's, kept strict so that a body the client
 * accepts is one the gateway takes. Rules that need the service's state (an unknown bank
 * account, a reference used before, an amount above the limit) are the service's alone.
 */

/** Lengths of the payout bodies' text fields, in characters. */
export const PAYOUT_LIMITS = {
  accountNumberMaxLength: 20,
  bankCodeMaxLength: 11,
  bankAccountNameMaxLength: 128,
  referenceMaxLength: 128,
  bankAccountIdMaxLength: 64,
  emailMaxLength: 254,
  descriptionMaxLength: 255,
} as const;

/** A bank account number: 5 to 20 digits, no spaces or dashes. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{5,20}$/;

/** A bank identifier code (BIC/SWIFT): 8 or 11 upper-case letters and digits, such as `MBBEMYKL`. */
export const BANK_CODE_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const L = PAYOUT_LIMITS;

/** An amount of the payout service: a positive integer in cents. */
const payoutAmount = money(1);

const bankAccountBodySchema = z.object({
  account_number: formatted(
    (value) => ACCOUNT_NUMBER_PATTERN.test(value),
    '5 to 20 digits, with no spaces or dashes',
    L.accountNumberMaxLength,
  ),
  bank_code: formatted(
    (value) => BANK_CODE_PATTERN.test(value),
    'a bank identifier code (BIC/SWIFT) of 8 or 11 upper-case letters and digits, such as MBBEMYKL',
    L.bankCodeMaxLength,
  ),
  name: nonBlankText(L.bankAccountNameMaxLength),
  reference: nonBlankText(L.referenceMaxLength),
});

const sendInstructionBodySchema = z.object({
  bank_account_id: nonBlankText(L.bankAccountIdMaxLength),
  amount: payoutAmount,
  email: formatted(
    (value) => z.regexes.email.test(value),
    'a valid e-mail address',
    L.emailMaxLength,
  ),
  description: nonBlankText(L.descriptionMaxLength),
  reference: nonBlankText(L.referenceMaxLength),
});

const sendLimitBodySchema = z.object({
  amount: payoutAmount,
  currency: ruled<PayoutCurrency>((value) =>
    value === 'MYR'
      ? undefined
      : { code: 'invalid_currency', rule: 'must be MYR, the payout account currency' },
  )
    .nullish()
    // `null` is taken as "not given".
    .transform((value) => value ?? undefined),
});

/**
 * Checks the body of `POST /send/bank_accounts` and reports every broken rule with the
 * gateway's codes and messages: `account_number` 5 to 20 digits; `bank_code` a BIC of 8 or 11
 * characters; `name` and `reference` non-blank strings of at most 128 characters. Every field is
 * a required string; unknown fields are dropped.
 *
 * @example
 * const check = checkBankAccountBody({
 *   account_number: '5861122242',
 *   bank_code: 'OCBCMYKL',
 *   name: 'Vendor Sdn Bhd',
 *   reference: 'vendor-42',
 * });
 * if (!check.valid) return json(400, toGatewayErrorBody(check.issues));
 */
export function checkBankAccountBody(body: unknown): BodyCheck<BankAccountCreateBody> {
  return checkWithSchema(bankAccountBodySchema, body);
}

/**
 * Checks the body of `POST /send/send_instructions`: `bank_account_id` a non-blank string;
 * `amount` a positive integer in cents (`10.5`, `"10"` and `NaN` are `not_an_integer`); `email`
 * an e-mail address; `description` (at most 255 characters) and `reference` (at most 128)
 * non-blank strings. Every field is required; unknown fields are dropped. Whether the bank
 * account exists, the reference is unused and the amount within the send limit only the service
 * can tell.
 *
 * @example
 * checkSendInstructionBody({
 *   bank_account_id: bankAccount.id,
 *   amount: 120_50, // RM 120.50
 *   email: 'vendor@example.com',
 *   description: 'Supplies for March',
 *   reference: 'invoice-123',
 * }).valid; // true
 */
export function checkSendInstructionBody(body: unknown): BodyCheck<SendInstructionCreateBody> {
  return checkWithSchema(sendInstructionBodySchema, body);
}

/**
 * Checks the body of `POST /send/send_limits`: `amount` a positive integer in cents; `currency`
 * left out or `MYR` (`invalid_currency` otherwise). Unknown fields are dropped.
 *
 * @example
 * checkSendLimitBody({ amount: 500_00 }).valid; // true
 * checkSendLimitBody({ amount: 5.5 }).issues[0]?.code; // 'not_an_integer'
 */
export function checkSendLimitBody(body: unknown): BodyCheck<SendLimitCreateBody> {
  return checkWithSchema(sendLimitBodySchema, body);
}
