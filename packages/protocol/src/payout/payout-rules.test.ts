import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatIssuePath } from '../purchase/purchase-issue.js';
import type { BodyCheck } from '../purchase/check-with-schema.js';
import {
  checkBankAccountBody,
  checkSendInstructionBody,
  checkSendLimitBody,
  PAYOUT_LIMITS,
} from './payout-rules.js';

type Body = Record<string, unknown>;

/** Each issue as `path code`, in the order reported. */
function issues(check: BodyCheck<unknown>): string[] {
  return check.issues.map((issue) => `${formatIssuePath(issue.path)} ${issue.code}`);
}

const bankAccount = (patch: Body = {}): Body => ({
  account_number: '5861122242',
  bank_code: 'OCBCMYKL',
  name: 'Vendor Sdn Bhd',
  reference: 'vendor-42',
  ...patch,
});

const instruction = (patch: Body = {}): Body => ({
  bank_account_id: 'c0a80121-7ac0-4e1c-9a3b-1f2e3d4c5b6a',
  amount: 120_50,
  email: 'vendor@example.com',
  description: 'Supplies for March',
  reference: 'invoice-123',
  ...patch,
});

describe('checkBankAccountBody', () => {
  it('hands back the body, typed, without unknown fields', () => {
    const check = checkBankAccountBody({ ...bankAccount(), id: 'mine', colour: 1 });
    assert.equal(check.valid, true);
    assert.deepEqual(check.body, bankAccount());
    assert.equal(checkBankAccountBody(bankAccount({ bank_code: 'MBBEMYKLXXX' })).valid, true);
  });

  it('names every field of an empty body, and refuses a body that is not an object', () => {
    assert.deepEqual(issues(checkBankAccountBody({})), [
      'account_number required',
      'bank_code required',
      'name required',
      'reference required',
    ]);
    for (const body of [null, [], 'x', 7]) {
      assert.deepEqual(issues(checkBankAccountBody(body)), ['__all__ invalid']);
    }
  });

  const cases: [string, Body, string][] = [
    ['a numeric account number', { account_number: 5861122242 }, 'account_number invalid'],
    ['letters in the account number', { account_number: '58611A2242' }, 'account_number invalid'],
    ['4 digits', { account_number: '1234' }, 'account_number invalid'],
    ['21 digits', { account_number: '1'.repeat(21) }, 'account_number max_length'],
    ['dashes', { account_number: '586-112-2242' }, 'account_number invalid'],
    ['a blank account number', { account_number: ' ' }, 'account_number blank'],
    ['a lower-case bank code', { bank_code: 'ocbcmykl' }, 'bank_code invalid'],
    ['a bank code of 9 characters', { bank_code: 'OCBCMYKLX' }, 'bank_code invalid'],
    ['digits in the bank part', { bank_code: 'OCB1MYKL' }, 'bank_code invalid'],
    ['a blank name', { name: '   ' }, 'name blank'],
    ['a long name', { name: 'x'.repeat(129) }, 'name max_length'],
    ['a null name', { name: null }, 'name null'],
    ['a numeric reference', { reference: 7 }, 'reference invalid'],
  ];
  for (const [name, patch, expected] of cases) {
    it(`${name} → ${expected}`, () => {
      assert.deepEqual(issues(checkBankAccountBody(bankAccount(patch))), [expected]);
    });
  }

  it('says what the field wants, without repeating the value', () => {
    const [issue] = checkBankAccountBody(bankAccount({ account_number: '586-112-2242' })).issues;
    assert.equal(
      issue?.message,
      'account_number must be 5 to 20 digits, with no spaces or dashes.',
    );
    assert.ok(!issue?.message.includes('586-112'));
  });
});

describe('checkSendInstructionBody', () => {
  it('hands back the body, typed, without unknown fields', () => {
    const check = checkSendInstructionBody({ ...instruction(), status: 'completed' });
    assert.equal(check.valid, true);
    assert.deepEqual(check.body, instruction());
  });

  it('names every field of an empty body', () => {
    assert.deepEqual(issues(checkSendInstructionBody({})), [
      'bank_account_id required',
      'amount required',
      'email required',
      'description required',
      'reference required',
    ]);
  });

  const cases: [string, Body, string][] = [
    ['a numeric bank account id', { bank_account_id: 12 }, 'bank_account_id invalid'],
    ['a decimal string amount', { amount: '10.00' }, 'amount not_an_integer'],
    ['a fractional amount', { amount: 10.5 }, 'amount not_an_integer'],
    ['NaN', { amount: Number.NaN }, 'amount not_an_integer'],
    ['a zero amount', { amount: 0 }, 'amount min_value'],
    ['a negative amount', { amount: -100 }, 'amount min_value'],
    ['an unsafe amount', { amount: 2 ** 60 }, 'amount max_value'],
    ['not an e-mail', { email: 'not-an-email' }, 'email invalid'],
    ['a space in the e-mail', { email: 'a b@example.com' }, 'email invalid'],
    [
      'a long e-mail',
      { email: `${'a'.repeat(PAYOUT_LIMITS.emailMaxLength)}@example.com` },
      'email max_length',
    ],
    ['an empty description', { description: '' }, 'description blank'],
    ['a long description', { description: 'x'.repeat(256) }, 'description max_length'],
    ['a long reference', { reference: 'x'.repeat(129) }, 'reference max_length'],
  ];
  for (const [name, patch, expected] of cases) {
    it(`${name} → ${expected}`, () => {
      assert.deepEqual(issues(checkSendInstructionBody(instruction(patch))), [expected]);
    });
  }

  it('an amount that is not an integer gets a hint about cents', () => {
    const [issue] = checkSendInstructionBody(instruction({ amount: 10.5 })).issues;
    assert.match(
      issue?.message ?? '',
      /smallest currency unit \(1050 for RM 10\.50\), not 10\.5\./,
    );
  });
});

describe('checkSendLimitBody', () => {
  it('an amount, and MYR or no currency', () => {
    assert.deepEqual(checkSendLimitBody({ amount: 500_00 }).body, { amount: 500_00 });
    assert.deepEqual(checkSendLimitBody({ amount: 1, currency: 'MYR' }).body, {
      amount: 1,
      currency: 'MYR',
    });
    assert.equal(checkSendLimitBody({ amount: 1, currency: null }).body?.currency, undefined);
  });

  it('refuses what the sandbox refuses', () => {
    assert.deepEqual(issues(checkSendLimitBody({})), ['amount required']);
    assert.deepEqual(issues(checkSendLimitBody({ amount: '100.00' })), ['amount not_an_integer']);
    assert.deepEqual(issues(checkSendLimitBody({ amount: 0 })), ['amount min_value']);
    assert.deepEqual(issues(checkSendLimitBody({ amount: 100, currency: 'USD' })), [
      'currency invalid_currency',
    ]);
    assert.deepEqual(issues(checkSendLimitBody({ amount: 1.5, currency: 7 })), [
      'amount not_an_integer',
      'currency invalid_currency',
    ]);
    assert.equal(
      checkSendLimitBody({ amount: 100, currency: 'USD' }).issues[0]?.message,
      'currency must be MYR, the payout account currency.',
    );
  });
});
