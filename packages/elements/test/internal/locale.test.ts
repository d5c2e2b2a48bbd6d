import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { formatMinorAmount } from '../../src/internal/locale.js';

describe('formatMinorAmount', () => {
  it('writes ringgit exactly as Intl does in English and Malay', () => {
    const english = new Intl.NumberFormat('en-MY', { style: 'currency', currency: 'MYR' });
    const malay = new Intl.NumberFormat('ms-MY', { style: 'currency', currency: 'MYR' });
    fc.assert(
      // Up to RM 100 billion: beyond it, Intl is given `amount / 100` inexactly.
      fc.property(
        fc.oneof(fc.nat(100_000), fc.nat(), fc.integer({ min: 0, max: 1e13 })),
        (amount) => {
          const shown = formatMinorAmount(amount, 'MYR');
          assert.equal(shown, english.format(amount / 100));
          assert.equal(shown, malay.format(amount / 100));
        },
      ),
    );
    assert.equal(formatMinorAmount(123456789, 'myr'), 'RM\u00a01,234,567.89');
  });

  it('is exact for every safe amount, where a division by 100 would not be', () => {
    assert.equal(formatMinorAmount(7736458573156109, 'MYR'), 'RM\u00a077,364,585,731,561.09');
    assert.equal(
      formatMinorAmount(Number.MAX_SAFE_INTEGER, 'MYR'),
      'RM\u00a090,071,992,547,409.91',
    );
    assert.equal(formatMinorAmount(7, 'MYR'), 'RM\u00a00.07');
  });

  it('writes another currency by its code, in hundredths as the gateway counts it', () => {
    assert.equal(formatMinorAmount(4990, 'USD'), 'USD\u00a049.90');
    assert.equal(formatMinorAmount(5, 'sgd'), 'SGD\u00a00.05');
  });

  it('shows nothing for an amount or a currency code it cannot show', () => {
    for (const amount of [undefined, -1, 1.5, Number.NaN, Infinity, 2 ** 60]) {
      assert.equal(formatMinorAmount(amount, 'MYR'), null, String(amount));
    }
    for (const currency of ['', 'RM', 'MYRR', 'M1R', 'ringgit']) {
      assert.equal(formatMinorAmount(1000, currency), null, currency);
    }
  });
});
