import * as z from 'zod';
import { type BodyCheck, checkWithSchema } from '../rules/check-with-schema.js';
import {
  email,
  formatted,
  HTTP_URL,
  isAbsoluteHttpUrl,
  nameList,
  nonBlankText,
  ruled,
} from '../rules/rule-schemas.js';
import type {
  BankAccountCreateBody,
  PayoutAmount,
  PayoutWebhookCreateBody,
  PayoutWebhookUpdateBody,
  SendInstructionCreateBody,
  SendLimitCreateBody,
} from './payout.js';
import { ringgitToCents } from './payout-amount.js';

/*
 * The body rules of the payout service: the one definition that the sandbox (answering
 * `POST /send/…`) and the server package's `SendClient` (before any network call) apply. The
 * gateway publishes none beyond the fields its samples send (`send/*.php`), so only what those
 * show is checked: required fields, amounts in ringgit with at most 2 decimals, integer bank
 * account ids. Account-number and bank-code patterns and text lengths were the kit's guesses and
 * are gone.
 * Rules that need the service's state are the service's alone.
 */

/**
 * An amount of the payout service: ringgit, a positive number or decimal string with at most 2
 * decimals (the samples send `1.44` and `12`); see `ringgitToCents`.
 */
const payoutAmount = ruled<PayoutAmount>((value) => {
  const cents = ringgitToCents(value);
  if (cents === undefined) {
    return {
      code: 'invalid',
      rule: 'must be ringgit as a number or decimal string with at most 2 decimals, such as 1.44',
    };
  }
  return cents > 0 ? undefined : { code: 'min_value', rule: 'must be more than 0' };
});

/** A bank account id: the integer the service gave (`242`), or its digits as a string. */
const bankAccountId = ruled<number | string>((value) =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) ||
  (typeof value === 'string' && /^\d+$/.test(value))
    ? undefined
    : { code: 'invalid', rule: 'must be the integer id of a bank account, such as 242' },
);

const bankAccountBodySchema = z.looseObject({
  account_number: nonBlankText(),
  bank_code: nonBlankText(),
  name: nonBlankText(),
  reference: nonBlankText().optional(),
});

const sendInstructionBodySchema = z.looseObject({
  bank_account_id: bankAccountId,
  amount: payoutAmount,
  email: formatted((value) => z.regexes.email.test(value), 'a valid e-mail address'),
  description: nonBlankText(),
  reference: nonBlankText(),
});

const sendLimitBodySchema = z.looseObject({ amount: payoutAmount });

const webhookBodyFields = {
  callback_url: formatted(isAbsoluteHttpUrl, HTTP_URL),
  name: nonBlankText(),
  email: z.union([z.literal(''), email]).optional(),
  event_hooks: nameList().optional(),
};

const webhookBodySchema = z.looseObject(webhookBodyFields);
const webhookUpdateSchema = z.looseObject({
  callback_url: webhookBodyFields.callback_url.optional(),
  name: webhookBodyFields.name.optional(),
  email: webhookBodyFields.email,
  event_hooks: webhookBodyFields.event_hooks,
});

/**
 * Checks the body of `POST /send/bank_accounts`: `account_number`, `bank_code` and `name`
 * non-blank strings (the sample sends these three), `reference` optional. Every broken rule is
 * reported with a code and message; unknown fields pass through.
 *
 * @example
 * const check = checkBankAccountBody({
 *   account_number: '157380111111',
 *   bank_code: 'MBBEMYKL',
 *   name: 'Ahmad Pintu',
 * });
 * if (!check.valid) return json(400, toGatewayErrorBody(check.issues));
 */
export function checkBankAccountBody(body: unknown): BodyCheck<BankAccountCreateBody> {
  return checkWithSchema(bankAccountBodySchema, body);
}

/**
 * Checks the body of `POST /send/send_instructions`: `bank_account_id` an integer id (`242`, or
 * its digits); `amount` ringgit, more than 0, with at most 2 decimals (`1.44` or `'1.44'`;
 * `1.444` is `invalid`); `email` an e-mail address; `description` and `reference`
 * non-blank strings. Whether the bank account exists, the reference is unused and the amount
 * within the send limit only the service can tell. Unknown fields pass through.
 *
 * @example
 * checkSendInstructionBody({
 *   bank_account_id: 242,
 *   amount: 1.44, // RM 1.44
 *   email: 'vendor@example.com',
 *   description: 'Supplies for March',
 *   reference: 'invoice-123',
 * }).valid; // true
 */
export function checkSendInstructionBody(body: unknown): BodyCheck<SendInstructionCreateBody> {
  return checkWithSchema(sendInstructionBodySchema, body);
}

/**
 * Checks the body of `POST /send/send_limits`: `amount` ringgit, more than 0, at most 2
 * decimals (the sample sends `12` for RM 12). Unknown fields pass through.
 *
 * @example
 * checkSendLimitBody({ amount: 12 }).valid; // true
 * checkSendLimitBody({ amount: 5.555 }).issues[0]?.code; // 'invalid'
 */
export function checkSendLimitBody(body: unknown): BodyCheck<SendLimitCreateBody> {
  return checkWithSchema(sendLimitBodySchema, body);
}

/**
 * Checks the body of `POST {send_base_url}/webhooks`: `callback_url` an absolute http(s) URL,
 * `name` non-blank, `email` optional (an address or `""`), `event_hooks` optional, any
 * non-blank names, each once.
 *
 * @example
 * checkPayoutWebhookBody({ callback_url: 'https://shop.example/payouts', name: 'shop' }).valid;
 */
export function checkPayoutWebhookBody(body: unknown): BodyCheck<PayoutWebhookCreateBody> {
  return checkWithSchema(webhookBodySchema, body);
}

/**
 * Checks the body of `PATCH {send_base_url}/webhooks/{id}`: the fields of
 * {@link checkPayoutWebhookBody}, each optional (the sample sends only `name`).
 *
 * @example
 * checkPayoutWebhookUpdateBody({ name: 'new test update' }).valid; // true
 */
export function checkPayoutWebhookUpdateBody(body: unknown): BodyCheck<PayoutWebhookUpdateBody> {
  return checkWithSchema(webhookUpdateSchema, body);
}
