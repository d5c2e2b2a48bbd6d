import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { keyPathTypes } from '../../../../test/fixtures/key-paths.js';
import {
  missingPayoutKeyPaths as missingKeyPaths,
  payoutSample,
  payoutSamples,
} from '../../../../test/fixtures/payout-samples.js';
import { formatIssuePath } from '../../src/rules/field-issue.js';
import type { BodyCheck } from '../../src/rules/check-with-schema.js';
import {
  centsToRinggit,
  payoutAmountInCents,
  ringgitToCents,
} from '../../src/payout/payout-amount.js';
import {
  checkBankAccountBody,
  checkPayoutWebhookBody,
  checkPayoutWebhookUpdateBody,
  checkSendInstructionBody,
  checkSendLimitBody,
} from '../../src/payout/payout-rules.js';

type Body = Record<string, unknown>;

/** Each issue as `path code`, in the order reported. */
function issues(check: BodyCheck<unknown>): string[] {
  return check.issues.map((issue) => `${formatIssuePath(issue.path)} ${issue.code}`);
}

/** The body of the sample `send/Send-Instructions--create-send-instructions.php`. */
const instruction = (patch: Body = {}): Body => ({
  amount: 1.44,
  bank_account_id: 242,
  description: 'test',
  email: 'test@gmail.com',
  reference: 'test222',
  ...patch,
});

describe('payout amounts (ringgit)', () => {
  it('converts ringgit to cents through the decimal text, exactly', () => {
    assert.equal(ringgitToCents(1.44), 144);
    assert.equal(ringgitToCents('1.44'), 144);
    assert.equal(ringgitToCents(12), 1200);
    assert.equal(ringgitToCents(0.1 + 0.2), undefined, '0.30000000000000004 has too many decimals');
    assert.equal(ringgitToCents(1.5), 150);
    assert.equal(ringgitToCents(1.444), undefined);
    assert.equal(ringgitToCents(-1), undefined);
    assert.equal(ringgitToCents('1e3'), undefined);
    assert.equal(ringgitToCents(Number.NaN), undefined);
  });

  it('prints cents back as the decimal the gateway answers', () => {
    assert.equal(JSON.stringify(centsToRinggit(144)), '1.44');
    assert.equal(JSON.stringify(centsToRinggit(-1)), '-0.01');
    for (let cents = 0; cents < 100_000; cents += 7) {
      assert.equal(ringgitToCents(centsToRinggit(cents)), cents);
    }
  });

  it('reads answer amounts given as numbers or strings, negative ones too', () => {
    assert.equal(payoutAmountInCents(1.44), 144);
    assert.equal(payoutAmountInCents('1.44'), 144);
    assert.equal(payoutAmountInCents(-0.01), -1);
    assert.equal(payoutAmountInCents('-1.01'), -101);
    assert.throws(() => payoutAmountInCents('abc'), /Not a ringgit amount/);
  });
});

describe('checkSendInstructionBody', () => {
  it('takes the sample body and keeps unknown fields', () => {
    const check = checkSendInstructionBody({ ...instruction(), colour: 'red' });
    assert.equal(check.valid, true);
    assert.deepEqual(check.body, { ...instruction(), colour: 'red' });
    assert.equal(checkSendInstructionBody(instruction({ amount: '1.44' })).valid, true);
    assert.equal(checkSendInstructionBody(instruction({ bank_account_id: '242' })).valid, true);
  });

  it('refuses amounts that are not ringgit with at most 2 decimals, or not above 0', () => {
    assert.deepEqual(issues(checkSendInstructionBody(instruction({ amount: 1.444 }))), [
      'amount invalid',
    ]);
    assert.deepEqual(issues(checkSendInstructionBody(instruction({ amount: 0 }))), [
      'amount min_value',
    ]);
    assert.deepEqual(issues(checkSendInstructionBody(instruction({ amount: null }))), [
      'amount null',
    ]);
  });

  it('names every missing or broken field at once', () => {
    const check = checkSendInstructionBody({ bank_account_id: 'abc', email: 'nope' });
    assert.deepEqual(issues(check).sort(), [
      'amount required',
      'bank_account_id invalid',
      'description required',
      'email invalid',
      'reference required',
    ]);
    assert.match(check.issues.find((i) => i.path[0] === 'amount')?.message ?? '', /amount/);
  });
});

