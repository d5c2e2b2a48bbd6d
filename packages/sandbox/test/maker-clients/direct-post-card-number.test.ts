import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { api, useSandbox } from '../helpers.js';
import { NON_3DS_CARD, createPurchase, postCard } from './paid-purchase.js';

/*
 * The card number as the maker's WooCommerce plugin posts it to `direct_post_url`.
 *
 * - chip-for-woocommerce 2.0.5, classic checkout: `includes/js/direct-post.js:69-91` formats the
 *   field in groups of four, and line 234 posts its `.val()` unchanged; the input has no
 *   maxlength (`includes/class-chip-woocommerce-gateway.php:3383`).
 * - chip-for-woocommerce 1.8.5: `includes/js/direct-post.js:77` posts WooCommerce's own
 *   `wc-credit-card-form-card-number` input, which jQuery.payment formats the same way.
 *
 * That form is the maker's default checkout, so the live gateway takes the digits of a spaced
 * number; letters, other punctuation and more than 19 digits stay refused.
 */
describe('Direct Post card_number as the WooCommerce classic checkout posts it', () => {
  const sandbox = useSandbox();
  const read = async (id: string): Promise<Purchase> =>
    (await api<Purchase>(sandbox(), 'GET', `/purchases/${id}/`)).body;

  it('pays with "4444 3333 2222 1111" (WooCommerce 2.0.5 direct-post.js:69-91, 234)', async () => {
    const purchase = await createPurchase(sandbox());
    const posted = await postCard(purchase, {
      ...NON_3DS_CARD,
      card_number: '4444 3333 2222 1111',
    });
    assert.equal(posted.status, 302);
    assert.equal(posted.headers.get('location'), 'https://shop.example/success');
    const paid = await read(purchase.id);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.transaction_data.extra.masked_pan, '444433******1111');
  });

  it('pays with the remember_card=off WooCommerce 2.0.5 always sends (direct-post.js:238-241)', async () => {
    const purchase = await createPurchase(sandbox());
    const posted = await postCard(purchase, {
      ...NON_3DS_CARD,
      card_number: '4444 3333 2222 1111',
      remember_card: 'off',
    });
    assert.equal(posted.headers.get('location'), 'https://shop.example/success');
    const paid = await read(purchase.id);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.is_recurring_token, false);
  });

  const refused: { name: string; number: string }[] = [
    { name: 'a letter between the groups', number: '4444 3333 2222 111x' },
    { name: 'dashes', number: '4444-3333-2222-1111' },
    { name: 'dots', number: '4444.3333.2222.1111' },
    { name: 'a tab', number: '4444\t3333222211 11' },
    { name: 'more than 19 digits, spaced', number: '4444 3333 2222 1111 0000' },
    { name: 'spaces only', number: '    ' },
  ];
  for (const { name, number } of refused) {
    it(`still refuses ${name}: the payment fails with invalid_card_number`, async () => {
      const purchase = await createPurchase(sandbox());
      const posted = await postCard(purchase, { ...NON_3DS_CARD, card_number: number });
      assert.equal(posted.headers.get('location'), 'https://shop.example/failure');
      const failed = await read(purchase.id);
      assert.equal(failed.status, 'error');
      const error = failed.transaction_data.attempts[0]?.error;
      assert.equal(error?.code, 'invalid_card_number');
      const message = String(error?.message);
      assert.ok(!/\d{4}/.test(message), `the number is never quoted: ${message}`);
    });
  }

  it('says what the number may hold when it refuses punctuation', async () => {
    const purchase = await createPurchase(sandbox());
    await postCard(purchase, { ...NON_3DS_CARD, card_number: '4444-3333-2222-1111' });
    const error = (await read(purchase.id)).transaction_data.attempts[0]?.error;
    assert.equal(
      error?.message,
      'The card number must be digits, with spaces allowed between them.',
    );
  });
});
