/**
 * Property tests: every rule of the protocol takes any input (wrong types, huge numbers,
 * unicode, deep nesting, prototype keys, missing fields) and answers with issues that each name
 * a field, never with a throw.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { fuzzSettings } from '../../../../test/fixtures/fuzz-settings.js';
import { hostileBody, hostileJson, hostileLeaf } from '../../../../test/fixtures/hostile-input.js';
import {
  type FieldIssue,
  checkBankAccountBody,
  checkCardNumber,
  checkCardholderName,
  checkClientDetails,
  checkCvc,
  checkExpiry,
  checkPayoutWebhookBody,
  checkPayoutWebhookUpdateBody,
  checkPurchase,
  checkSendInstructionBody,
  checkSendLimitBody,
  checkWebhookBody,
  detectCardBrand,
  formatExpiryInput,
  ringgitToCents,
  toGatewayErrorBody,
  validatePurchase,
} from '../../src/index.js';

/** Each issue names its field (or `__all__`) and says what is wrong, in text. */
function assertIssuesNameFields(issues: readonly FieldIssue[]): void {
  for (const issue of issues) {
    assert.ok(issue.path.length > 0, `an issue without a field: ${issue.message}`);
    assert.ok(
      issue.path.every((part) => typeof part === 'string' || Number.isInteger(part)),
      `a path of names and indexes: ${JSON.stringify(issue.path)}`,
    );
    assert.equal(typeof issue.code, 'string');
    assert.ok(issue.message.trim().length > 0, 'a message');
  }
  // The gateway's error shape can always be written from them.
  JSON.stringify(toGatewayErrorBody(issues));
}

const PURCHASE = {
  brand_id: '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12',
  client: { email: 'payer@example.com' },
  purchase: { products: [{ name: 'Teh tarik', price: 1000 }], currency: 'MYR' },
  success_redirect: 'https://shop.example/success',
};
const WEBHOOK = { title: 'Orders', events: ['purchase.paid'], callback: 'https://shop.example/h' };
const BANK_ACCOUNT = { account_number: '157380111111', bank_code: 'MBBEMYKL', name: 'Ahmad' };
const SEND_INSTRUCTION = { bank_account_id: 1, amount: '10.00', reference: 'r-1' };

/** A body check: valid with a body, or refused with at least one issue naming a field. */
function assertBodyCheck(check: {
  valid: boolean;
  body: unknown;
  issues: readonly FieldIssue[];
}): void {
  if (check.valid) assert.deepEqual(check.issues, []);
  else assert.ok(check.issues.length > 0, 'a refusal says why');
  assertIssuesNameFields(check.issues);
}

describe('the protocol rules under hostile input', () => {
  it('validatePurchase and checkPurchase', () => {
    fc.assert(
      fc.property(hostileBody(PURCHASE), (body) => {
        assertIssuesNameFields(validatePurchase(body));
        assertBodyCheck(checkPurchase(body));
      }),
      fuzzSettings(300),
    );
  });

  it('the client, webhook and payout body checks', () => {
    const checks: [Record<string, unknown>, ((body: unknown) => unknown)[]][] = [
      [
        { email: 'payer@example.com', full_name: 'Siti' },
        [(b) => checkClientDetails(b), (b) => checkClientDetails(b, { partial: true })],
      ],
      [WEBHOOK, [(b) => checkWebhookBody(b), (b) => checkWebhookBody(b, { partial: true })]],
      [BANK_ACCOUNT, [checkBankAccountBody]],
      [SEND_INSTRUCTION, [checkSendInstructionBody]],
      [{ amount: '100.00' }, [checkSendLimitBody]],
      [
        { callback_url: 'https://shop.example/p', event_hooks: ['send_instruction_status'] },
        [checkPayoutWebhookBody, checkPayoutWebhookUpdateBody],
      ],
    ];
    // A `length` no number can be read from, where a text or a list is wanted: zod's length
    // checks ran on it and threw.
    const noLength = { length: Object.create(null) as object };
    const examples: [unknown][] = [
      [{ title: 'Orders', events: ['purchase.paid'], callback: noLength }],
      [
        {
          client: { email: 'payer@example.com', full_name: noLength },
          purchase: { products: noLength },
        },
      ],
      [
        {
          purchase: { products: [{ name: 'Tea', price: 100 }] },
          payment_method_whitelist: noLength,
        },
      ],
    ];
    for (const [valid, bodyChecks] of checks) {
      fc.assert(
        fc.property(hostileBody(valid), (body) => {
          for (const check of bodyChecks) {
            assertBodyCheck(check(body) as Parameters<typeof assertBodyCheck>[0]);
          }
        }),
        fuzzSettings(150, { examples }),
      );
    }
  });

  it('the card field checks take any text', () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme' }));
    fc.assert(
      fc.property(text, text, text, text, (number, name, expiry, cvc) => {
        const card = checkCardNumber(number);
        assert.equal(typeof card.valid, 'boolean');
        assert.equal(card.valid, card.error === null);
        checkCardholderName(name);
        checkExpiry(expiry);
        formatExpiryInput(expiry);
        checkCvc(cvc, detectCardBrand(number.replace(/\D/g, '')));
      }),
      fuzzSettings(400),
    );
  });

  it('ringgitToCents takes any value and gives whole cents or nothing', () => {
    fc.assert(
      fc.property(fc.oneof(hostileLeaf, hostileJson), (amount) => {
        const cents = ringgitToCents(amount);
        if (cents !== undefined) assert.ok(Number.isSafeInteger(cents), String(cents));
      }),
      fuzzSettings(300),
    );
  });
});
