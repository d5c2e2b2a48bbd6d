import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DIRECT_POST_CARD_FIELDS,
  GATEWAY_CARD_BRANDS,
  detectCardBrand,
} from '@checkout-kit/protocol';
import { checkCardEntry } from '../../../src/card-form/internal/card-entry.js';
import { fieldErrors, fieldMessage } from '../../../src/card-form/internal/field-errors.js';
import { en } from '../../../src/card-form/internal/strings.js';
import malay from '../../../src/translations/ms.js';
import tamil from '../../../src/translations/ta.js';
import chinese from '../../../src/translations/zh.js';

const [ms, zh, ta] = [malay.cardForm, chinese.cardForm, tamil.cardForm];

describe('fieldMessage', () => {
  it("writes in the brand's name and the security code's lengths", () => {
    const amex = detectCardBrand('378282246310005');
    assert.equal(
      fieldMessage(en, 'card_number', 'brand_not_accepted', amex),
      'American Express is not accepted here.',
    );
    assert.match(fieldMessage(en, 'cvc', 'length', amex), /\b4\b/);
    assert.match(fieldMessage(en, 'cvc', 'length', null), /3 or 4/);
    assert.match(fieldMessage(ms, 'cvc', 'length', null), /3 atau 4/);
    assert.match(fieldMessage(zh, 'cvc', 'length', null), /3 或 4/);
    assert.match(fieldMessage(ta, 'card_number', 'brand_not_accepted', amex), /^American Express /);
  });

  it('has a whole sentence for every rule of every field, in each language', () => {
    for (const strings of [en, ms, zh, ta]) {
      for (const field of DIRECT_POST_CARD_FIELDS) {
        for (const code of Object.keys(strings.errors[field])) {
          const message = fieldMessage(strings, field, code as never, null);
          assert.ok(message.length > 0 && !/[{}]/.test(message), `${field} ${code}: ${message}`);
        }
      }
    }
  });
});

describe('fieldErrors', () => {
  it('lists only the fields that break a rule, in the order of the form', () => {
    const entry = { cardholder_name: 'Test Payer', card_number: '4444', expires: '', cvc: '12' };
    const errors = fieldErrors(checkCardEntry(entry, GATEWAY_CARD_BRANDS), en);
    assert.deepEqual(
      errors.map(({ field, code }) => [field, code]),
      [
        ['card_number', 'incomplete'],
        ['expires', 'required'],
        ['cvc', 'length'],
      ],
    );
    assert.equal(errors[0]?.message, en.errors.card_number.incomplete);
  });

  it('writes messages only for the fields asked about', () => {
    const entry = { cardholder_name: '', card_number: '4444', expires: '', cvc: '12' };
    const checks = checkCardEntry(entry, GATEWAY_CARD_BRANDS);
    const errors = fieldErrors(checks, en, ['cardholder_name', 'cvc']);
    assert.deepEqual(
      errors.map(({ field, code }) => [field, code]),
      [
        ['cardholder_name', 'required'],
        ['cvc', 'length'],
      ],
    );
    assert.deepEqual(fieldErrors(checks, en, []), []);
  });
});