describe('checkSendLimitBody', () => {
  it('takes the sample body {amount: 12}', () => {
    assert.equal(checkSendLimitBody({ amount: 12 }).valid, true);
    assert.deepEqual(issues(checkSendLimitBody({ amount: 5.555 })), ['amount invalid']);
    assert.deepEqual(issues(checkSendLimitBody({})), ['amount required']);
  });
});

describe('checkBankAccountBody', () => {
  it('takes the sample body without reference, and any account number or bank code', () => {
    const sample = { account_number: '157380111111', bank_code: 'MBBEMYKL', name: 'Ahmad Pintu' };
    assert.equal(checkBankAccountBody(sample).valid, true);
    assert.equal(
      checkBankAccountBody({ ...sample, account_number: '1234-56', bank_code: 'x' }).valid,
      true,
    );
    assert.deepEqual(issues(checkBankAccountBody({ ...sample, name: ' ', reference: 5 })).sort(), [
      'name blank',
      'reference invalid',
    ]);
  });
});

describe('checkPayoutWebhookBody', () => {
  it('takes the sample body and refuses a callback that is not an http URL', () => {
    const sample = {
      callback_url: 'https://webhook.site/052368ac-9f12-4fde-8ede-77976cfb85ba',
      email: 'jowane5026@ebuthor.com',
      name: 'test',
    };
    assert.equal(checkPayoutWebhookBody(sample).valid, true);
    assert.equal(checkPayoutWebhookBody({ ...sample, event_hooks: ['custom_hook'] }).valid, true);
    assert.deepEqual(issues(checkPayoutWebhookBody({ ...sample, callback_url: 'ftp://x' })), [
      'callback_url invalid',
    ]);
    assert.deepEqual(issues(checkPayoutWebhookBody({ name: 'x' })), ['callback_url required']);
  });

  it('takes a partial update, the sample {name}', () => {
    assert.equal(checkPayoutWebhookUpdateBody({ name: 'new test update' }).valid, true);
    assert.deepEqual(issues(checkPayoutWebhookUpdateBody({ name: '' })), ['name blank']);
  });
});

describe('the samples’ amounts', () => {
  const AMOUNT_KEYS = new Set([
    'amount',
    'fee',
    'net_amount',
    'send_fee',
    'current_balance',
    'convertible_balance_from_statement',
  ]);

  /** Every value under an amount key, anywhere in a sample. */
  function amounts(value: unknown, found: unknown[] = []): unknown[] {
    if (Array.isArray(value)) for (const item of value) amounts(item, found);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (AMOUNT_KEYS.has(key)) found.push(child);
        else amounts(child, found);
      }
    }
    return found;
  }

  it('every printed amount reads as whole cents, as a number and as a string', () => {
    const all = payoutSamples().flatMap(({ body }) => amounts(body));
    assert.ok(all.length >= 20, `found ${all.length}`);
    for (const amount of all) {
      assert.equal(typeof amount, 'number');
      const cents = payoutAmountInCents(amount as number);
      assert.equal(payoutAmountInCents(String(amount)), cents);
      assert.equal(centsToRinggit(cents), amount, 'and back to the same decimal');
    }
  });

  it('the key-path comparison sees every field of a sample', () => {
    const [sample] = payoutSamples().filter((s) => s.name === 'Send-Limits--list-all-send-limit');
    const paths = keyPathTypes(sample?.body);
    assert.deepEqual([...(paths.get('results[].send_instruction_id') ?? [])].sort(), [
      'null',
      'number',
    ]);
    assert.deepEqual([...(paths.get('results[].approvals_details[].approved_at') ?? [])].sort(), [
      'null',
      'string',
    ]);
  });

  it('the comparison reports a missing key, a wrong type and an out-of-place null', () => {
    const sample = payoutSample('Send-Instructions--retrieve-send-instructions');
    assert.deepEqual(missingKeyPaths(sample, sample), []);
    const { slug: _slug, ...withoutSlug } = sample;
    assert.deepEqual(missingKeyPaths(sample, { ...withoutSlug, id: '588', email: null }), [
      'id: string (sample: number)',
      'email: null (sample: string)',
      'slug: missing (sample: string)',
    ]);
    // The sample's null says nothing of the type when filled.
    assert.deepEqual(missingKeyPaths(sample, { ...sample, rejection_reason: 'refused' }), []);
  });
});
