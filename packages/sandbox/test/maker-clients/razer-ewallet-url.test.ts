import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/*
 * The checkout URL the maker's WooCommerce plugin sends a payer to for an e-wallet chosen at
 * checkout: chip-for-woocommerce 2.0.5 `includes/class-chip-woocommerce-gateway.php` `bypass_chip`
 * (2957-2985) adds `?preferred=<method>&razer_bank_code=<the wallet's Razer name>`, and its Atome
 * gateway (`wc_gateway_chip_5`) always `?preferred=razer_atome&razer_bank_code=Atome`. The
 * gateway's page opens the method; `razer_bank_code` names what `preferred` already says, and
 * the sandbox passes over it, as over a code of another wallet.
 */
describe("e-wallet checkout URLs as the maker's WooCommerce plugin builds them", () => {
  const sandbox = useSandbox();
  const cases = [
    ['razer_atome', 'Atome'],
    ['razer_grabpay', 'GrabPay'],
    ['razer_tng', 'TNG-EWALLET'],
    ['razer_shopeepay', 'ShopeePay'],
    ['razer_maybankqr', 'MB2U_QRPay-Push'],
    ['duitnow_qr', 'duitnow-qr'],
  ] as const;
  for (const [method, razerName] of cases) {
    it(`opens ${method} from ?preferred=${method}&razer_bank_code=${razerName}`, async () => {
      const body = purchaseBody(sandbox(), { payment_method_whitelist: [method] });
      const created = await api<Purchase>(sandbox(), 'POST', '/purchases/', body);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const query = new URLSearchParams({ preferred: method, razer_bank_code: razerName });
      const entry = await fetch(`${created.body.checkout_url}?${query}`, { redirect: 'manual' });
      assert.equal(entry.status, 302);
      const location = entry.headers.get('location') ?? '';
      assert.equal(location, `/p/${created.body.id}/method/${method}/`);
      const page = await fetch(new URL(location, sandbox().url));
      assert.equal(page.status, 200);
      assert.match(await page.text(), /name="decision"/);
    });
  }

  it("passes over a code that is not the method's wallet, as over an unknown one", async () => {
    const body = purchaseBody(sandbox(), { payment_method_whitelist: ['razer_tng', 'fpx'] });
    const created = await api<Purchase>(sandbox(), 'POST', '/purchases/', body);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    for (const [preferred, code] of [
      ['razer_tng', 'GrabPay'],
      ['razer_tng', 'NOPE'],
      // An e-wallet's parameter names no FPX bank.
      ['fpx', 'MB2U0227'],
    ] as const) {
      const query = new URLSearchParams({ preferred, razer_bank_code: code });
      const entry = await fetch(`${created.body.checkout_url}?${query}`, { redirect: 'manual' });
      assert.equal(entry.status, 302);
      assert.equal(
        entry.headers.get('location'),
        `/p/${created.body.id}/method/${preferred}/`,
        `${preferred} ${code}`,
      );
    }
  });
});
