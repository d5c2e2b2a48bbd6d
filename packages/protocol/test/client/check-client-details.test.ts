import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatIssuePath } from '../../src/rules/field-issue.js';
import { checkPurchase } from '../../src/purchase/validate-purchase.js';
import { checkClientDetails } from '../../src/client/check-client-details.js';

type Body = Record<string, unknown>;

/** Each issue as `path code`, in the order reported. */
function issues(body: unknown, partial = false): string[] {
  return checkClientDetails(body, { partial }).issues.map(
    (issue) => `${formatIssuePath(issue.path)} ${issue.code}`,
  );
}

function messages(body: unknown): string[] {
  return checkClientDetails(body).issues.map((issue) => issue.message);
}

function details(patch: Body): Body {
  return { email: 'payer@example.com', ...patch };
}

describe('checkClientDetails', () => {
  it('hands back the details, typed, without unknown fields', () => {
    const check = checkClientDetails({
      email: 'payer@example.com',
      full_name: 'Siti Aisyah',
      cc: ['accounts@example.com'],
      id: 'ignored',
      colour: 'blue',
    });
    assert.equal(check.valid, true);
    assert.deepEqual(check.body, {
      email: 'payer@example.com',
      full_name: 'Siti Aisyah',
      cc: ['accounts@example.com'],
    });
    assert.deepEqual(check.issues, []);
  });

  it('needs an e-mail address', () => {
    assert.deepEqual(issues({}), ['email required']);
    assert.deepEqual(issues({ email: null }), ['email null']);
    assert.deepEqual(issues({ email: '' }), ['email blank']);
    assert.deepEqual(issues({ email: 42 }), ['email invalid']);
    for (const email of ['nope', 'a@b', '@example.com', 'a b@example.com', 'a@@example.com']) {
      assert.deepEqual(issues({ email }), ['email invalid'], email);
    }
    assert.deepEqual(messages({ email: 'nope' }), ['email must be a valid e-mail address.']);
  });

  it('partial: nothing is required, what is given is checked', () => {
    assert.deepEqual(issues({}, true), []);
    assert.deepEqual(issues({ city: 'Penang', cc: [] }, true), []);
    assert.deepEqual(issues({ email: 'nope' }, true), ['email invalid']);
    assert.deepEqual(issues({ email: null, phone: 5 }, true), ['email null', 'phone invalid']);
    assert.deepEqual(checkClientDetails({ city: 'Penang' }, { partial: true }).body, {
      city: 'Penang',
    });
  });

  it('takes the published maximum lengths, counted in characters', () => {
    const limits: [string, number][] = [
      ['full_name', 1000],
      ['legal_name', 1000],
      ['personal_code', 32],
      ['registration_number', 32],
      ['tax_number', 32],
      ['brand_name', 128],
    ];
    for (const [field, limit] of limits) {
      assert.deepEqual(issues(details({ [field]: '🍵'.repeat(limit) })), [], field);
      assert.deepEqual(issues(details({ [field]: 'a'.repeat(limit + 1) })), [
        `${field} max_length`,
      ]);
      assert.deepEqual(messages(details({ [field]: 'a'.repeat(limit + 1) })), [
        `${field} must be at most ${limit} characters.`,
      ]);
    }
  });

  it('takes the other fields as text, empty included, not null', () => {
    for (const field of ['phone', 'street_address', 'country', 'bank_code', 'shipping_city']) {
      assert.deepEqual(issues(details({ [field]: 5 })), [`${field} invalid`]);
      assert.deepEqual(issues(details({ [field]: null })), [`${field} null`]);
      assert.deepEqual(issues(details({ [field]: '' })), []);
    }
  });

  it('takes cc and bcc as lists of e-mail addresses', () => {
    assert.deepEqual(issues(details({ cc: 'b@example.com' })), ['cc invalid']);
    assert.deepEqual(issues(details({ bcc: ['b@example.com', 'nope'] })), ['bcc[1] invalid']);
    assert.deepEqual(issues(details({ cc: [null, 'ok@example.com', ''] })), [
      'cc[0] null',
      'cc[2] blank',
    ]);
  });

  it('reports every issue at once', () => {
    assert.deepEqual(issues({ email: 'nope', tax_number: 'x'.repeat(33), cc: 'x' }), [
      'email invalid',
      'cc invalid',
      'tax_number max_length',
    ]);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'payer@example.com']) {
      assert.deepEqual(issues(body), ['__all__ invalid']);
    }
  });

  it('applies the rules of a purchase’s client', () => {
    const bodies: Body[] = [
      details({}),
      details({ email: 'nope' }),
      details({ brand_name: 'x'.repeat(129), bcc: [''] }),
    ];
    for (const client of bodies) {
      const purchase = checkPurchase({
        brand_id: '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12',
        client,
        purchase: { products: [{ name: 'Tea', price: 1050 }] },
      });
      assert.deepEqual(
        purchase.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) })),
        checkClientDetails(client).issues.map((issue) => ({
          ...issue,
          message: `client.${issue.message}`,
        })),
      );
    }
  });
});
