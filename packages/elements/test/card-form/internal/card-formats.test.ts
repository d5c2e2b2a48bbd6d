import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEST_CARD_CVC, createCardNumberVerifier } from '@checkout-kit/protocol';
import {
  FIELD_FORMATS,
  fieldFormats,
  formatCardNumberInput,
  testCardEntry,
} from '../../../src/card-form/internal/card-formats.js';

describe('formatCardNumberInput', () => {
  it('groups the digits as the brand prints them', () => {
    assert.equal(formatCardNumberInput('4444333322221111'), '4444 3333 2222 1111');
    assert.equal(formatCardNumberInput('378282246310005'), '3782 822463 10005');
  });

  it('keeps digits only, at most 19 of them', () => {
    assert.equal(formatCardNumberInput('4444-3333 x'), '4444 3333');
    assert.equal(formatCardNumberInput('4'.repeat(25)).replace(/\D/g, '').length, 19);
  });
});

describe('fieldFormats', () => {
  it("groups the card number with the form's verifier, digit by digit, as without one", () => {
    const format = fieldFormats(createCardNumberVerifier()).card_number;
    for (const number of ['378282246310005', '4444333322221111']) {
      for (let end = 0; end <= number.length; end++) {
        const typed = number.slice(0, end);
        assert.equal(format?.(typed), formatCardNumberInput(typed), typed);
      }
    }
  });
});

describe('FIELD_FORMATS', () => {
  it('keeps at most four digits of the security code, and writes the expiry MM/YY', () => {
    assert.equal(FIELD_FORMATS.cvc?.('1a2345'), '1234');
    assert.equal(FIELD_FORMATS.expires?.('1227'), '12/27');
  });

  it('leaves the name as typed', () => {
    assert.equal(FIELD_FORMATS.cardholder_name, undefined);
  });
});

describe('testCardEntry', () => {
  it("fills the card, an expiry a year on, the test code, and the payer's tidied name", () => {
    assert.deepEqual(testCardEntry('4444 3333 2222 1111', 'Zoë Ångström', new Date(2026, 11, 31)), {
      cardholder_name: 'Zoe Angstrom',
      card_number: '4444 3333 2222 1111',
      expires: '12/27',
      cvc: TEST_CARD_CVC,
    });
  });

  it('names a test payer when the name field is empty', () => {
    assert.equal(
      testCardEntry('5555555555554444', '', new Date(2026, 0, 15)).cardholder_name,
      'Test Payer',
    );
    assert.equal(testCardEntry('5555555555554444', '', new Date(2026, 0, 15)).expires, '01/27');
  });
});
