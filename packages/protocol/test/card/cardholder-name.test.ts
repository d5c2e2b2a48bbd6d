import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectCardBrand } from '../../src/card/card-brand.js';
import {
  CARDHOLDER_NAME_INPUT_MAX_LENGTH,
  checkCardholderName,
  checkCardholderNameAsPosted,
  normaliseCardholderName,
} from '../../src/card/cardholder-name.js';
import { checkCvc, cvcLengths } from '../../src/card/cvc.js';

describe('checkCardholderNameAsPosted', () => {
  it('applies the rule to the text as posted, tidying nothing', () => {
    assert.equal(checkCardholderNameAsPosted("Mary  O'Neil").valid, true);
    assert.equal(checkCardholderNameAsPosted('Siti\tAisyah').error, 'invalid_characters');
    assert.equal(checkCardholderNameAsPosted('Ｓｉｔｉ').error, 'invalid_characters');
    assert.equal(checkCardholderNameAsPosted(`Siti${' '.repeat(27)}`).error, 'too_long');
    assert.equal(checkCardholderNameAsPosted('   ').error, 'required');
  });
});

describe('checkCardholderName', () => {
  it('refuses a text longer than a name input holds as it is, with no Unicode work', () => {
    // It would normalise to a valid name: the cap applies to the text as the input holds it.
    const padded = `Siti${' '.repeat(CARDHOLDER_NAME_INPUT_MAX_LENGTH)}Aisyah`;
    assert.equal(checkCardholderName(padded).error, 'too_long');
    assert.equal(normaliseCardholderName(padded), padded);
    const pasted = 'Zoë '.repeat(2_500_000);
    assert.deepEqual(checkCardholderName(pasted), {
      valid: false,
      value: pasted,
      error: 'invalid_characters',
    });
    assert.equal(normaliseCardholderName(pasted), pasted);
    // At the cap, the name is still tidied and checked as usual.
    const atCap = `Siti${' '.repeat(CARDHOLDER_NAME_INPUT_MAX_LENGTH - 10)}Aisyah`;
    assert.equal(checkCardholderName(atCap).value, 'Siti Aisyah');
  });

  it('trims and collapses whitespace', () => {
    assert.equal(normaliseCardholderName('  Siti \t  Aisyah  '), 'Siti Aisyah');
    // Full-width, as a Chinese or Japanese input method types it, with an ideographic space.
    assert.equal(normaliseCardholderName('Ｔａｎ\u3000Ｗｅｉ'), 'Tan Wei');
    assert.equal(checkCardholderName('Ｔａｎ\u3000Ｗｅｉ').value, 'Tan Wei');
    assert.equal(checkCardholderName("  Mary  O'Neil-Smith Jr. ").value, "Mary O'Neil-Smith Jr.");
  });

  it('folds accented Latin letters to the plain ones cards print', () => {
    assert.equal(checkCardholderName('Zoë Ångström').value, 'Zoe Angstrom');
    assert.equal(checkCardholderName('Zoë Ångström').valid, true);
    assert.equal(
      normaliseCardholderName('François Müller-Łukasiewicz'),
      'Francois Muller-Lukasiewicz',
    );
    assert.equal(
      normaliseCardholderName('Straße Æsir Søren Œuvre Þór'),
      'Strasse AEsir Soren OEuvre THor',
    );
    assert.equal(normaliseCardholderName('Nguyễn Thị Ánh'), 'Nguyen Thi Anh');
    // Composed or decomposed, the same name.
    assert.equal(normaliseCardholderName('Zoe\u0308'), 'Zoe');
    // Folding may lengthen a name: the limit counts what is posted.
    assert.equal(checkCardholderName(`${'ß'.repeat(15)} A`).error, 'too_long');
  });

  it('names each broken rule', () => {
    assert.equal(checkCardholderName('   ').error, 'required');
    assert.equal(checkCardholderName('Иван Петров').error, 'invalid_characters');
    assert.equal(checkCardholderName('陈伟').error, 'invalid_characters');
    assert.equal(checkCardholderName('Tan 2').error, 'invalid_characters');
    assert.equal(checkCardholderName('<b>Tan</b>').error, 'invalid_characters');
    assert.equal(checkCardholderName('A'.repeat(30)).valid, true);
    assert.equal(checkCardholderName('A'.repeat(31)).error, 'too_long');
    // Length counts after collapsing, as posted.
    assert.equal(checkCardholderName(`${'A'.repeat(15)}     ${'B'.repeat(14)}`).valid, true);
  });
});

describe('checkCvc', () => {
  const visa = detectCardBrand('4444333322221111');
  const amex = detectCardBrand('378282246310005');

  it('follows the brand code length', () => {
    assert.deepEqual(cvcLengths(visa), [3]);
    assert.deepEqual(cvcLengths(amex), [4]);
    assert.deepEqual(cvcLengths(null), [3, 4]);
    assert.equal(checkCvc('123', visa).valid, true);
    assert.equal(checkCvc('1234', visa).error, 'length');
    assert.equal(checkCvc('1234', amex).valid, true);
    assert.equal(checkCvc('123', amex).error, 'length');
    assert.equal(checkCvc('1234', null).valid, true);
  });

  it('names each broken rule', () => {
    assert.equal(checkCvc('', visa).error, 'required');
    assert.equal(checkCvc('12a', visa).error, 'invalid_characters');
    assert.equal(checkCvc('12', null).error, 'length');
  });
});
