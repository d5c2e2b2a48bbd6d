import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import cardValidator from 'card-validator';
import {
  GATEWAY_CARD_BRANDS,
  type CardNumberVerifier,
  cardBrandsAllowedBy,
  createCardNumberVerifier,
  detectCardBrand,
  formatCardNumber,
} from '../../src/card/card-brand.js';
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

  it("answers each number for itself through a card form's verifier too", () => {
    const verify = createCardNumberVerifier();
    assert.equal(checkCardNumber('4111 1111 1111 1111', GATEWAY_CARD_BRANDS, verify).valid, true);
    assert.equal(detectCardBrand('378282246310005', verify)?.id, 'american-express');
    assert.equal(
      checkCardNumber('4111 1111 1111 1112', GATEWAY_CARD_BRANDS, verify).error,
      'invalid',
    );
    assert.equal(checkCardNumber('378282246310005', ['visa'], verify).error, 'brand_not_accepted');
  });
});

/** A number's last digit set so that it passes (or, with `valid` false, fails) the Luhn check. */
function withCheckDigit(body: string, valid: boolean): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  const check = (10 - (sum % 10)) % 10;
  return body + String(valid ? check : (check + 1) % 10);
}

/**
 * Card numbers of every brand card-validator knows: each number pattern (a range's ends and
 * middle) at each length the brand issues, with a passing and a failing check digit, and with
 * pseudo-random digits after the pattern.
 */
function numbersOfEveryBrand(): string[] {
  let seed = 7;
  const randomDigit = () => String((seed = (seed * 48271) % 2147483647) % 10);
  const numbers: string[] = [];
  const { types, getTypeInfo } = cardValidator.creditCardType;
  for (const brand of Object.values(types).map((type) => getTypeInfo(type))) {
    for (const pattern of brand.patterns) {
      const [low = 0, high = low] = [pattern].flat();
      for (const start of new Set([low, Math.floor((low + high) / 2), high])) {
        for (const length of brand.lengths) {
          let body = String(start);
          while (body.length < length - 1) body += randomDigit();
          numbers.push(withCheckDigit(body, true), withCheckDigit(body, false));
        }
      }
    }
  }
  return numbers;
}

describe('the verdicts kept while typing', () => {
  const numbers = numbersOfEveryBrand();
  const verdictOf = (verdict: ReturnType<CardNumberVerifier>) => ({
    brand: verdict.card && {
      type: verdict.card.type,
      gaps: verdict.card.gaps,
      lengths: verdict.card.lengths,
      code: verdict.card.code,
    },
    isPotentiallyValid: verdict.isPotentiallyValid,
    isValid: verdict.isValid,
  });
  // A verifier of its own for each test, as each card form has.
  let verify = createCardNumberVerifier();
  beforeEach(() => {
    verify = createCardNumberVerifier();
  });
  const assertSameAsCardValidator = (digits: string, verifier = verify) =>
    assert.deepEqual(verdictOf(verifier(digits)), verdictOf(cardValidator.number(digits)), digits);

  const typeDigitByDigit = (number: string) => {
    for (let end = 0; end <= number.length; end++) assertSameAsCardValidator(number.slice(0, end));
  };

  it("are each form's own: typing in one form leaves another's alone", () => {
    const other = createCardNumberVerifier();
    const visa = '4111111111111111';
    const amex = '378282246310005';
    // Two forms typed in turn, a keystroke in each: both answer as card-validator does.
    for (let end = 0; end <= visa.length; end++) {
      assertSameAsCardValidator(visa.slice(0, end));
      assertSameAsCardValidator(amex.slice(0, end), other);
    }
    // A form's last verdict outlives the other form's keystrokes (card-validator would make a
    // new one)…
    const kept = verify(visa);
    other(amex.slice(0, 4));
    assert.equal(verify(visa), kept);
    // …and so does a brand it settled, carried forward as its number grows.
    const settled = verify('41').card;
    assert.equal(settled?.type, 'visa');
    other('3');
    assert.equal(verify('411').card, settled);
    assert.notEqual(createCardNumberVerifier()('411').card, settled);
  });

  it("are card-validator's, digit by digit, for every brand and length", () => {
    assert.ok(numbers.length > 1000, `${numbers.length} numbers`);
    // Typed past its length too: a 20th digit is not valid for any brand.
    for (const number of numbers) typeDigitByDigit(`${number}12`);
  });

  it("are card-validator's where a digit leaves the brand a prefix pointed to", () => {
    // `220` can only be Mir (2200 to 2204), but it is not settled: `2205` is no brand at all.
    typeDigitByDigit('2205');
    assert.equal(verify('220').card?.type, 'mir');
    assert.equal(verify('2205').card, null);
    // Each number with one digit changed, typed from the start: a prefix points to a brand
    // that a later digit may rule out.
    for (const number of numbers) {
      for (const at of [1, 2, 3, 5]) {
        const changed = String((Number(number[at]) + 5) % 10);
        typeDigitByDigit(number.slice(0, at) + changed + number.slice(at + 1));
      }
    }
  });

  it("are card-validator's through deletions, edits and pastes", () => {
    for (const [index, number] of numbers.entries()) {
      const other = numbers[(index * 7919) % numbers.length] ?? '';
      // Backspace from the end, a digit changed in the middle, then another number pasted.
      for (let end = number.length; end >= 0; end--)
        assertSameAsCardValidator(number.slice(0, end));
      assertSameAsCardValidator(number);
      assertSameAsCardValidator(`${number.slice(0, 3)}9${number.slice(4)}`);
      assertSameAsCardValidator(other);
      assertSameAsCardValidator(`${other}5`);
      // Not digits after a settled brand: no brand, as card-validator says (`1e5` is a number).
      assertSameAsCardValidator(number.slice(0, 8));
      assertSameAsCardValidator(`${number.slice(0, 8)}e5`);
      assertSameAsCardValidator(`${number.slice(0, 9)}a`);
    }
  });
});

describe('cardBrandsAllowedBy', () => {
  it('takes every brand of the gateway without a whitelist', () => {
    for (const whitelist of [undefined, null, []]) {
      assert.deepEqual(cardBrandsAllowedBy(whitelist), GATEWAY_CARD_BRANDS);
    }
  });

  it('takes the brands a whitelist names, in its order, and no other method', () => {
    assert.deepEqual(cardBrandsAllowedBy(['fpx', 'maestro', 'visa']), ['maestro', 'visa']);
    assert.deepEqual(cardBrandsAllowedBy(['fpx', 'duitnow_qr']), []);
  });

  it('takes every brand when a wallet that pays by card is whitelisted, under any prefix', () => {
    for (const wallet of ['mpgs_google_pay', 'mpgs_apple_pay', 'processor_google_pay']) {
      assert.deepEqual(cardBrandsAllowedBy(['fpx', wallet]), GATEWAY_CARD_BRANDS, wallet);
    }
    assert.deepEqual(cardBrandsAllowedBy(['google_pay_later']), []);
  });
});
