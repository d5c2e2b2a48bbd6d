import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Product } from '../../src/purchase/purchase.js';
import { purchaseTotal, purchaseTotals } from '../../src/purchase/purchase-total.js';

const tea: Product = { name: 'Tea', price: 1050 };

describe('purchaseTotals', () => {
  it('is the price of one product by default', () => {
    assert.deepEqual(purchaseTotals({ products: [tea] }), {
      lines: [{ amount: 1050, tax: 0 }],
      subtotal: 1050,
      tax: 0,
      totalBeforeDebt: 1050,
      debt: 0,
      total: 1050,
    });
  });

  it('multiplies by quantity, as a number or a decimal string, rounding halves up', () => {
    assert.equal(purchaseTotal({ products: [{ ...tea, quantity: 3 }] }), 3150);
    assert.equal(purchaseTotal({ products: [{ ...tea, quantity: '2' }] }), 2100);
    assert.equal(purchaseTotal({ products: [{ name: 'Cake', price: 599, quantity: '0.5' }] }), 300);
    assert.equal(purchaseTotal({ products: [{ name: 'Cake', price: 599, quantity: 0.5 }] }), 300);
    assert.equal(
      purchaseTotal({ products: [{ name: 'Rice', price: 333, quantity: '0.333' }] }),
      111,
    );
    // Exact decimals: in floating point 15 × 4.1 is 61.49999999999999.
    assert.equal(purchaseTotal({ products: [{ name: 'Salt', price: 15, quantity: 4.1 }] }), 62);
    assert.equal(purchaseTotal({ products: [{ name: 'Pin', price: 1, quantity: 1e-7 }] }), 0);
  });

  it('takes the discount off the whole line, never below 0', () => {
    assert.equal(purchaseTotal({ products: [{ ...tea, quantity: 2, discount: 100 }] }), 2000);
    assert.deepEqual(
      purchaseTotals({ products: [{ ...tea, discount: 5000, tax_percent: 6 }] }).lines,
      [{ amount: 0, tax: 0 }],
    );
  });

  it('adds each line tax, rounded per line, on the discounted line', () => {
    const totals = purchaseTotals({
      products: [
        { ...tea, quantity: 2, discount: 100, tax_percent: 6 }, // 2000, tax 120
        { name: 'Scone', price: 1005, tax_percent: '8.5' }, // 1005, tax 85.425 → 85
        { name: 'Jam', price: 1010, tax_percent: 5 }, // 1010, tax 50.5 → 51
        // Exact decimals: in floating point 375 × 9.2 / 100 is 34.49999999999999.
        { name: 'Honey', price: 375, tax_percent: 9.2 }, // 375, tax 34.5 → 35
      ],
    });
    assert.deepEqual(totals.lines, [
      { amount: 2000, tax: 120 },
      { amount: 1005, tax: 85 },
      { amount: 1010, tax: 51 },
      { amount: 375, tax: 35 },
    ]);
    assert.equal(totals.subtotal, 4390);
    assert.equal(totals.tax, 291);
    assert.equal(totals.total, 4681);
  });

  it('lets total_override replace subtotal and tax', () => {
    const totals = purchaseTotals({
      products: [{ ...tea, tax_percent: 6 }],
      total_override: 900,
    });
    assert.equal(totals.subtotal, 1050);
    assert.equal(totals.tax, 63);
    assert.equal(totals.totalBeforeDebt, 900);
    assert.equal(totals.total, 900);
    assert.equal(purchaseTotal({ products: [tea], total_override: null }), 1050);
  });

  it('adds debt after the override, and never goes below 0', () => {
    assert.equal(purchaseTotal({ products: [tea], debt: 250 }), 1300);
    assert.equal(purchaseTotal({ products: [tea], debt: -50 }), 1000);
    assert.equal(purchaseTotal({ products: [tea], total_override: 900, debt: -100 }), 800);
    assert.equal(purchaseTotal({ products: [tea], debt: -1050 }), 0);
    assert.equal(purchaseTotal({ products: [tea], debt: -2000 }), 0);
  });

  it('is 0 for a preauthorization', () => {
    assert.equal(purchaseTotal({ products: [{ name: 'Card check', price: 0 }] }), 0);
    assert.equal(purchaseTotal({ products: [tea], total_override: 0 }), 0);
  });

  it('sums several products', () => {
    assert.deepEqual(
      purchaseTotals({
        products: [
          { ...tea, quantity: 2, discount: 100, tax_percent: 6 },
          { name: 'Cake', price: 599, quantity: '0.5' },
        ],
        debt: -50,
      }),
      {
        lines: [
          { amount: 2000, tax: 120 },
          { amount: 300, tax: 0 },
        ],
        subtotal: 2300,
        tax: 120,
        totalBeforeDebt: 2420,
        debt: -50,
        total: 2370,
      },
    );
  });

  it('refuses quantities that are not decimal numbers', () => {
    assert.throws(() => purchaseTotal({ products: [{ ...tea, quantity: 'two' }] }), RangeError);
    assert.throws(
      () => purchaseTotal({ products: [{ ...tea, quantity: Number.NaN }] }),
      RangeError,
    );
  });
});
