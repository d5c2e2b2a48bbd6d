import assert from 'node:assert/strict';
import type { Purchase } from '@checkout-kit/protocol';
import type { Sandbox } from '../../src/index.js';
import { api, purchaseBody } from '../helpers.js';

/** The gateway's non-3-D-Secure test card, as the Direct Post form takes it. */
export const NON_3DS_CARD = {
  cardholder_name: 'Siti Aisyah',
  card_number: '4444333322221111',
  expires: '12/29',
  cvc: '123',
};

/** Creates a purchase of `total` (one product) and returns it as the sandbox answered. */
export async function createPurchase(sandbox: Sandbox, total = 1000): Promise<Purchase> {
  const body = purchaseBody(sandbox, {
    purchase: { products: [{ name: 'Teh tarik', price: total }], currency: 'MYR' },
  });
  const created = await api<Purchase>(sandbox, 'POST', '/purchases/', body);
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body;
}

/** Posts card fields to a purchase's Direct Post URL, as a browser posts a form. */
export function postCard(purchase: Purchase, fields: Record<string, string>): Promise<Response> {
  return fetch(purchase.direct_post_url ?? '', {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** A purchase of `total` paid with the non-3-D-Secure test card. */
export async function paidPurchase(sandbox: Sandbox, total = 1000): Promise<Purchase> {
  const purchase = await createPurchase(sandbox, total);
  const posted = await postCard(purchase, NON_3DS_CARD);
  assert.equal(posted.status, 302);
  const read = await api<Purchase>(sandbox, 'GET', `/purchases/${purchase.id}/`);
  assert.equal(read.body.status, 'paid');
  return read.body;
}
