import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { GATEWAY_CARD_BRANDS, type Purchase } from '@checkout-kit/protocol';
import { purchaseSettings } from '../../../src/card-form/internal/purchase-settings.js';

const purchase = (fields: Partial<Purchase>): Purchase =>
  ({
    is_test: true,
    direct_post_url: 'https://gate.example/p/1/direct_post/',
    checkout_url: 'https://gate.example/p/1/',
    purchase: { total: 1990, currency: 'MYR', products: [] },
    ...fields,
  }) as unknown as Purchase;

describe('purchaseSettings', () => {
  it("takes the form's target, amount, currency and test mode from the purchase", () => {
    assert.deepEqual(purchaseSettings(purchase({})), {
      action: 'https://gate.example/p/1/direct_post/',
      checkoutUrl: 'https://gate.example/p/1/',
      amount: 1990,
      currency: 'MYR',
      testMode: true,
      brands: GATEWAY_CARD_BRANDS.join(' '),
    });
  });

  it('accepts the card brands of the whitelist, and no other method', () => {
    const settings = purchaseSettings(
      purchase({ payment_method_whitelist: ['fpx', 'visa', 'maestro'] }),
    );
    assert.equal(settings.brands, 'visa maestro');
  });

  it('accepts every brand the gateway has when the whitelist names a wallet that pays by card', () => {
    // The gateway maker's WooCommerce plugin Direct-Posts cards for Google Pay and Apple Pay:
    // the wallet may hold a card of any brand.
    for (const wallet of ['mpgs_google_pay', 'mpgs_apple_pay', 'processor_apple_pay']) {
      const settings = purchaseSettings(purchase({ payment_method_whitelist: ['fpx', wallet] }));
      assert.equal(settings.brands, GATEWAY_CARD_BRANDS.join(' '), wallet);
    }
    const notAWallet = purchaseSettings(purchase({ payment_method_whitelist: ['fpx', 'pay'] }));
    assert.equal(notAWallet.brands, '');
  });

  it('accepts every brand the gateway has when the whitelist is empty or missing', () => {
    for (const payment_method_whitelist of [[], undefined, null]) {
      const settings = purchaseSettings(
        purchase({ payment_method_whitelist } as Partial<Purchase>),
      );
      assert.equal(settings.brands, GATEWAY_CARD_BRANDS.join(' '));
    }
  });

  it('leaves the currency to the form, and nothing to post to, when the purchase names none', () => {
    const settings = purchaseSettings(
      purchase({ direct_post_url: null, purchase: undefined } as unknown as Partial<Purchase>),
    );
    assert.equal(settings.action, '');
    assert.equal(settings.currency, undefined);
    assert.equal(settings.amount, undefined);
  });
});
