import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectCardBrand, formatCardNumber } from '../../src/card/card-brand.js';
import { checkCardNumber, stripCardNumber } from '../../src/card/card-number.js';

describe('checkCardNumber', () => {
  it('accepts both test cards and posts digits only', () => {
    assert.equal(checkCardNumber('4444 3333 2222 1111').value, '4444333322221111');
    assert.equal(checkCardNumber('5555-5555-5555-4444').value, '5555555555554444');
    assert.equal(checkCardNumber('4444333322221111').brand?.id, 'visa');
    assert.equal(checkCardNumber('5555555555554444').brand?.id, 'mastercard');
  });

  it('names each broken rule', () => {
    assert.equal(checkCardNumber('').error, 'required');
    assert.equal(checkCardNumber('   ').error, 'required');
    assert.equal(checkCardNumber('4444 3333 2222 111a').error, 'invalid_characters');
    assert.equal(checkCardNumber('4444.3333.2222.1111').error, 'invalid_characters');
    assert.equal(checkCardNumber('4'.repeat(20)).error, 'too_long');
    assert.equal(checkCardNumber('4444 3333').error, 'incomplete');
    // A full-length Visa number with one wrong digit fails Luhn: invalid, not incomplete.
    assert.equal(checkCardNumber('4444333322221112').error, 'invalid');
    assert.equal(checkCardNumber('9999999999999999').error, 'invalid');
  });

  it('refuses brands the merchant does not take', () => {
    const amex = '378282246310005';
    assert.equal(checkCardNumber(amex).error, 'brand_not_accepted');
    assert.equal(checkCardNumber(amex).brand?.name, 'American Express');
    assert.equal(checkCardNumber(amex, ['visa', 'american-express']).valid, true);
    assert.equal(checkCardNumber('4444333322221111', ['mastercard']).error, 'brand_not_accepted');
  });

  it('strips only spaces and dashes', () => {
    assert.equal(stripCardNumber(' 4444\t3333-2222 1111 '), '4444333322221111');
    assert.equal(stripCardNumber('4444/3333'), '4444/3333');
  });
});

describe('formatCardNumber', () => {
  it('groups as the brand prints its cards', () => {
    const visa = '4444333322221111';
    assert.equal(formatCardNumber(visa, detectCardBrand(visa)), '4444 3333 2222 1111');
    const amex = '378282246310005';
    assert.equal(formatCardNumber(amex, detectCardBrand(amex)), '3782 822463 10005');
    const diners = '36227206271667';
    assert.equal(formatCardNumber(diners, detectCardBrand(diners)), '3622 720627 1667');
    assert.equal(formatCardNumber('444433', detectCardBrand('444433')), '4444 33');
  });

  it('uses groups of four while the brand is unknown, up to 19 digits', () => {
    assert.equal(detectCardBrand('5'), null);
    assert.equal(formatCardNumber('5', null), '5');
    assert.equal(formatCardNumber('1234567890123456789', null), '1234 5678 9012 3456 789');
  });
});

describe('one verdict per card number, whoever asks', () => {
  it('answers each number for itself when formatting and checks take turns', () => {
    assert.equal(checkCardNumber('4111 1111 1111 1111').brand?.id, 'visa');
    assert.equal(detectCardBrand('378282246310005')?.id, 'american-express');
    assert.equal(checkCardNumber('4111 1111 1111 1111').brand?.id, 'visa');
    assert.equal(checkCardNumber('4111 1111 1111 1112').error, 'invalid');
    assert.equal(checkCardNumber('4111111111111111').valid, true);
  });
});
