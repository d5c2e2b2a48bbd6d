import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectCardBrand } from '../../src/card/card-brand.js';
import { checkCardNumber } from '../../src/card/card-number.js';
import { checkCardholderName } from '../../src/card/cardholder-name.js';
import { checkCvc } from '../../src/card/cvc.js';
import { CARD_FIELD_ERRORS } from '../../src/card/direct-post-fields.js';
import { checkExpiry } from '../../src/card/expiry.js';

/**
 * `CARD_FIELD_ERRORS` lists exactly the codes the field checks give: what translates them
 * (the sandbox's pages) can rely on it to name every rule.
 */
describe('CARD_FIELD_ERRORS', () => {
  const now = new Date(2026, 10, 22);
  const visa = detectCardBrand('4444333322221111');
  const seen = {
    cardholder_name: ['', 'Иван', 'A'.repeat(31), 'Siti'].map((v) => checkCardholderName(v).error),
    card_number: ['', '4444x', '4'.repeat(20), '4444', '4444333322221112', '378282246310005'].map(
      (v) => checkCardNumber(v).error,
    ),
    expires: ['', '1', '13/27', '10/26', '12/50', '12/27'].map((v) => checkExpiry(v, now).error),
    cvc: ['', '1a', '12', '123'].map((v) => checkCvc(v, visa).error),
  };

  it('names every code each check gives, and no other', () => {
    for (const [field, errors] of Object.entries(seen)) {
      const codes = errors.filter((error) => error !== null);
      assert.deepEqual(
        [...new Set(codes)].sort(),
        [...CARD_FIELD_ERRORS[field as keyof typeof CARD_FIELD_ERRORS]].sort(),
        field,
      );
    }
  });
});
