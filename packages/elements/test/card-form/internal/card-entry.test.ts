import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GATEWAY_CARD_BRANDS, createCardNumberVerifier } from '@checkout-kit/protocol';
import {
  type CardEntry,
  EMPTY_ENTRY,
  changeDetail,
  checkCardEntry,
} from '../../../src/card-form/internal/card-entry.js';

const NOW = new Date(2026, 10, 25);

const VISA: CardEntry = {
  cardholder_name: 'Test Payer',
  card_number: '4444 3333 2222 1111',
  expires: '12/27',
  cvc: '123',
};

const AMEX: CardEntry = { ...VISA, card_number: '3782 822463 10005', cvc: '1234' };

describe('checkCardEntry', () => {
  it('passes a complete card, with the values as they will be posted', () => {
    const checks = checkCardEntry(VISA, GATEWAY_CARD_BRANDS, undefined, NOW);
    assert.equal(checks.number.brand?.id, 'visa');
    assert.equal(checks.card_number.value, '4444333322221111');
    for (const field of ['cardholder_name', 'card_number', 'expires', 'cvc'] as const) {
      assert.equal(checks[field].error, null, field);
    }
  });

  it("asks the security code's length of the brand the number shows", () => {
    assert.equal(checkCardEntry(AMEX, GATEWAY_CARD_BRANDS, undefined, NOW).cvc.error, null);
    assert.equal(
      checkCardEntry({ ...AMEX, cvc: '123' }, GATEWAY_CARD_BRANDS, undefined, NOW).cvc.error,
      'length',
    );
    assert.equal(
      checkCardEntry({ ...VISA, cvc: '1234' }, GATEWAY_CARD_BRANDS, undefined, NOW).cvc.error,
      'length',
    );
  });

  it('refuses a brand the form does not accept, naming the brand it found', () => {
    const checks = checkCardEntry(AMEX, ['visa', 'mastercard'], undefined, NOW);
    assert.equal(checks.card_number.error, 'brand_not_accepted');
    assert.equal(checks.number.brand?.id, 'american-express');
  });

  it("checks the number with the form's verifier, as without one", () => {
    const verify = createCardNumberVerifier();
    for (const entry of [VISA, AMEX, { ...VISA, card_number: '4444 3333' }, EMPTY_ENTRY]) {
      assert.deepEqual(
        checkCardEntry(entry, ['visa', 'mastercard'], verify, NOW),
        checkCardEntry(entry, ['visa', 'mastercard'], undefined, NOW),
      );
    }
  });

  it('reads the expiry against the given day', () => {
    const entry = { ...VISA, expires: '10/26' };
    assert.equal(
      checkCardEntry(entry, GATEWAY_CARD_BRANDS, undefined, NOW).expires.error,
      'expired',
    );
    assert.equal(
      checkCardEntry(entry, GATEWAY_CARD_BRANDS, undefined, new Date(2026, 9, 1)).expires.error,
      null,
    );
  });
});

describe('changeDetail', () => {
  it('says the form is complete, with the brand, and never a typed value', () => {
    const detail = changeDetail(
      VISA,
      checkCardEntry(VISA, GATEWAY_CARD_BRANDS, undefined, NOW),
      true,
    );
    assert.deepEqual(
      { complete: detail.complete, empty: detail.empty, brand: detail.brand },
      { complete: true, empty: false, brand: 'visa' },
    );
    assert.equal(detail.rememberCard, true);
    const text = JSON.stringify(detail);
    for (const typed of ['4444', '1111', '12/27', '123', 'Test Payer']) {
      assert.ok(!text.includes(typed), `the detail holds ${typed}`);
    }
  });

  it('names the rule each field breaks', () => {
    const entry = { ...VISA, card_number: '4444 3333', cvc: '' };
    const detail = changeDetail(
      entry,
      checkCardEntry(entry, GATEWAY_CARD_BRANDS, undefined, NOW),
      false,
    );
    assert.equal(detail.complete, false);
    assert.deepEqual(detail.fields.card_number, { valid: false, error: 'incomplete' });
    assert.deepEqual(detail.fields.cvc, { valid: false, error: 'required' });
    assert.deepEqual(detail.fields.expires, { valid: true, error: null });
  });

  it('counts a field of spaces as empty', () => {
    const entry = { ...EMPTY_ENTRY, cardholder_name: '   ' };
    const detail = changeDetail(
      entry,
      checkCardEntry(entry, GATEWAY_CARD_BRANDS, undefined, NOW),
      false,
    );
    assert.equal(detail.empty, true);
    assert.equal(detail.brand, null);
  });
});
