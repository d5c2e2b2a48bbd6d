import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import {
  type MerchantOrder,
  PurchaseMismatchError,
  assertPurchaseMatchesOrder,
  comparePurchaseWithOrder,
} from '../../src/callbacks/compare-purchase.js';
import { CheckoutError, CheckoutValidationError } from '../../src/errors.js';

const purchase = {
  id: 'b5d7c3a0-0000-4000-8000-000000000001',
  reference: 'order-1042',
  brand_id: 'brand-1',
  is_test: false,
  purchase: { total: 125_000, currency: 'MYR', products: [] },
} as unknown as Purchase;

const order: MerchantOrder = {
  id: 'b5d7c3a0-0000-4000-8000-000000000001',
  reference: 'order-1042',
  total: 125_000,
  currency: 'MYR',
  brandId: 'brand-1',
  isTest: false,
};

describe('comparePurchaseWithOrder', () => {
  it('finds nothing when the purchase is the order’s', () => {
    assert.deepEqual(comparePurchaseWithOrder(purchase, order), []);
    assert.doesNotThrow(() => assertPurchaseMatchesOrder(purchase, order));
  });

  it('lists every field that disagrees', () => {
    const other = {
      ...purchase,
      id: 'another',
      reference: 'order-1',
      brand_id: 'brand-2',
      is_test: true,
      purchase: { total: 100, currency: 'SGD' },
    } as unknown as Purchase;
    assert.deepEqual(comparePurchaseWithOrder(other, order), [
      { field: 'id', expected: order.id, actual: 'another' },
      { field: 'reference', expected: 'order-1042', actual: 'order-1' },
      { field: 'purchase.total', expected: 125_000, actual: 100 },
      { field: 'purchase.currency', expected: 'MYR', actual: 'SGD' },
      { field: 'brand_id', expected: 'brand-1', actual: 'brand-2' },
      { field: 'is_test', expected: false, actual: true },
    ]);
  });

  it('catches a test purchase presented for a live order, and a total given as a string', () => {
    const test = { ...purchase, is_test: true } as Purchase;
    assert.deepEqual(
      comparePurchaseWithOrder(test, order).map((m) => m.field),
      ['is_test'],
    );
    const stringTotal = {
      ...purchase,
      purchase: { total: '125000', currency: 'MYR' },
    } as unknown as Purchase;
    assert.deepEqual(
      comparePurchaseWithOrder(stringTotal, order).map((m) => m.field),
      ['purchase.total'],
    );
  });

  it('compares reference and currency only when the order gives them', () => {
    const bare: MerchantOrder = { id: order.id, total: 125_000, brandId: 'brand-1', isTest: false };
    const odd = {
      ...purchase,
      reference: 'x',
      purchase: { total: 125_000, currency: 'SGD' },
    } as unknown as Purchase;
    assert.deepEqual(comparePurchaseWithOrder(odd, bare), []);
    // An order with a reference does not match a purchase without one.
    const noReference = { ...purchase, reference: undefined } as unknown as Purchase;
    assert.deepEqual(comparePurchaseWithOrder(noReference, order), [
      { field: 'reference', expected: 'order-1042', actual: undefined },
    ]);
  });

  it('refuses an order that is not one, naming each field: it would match deliveries that lack them', () => {
    const { isTest: _mode, ...withoutMode } = order;
    assert.throws(
      () => comparePurchaseWithOrder(purchase, withoutMode as MerchantOrder),
      (error: unknown) =>
        error instanceof CheckoutValidationError &&
        error.issues.map((issue) => issue.path.join('.')).join() === 'order.isTest' &&
        /order\.isTest must be true or false/.test(error.message),
    );
    for (const notAnOrder of [
      null,
      undefined,
      {},
      [],
      { ...order, id: '' },
      { ...order, total: '125000' },
    ]) {
      assert.throws(
        () => comparePurchaseWithOrder({} as Purchase, notAnOrder as unknown as MerchantOrder),
        CheckoutValidationError,
        JSON.stringify(notAnOrder),
      );
    }
    const missing = (() => {
      try {
        assertPurchaseMatchesOrder(purchase, {} as MerchantOrder);
      } catch (error) {
        return (error as CheckoutValidationError).issues.map((issue) => issue.path.join('.'));
      }
      return [];
    })();
    assert.deepEqual(missing, ['order.id', 'order.total', 'order.brandId', 'order.isTest']);
  });

  it('never throws on a malformed purchase: it mismatches', () => {
    for (const bad of [null, undefined, 'text', 42, {}, { purchase: null }]) {
      const found = comparePurchaseWithOrder(bad as unknown as Purchase, order);
      assert.ok(found.some((m) => m.field === 'id'));
      assert.ok(found.some((m) => m.field === 'purchase.total'));
    }
  });

  it('assertPurchaseMatchesOrder throws a PurchaseMismatchError listing the mismatches', () => {
    const cheap = { ...purchase, purchase: { total: 100, currency: 'MYR' } } as unknown as Purchase;
    assert.throws(
      () => assertPurchaseMatchesOrder(cheap, order),
      (error: unknown) => {
        assert.ok(error instanceof PurchaseMismatchError);
        assert.ok(error instanceof CheckoutError);
        assert.equal(error.name, 'PurchaseMismatchError');
        assert.deepEqual(error.mismatches, [
          { field: 'purchase.total', expected: 125_000, actual: 100 },
        ]);
        assert.match(error.message, /purchase\.total: expected 125000, got 100/);
        return true;
      },
    );
  });
});
