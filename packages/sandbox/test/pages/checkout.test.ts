import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { api, purchaseBody, useSandbox } from '../helpers.js';

/** The hosted pages over real HTTP: the payment page, the simulated bank, the card page. */

const SUCCESS = 'https://shop.example/success';
const FAILURE = 'https://shop.example/failure';

/** The `data-method` values of the choices on the payment page, in order. */
function listedMethods(page: string): string[] {
  return [...page.matchAll(/<label class="choice" data-method="([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The value of the selected option of a page's only `<select>`, if any. */
function selectedOption(page: string): string | null {
  for (const match of page.matchAll(/<option\b[^>]*>/g)) {
    if (/\sselected\b/.test(match[0])) return /value="([^"]*)"/.exec(match[0])?.[1] ?? null;
  }
  return null;
}

/** The value of the checked radio button named `name`, if any. */
function checkedValue(page: string, name: string): string | null {
  for (const match of page.matchAll(/<input\b[^>]*>/g)) {
    const tag = match[0];
    if (tag.includes(`name="${name}"`) && /\schecked\b/.test(tag)) {
      return /value="([^"]*)"/.exec(tag)?.[1] ?? null;
    }
  }
  return null;
}

describe('hosted payment pages', () => {
  const sandbox = useSandbox();

  const create = async (overrides: Record<string, unknown> = {}): Promise<Purchase> => {
    const response = await api<Purchase>(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), overrides),
    );
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  };
  const read = async (id: string): Promise<Purchase> =>
    (await api<Purchase>(sandbox(), 'GET', `/purchases/${id}/`)).body;
  const get = (path: string) => fetch(new URL(path, sandbox().url), { redirect: 'manual' });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(new URL(path, sandbox().url), {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
    });

  describe('the payment page (checkout_url)', () => {
    it('shows the purchase and lists the methods its whitelist allows, cards as one choice', async () => {
      const purchase = await create({
        reference: 'ORDER-1001',
        payment_method_whitelist: ['visa', 'mastercard', 'fpx', 'razer_grabpay'],
      });
      const response = await fetch(purchase.checkout_url);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'none'/);
      const page = await response.text();
      assert.match(page, /<html lang="en">/);
      assert.match(page, /ORDER-1001/);
      assert.match(page, /Teh tarik/);
      assert.match(page, /RM\s10\.00/);
      assert.match(page, /<legend>Choose how to pay<\/legend>/);
      assert.deepEqual(listedMethods(page), ['card', 'fpx', 'razer_grabpay']);
      assert.match(page, /Visa, Mastercard/);
      assert.doesNotMatch(page, /Maestro/);
    });

    it('lists every method when there is no whitelist, leaving out those above the total', async () => {
      const purchase = await create({
        purchase: { products: [{ name: 'Kuih', price: 500 }], currency: 'MYR' },
      });
      const methods = listedMethods(await (await fetch(purchase.checkout_url)).text());
      assert.ok(methods.includes('card'));
      assert.ok(methods.includes('fpx'));
      assert.ok(methods.includes('duitnow_qr'));
      assert.ok(!methods.includes('razer_atome'), 'Atome takes RM 10 or more');
    });

    it('offers only cards with skip_capture', async () => {
      const purchase = await create({ skip_capture: true });
      const page = await (await fetch(purchase.checkout_url)).text();
      assert.deepEqual(listedMethods(page), ['card']);
      assert.match(page, /Authorise RM\s10\.00/);
    });

    it('moves the purchase to viewed on the first view only', async () => {
      const purchase = await create();
      assert.equal(purchase.viewed_on, null);
      await fetch(purchase.checkout_url);
      const viewed = await read(purchase.id);
      assert.equal(viewed.status, 'viewed');
      assert.equal(typeof viewed.viewed_on, 'number');
      await fetch(purchase.checkout_url);
      const again = await read(purchase.id);
      assert.equal(again.viewed_on, viewed.viewed_on);
      assert.deepEqual(
        again.status_history.map((entry) => entry.status),
        ['created', 'viewed'],
      );
    });

    it('?preferred= goes straight to that method', async () => {
      const purchase = await create();
      const fpx = await get(`${purchase.checkout_url}?preferred=fpx`);
      assert.equal(fpx.status, 302);
      assert.equal(fpx.headers.get('location'), `/p/${purchase.id}/method/fpx/`);
      const withBank = await get(`${purchase.checkout_url}?preferred=fpx&fpx_bank_code=MB2U0227`);
      assert.equal(
        withBank.headers.get('location'),
        `/p/${purchase.id}/method/fpx/?fpx_bank_code=MB2U0227`,
      );
      const visa = await get(`${purchase.checkout_url}?preferred=visa`);
      assert.equal(visa.headers.get('location'), `/p/${purchase.id}/card/`);
      assert.equal((await read(purchase.id)).status, 'viewed');
    });

    it('?active= preselects a method without restricting the list', async () => {
      const purchase = await create({ payment_method_whitelist: ['visa', 'fpx', 'razer_tng'] });
      const page = await (await get(`${purchase.checkout_url}?active=fpx`)).text();
      assert.equal(checkedValue(page, 'preferred'), 'fpx');
      assert.deepEqual(listedMethods(page), ['card', 'fpx', 'razer_tng']);
      const plain = await (await get(purchase.checkout_url)).text();
      assert.equal(checkedValue(plain, 'preferred'), null);
    });

    it('shows the normal page with a notice for a method the purchase does not allow', async () => {
      const purchase = await create({ payment_method_whitelist: ['visa', 'fpx'] });
      for (const query of [
        'preferred=razer_grabpay',
        'preferred=nonsense',
        'active=razer_grabpay',
      ]) {
        const response = await get(`${purchase.checkout_url}?${query}`);
        assert.equal(response.status, 200, query);
        const page = await response.text();
        assert.match(page, /is not available for this purchase/, query);
        assert.deepEqual(listedMethods(page), ['card', 'fpx'], query);
      }
    });

    it('escapes what the merchant and the payer put in: a hostile product name, a hostile method', async () => {
      const hostile = '<img src=x onerror=alert(1)>';
      const purchase = await create({
        reference: '"><script>alert(2)</script>',
        purchase: { products: [{ name: hostile, price: 1000 }], currency: 'MYR' },
      });
      const page = await (await fetch(purchase.checkout_url)).text();
      assert.ok(!page.includes(hostile), 'the product name is not markup');
      assert.ok(
        page.includes('&lt;img src=x onerror=alert(1)&gt;'),
        'the product name is shown escaped',
      );
      assert.ok(!page.includes('<script>'));
      assert.ok(page.includes('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;'));
      const notice = await (
        await get(`${purchase.checkout_url}?preferred=${encodeURIComponent('<b onmouseover=x>')}`)
      ).text();
      assert.ok(!notice.includes('<b onmouseover=x>'));
      assert.ok(notice.includes('&lt;b onmouseover=x&gt;'));
    });

    it('shows the status, and no way to pay, for a purchase that takes no payment', async () => {
      const purchase = await create();
      await api(sandbox(), 'POST', `/purchases/${purchase.id}/cancel/`);
      for (const path of ['', '?preferred=fpx', 'card/', 'method/fpx/']) {
        const response = await get(`${purchase.checkout_url}${path}`);
        assert.equal(response.status, 200, path);
        const page = await response.text();
        assert.match(page, /Payment cancelled/, path);
        assert.doesNotMatch(page, /<form/, path);
        assert.doesNotMatch(page, /<input/, path);
      }
      const after = await read(purchase.id);
      assert.equal(after.status, 'cancelled');
      assert.equal(after.viewed_on, null);

      const paid = await create();
      await post(`/p/${paid.id}/method/fpx/`, { decision: 'approve', fpx_bank_code: 'MB2U0227' });
      const page = await (await fetch(paid.checkout_url)).text();
      assert.match(page, /Payment received/);
      assert.doesNotMatch(page, /<form/);
    });

    it('answers 404 with a page for an unknown purchase', async () => {
      const response = await get('/p/00000000-0000-4000-8000-000000000000/');
      assert.equal(response.status, 404);
      assert.match(await response.text(), /Payment not found/);
      assert.equal((await get('/p/__proto__/')).status, 404);
    });
  });

  describe('the simulated FPX bank', () => {
    it('lists the banks, none chosen, when no bank of the list is named', async () => {
      const purchase = await create();
      for (const query of ['', '?fpx_bank_code=NOPE', '?fpx_bank_code=ABB0235']) {
        const response = await get(`/p/${purchase.id}/method/fpx/${query}`);
        assert.equal(response.status, 200, query);
        const page = await response.text();
        assert.match(page, /<label for="fpx_bank_code">Choose your bank<\/label>/, query);
        assert.match(page, /Maybank2u/);
        assert.match(page, /CIMB Bank/);
        assert.equal(selectedOption(page), null, query);
        assert.match(page, /value="approve"/);
        assert.match(page, /value="decline"/);
      }
    });

    it("shows a bank named by ?fpx_bank_code= its own page, with the way back to FPX's list", async () => {
      const purchase = await create();
      const response = await get(`/p/${purchase.id}/method/fpx/?fpx_bank_code=MB2U0227`);
      assert.equal(response.status, 200);
      const page = await response.text();
      assert.match(page, /<title>Maybank2u · /);
      assert.match(
        page,
        /<p class="merchant-name acs-brand">\s*Maybank2u\s*<span class="acs-badge">FPX<\/span>/,
      );
      assert.match(page, /In test mode no Maybank2u account or app is needed/);
      assert.match(page, /RM\s10\.00/);
      assert.doesNotMatch(page, /<select/);
      assert.match(page, /<input type="hidden" name="fpx_bank_code" value="MB2U0227" \/>/);
      assert.match(page, /value="approve"/);
      assert.match(page, /value="decline"/);
      assert.match(
        page,
        new RegExp(`<a href="/p/${purchase.id}/method/fpx/">Choose another bank</a>`),
      );
      assert.equal((await read(purchase.id)).status, 'viewed');
    });

    it('pays when the payer approves, and sends them to the success redirect', async () => {
      const purchase = await create();
      await get(`/p/${purchase.id}/method/fpx/`);
      const response = await post(`/p/${purchase.id}/method/fpx/`, {
        decision: 'approve',
        fpx_bank_code: 'BCBB0235',
      });
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), SUCCESS);
      const paid = await read(purchase.id);
      assert.equal(paid.status, 'paid');
      assert.equal(paid.transaction_data.payment_method, 'fpx');
      assert.deepEqual(paid.transaction_data.extra, {});
      assert.equal(paid.transaction_data.attempts.length, 1);
      assert.equal(paid.transaction_data.attempts[0]?.successful, true);
    });

    it('asks again for a bank when none was chosen, changing nothing', async () => {
      const purchase = await create();
      const response = await post(`/p/${purchase.id}/method/fpx/`, { decision: 'approve' });
      assert.equal(response.status, 422);
      assert.match(await response.text(), /Choose your bank to continue/);
      assert.equal((await read(purchase.id)).transaction_data.attempts.length, 0);
    });

    it('fails when the payer declines, and sends them to the failure redirect', async () => {
      const purchase = await create();
      const response = await post(`/p/${purchase.id}/method/fpx/`, {
        decision: 'decline',
        fpx_bank_code: 'MB2U0227',
      });
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), FAILURE);
      const failed = await read(purchase.id);
      assert.equal(failed.status, 'error');
      assert.equal(failed.transaction_data.attempts[0]?.error?.code, 'payment_declined');
      // The failure shows on the payment page, which still takes a payment.
      const page = await (await fetch(purchase.checkout_url)).text();
      assert.match(page, /Your last payment attempt failed/);
      // Told as the method's decline, not as a card's.
      assert.ok(page.includes('The bank or the payment provider declined the payment.'));
      assert.ok(listedMethods(page).length > 0);
    });

    it('tells why the last attempt failed in the purchase’s language, never the gateway’s English', async () => {
      const cases = [
        ['ms', '4000000000009995', 'Baki kad tidak mencukupi.'],
        ['zh', '4000000000009995', '银行卡余额不足。'],
        ['ta', '4000000000009995', 'அட்டையில் போதிய இருப்பு இல்லை.'],
        ['en', '4000000000009995', 'The card has insufficient funds.'],
      ] as const;
      for (const [language, number, reason] of cases) {
        const purchase = await create({
          purchase: { products: [{ name: 'Teh tarik', price: 1000 }], currency: 'MYR', language },
        });
        const declined = await fetch(purchase.direct_post_url ?? '', {
          method: 'POST',
          body: new URLSearchParams({
            cardholder_name: 'Siti Aisyah',
            card_number: number,
            expires: `12/${String(new Date().getFullYear() + 1).slice(-2)}`,
            cvc: '123',
          }),
          redirect: 'manual',
        });
        assert.equal(declined.status, 302);
        const failed = await read(purchase.id);
        assert.equal(failed.transaction_data.attempts[0]?.error?.code, 'insufficient_funds');
        const page = await (await fetch(purchase.checkout_url)).text();
        assert.ok(page.includes(reason), `${language}: ${reason}`);
        // The gateway's own message is for the merchant, in English.
        if (language !== 'en') assert.ok(!page.includes('insufficient funds'), language);
      }
    });

    it('uses the sandbox result page when the purchase has no redirects', async () => {
      const purchase = await create({ success_redirect: undefined, failure_redirect: undefined });
      const declined = await post(`/p/${purchase.id}/method/razer_grabpay/`, {
        decision: 'decline',
      });
      assert.equal(declined.headers.get('location'), `/p/${purchase.id}/result/`);
      const failurePage = await (await get(`/p/${purchase.id}/result/`)).text();
      assert.match(failurePage, /Payment failed/);
      assert.match(failurePage, /Try again/);

      const approved = await post(`/p/${purchase.id}/method/razer_grabpay/`, {
        decision: 'approve',
      });
      assert.equal(approved.headers.get('location'), `/p/${purchase.id}/result/`);
      const successPage = await (await get(`/p/${purchase.id}/result/`)).text();
      assert.match(successPage, /Payment received/);
      assert.equal((await read(purchase.id)).status, 'paid');
    });

    it('refuses a method the purchase does not allow', async () => {
      const purchase = await create({ payment_method_whitelist: ['visa'] });
      const page = await get(`/p/${purchase.id}/method/fpx/`);
      assert.equal(page.status, 404);
      const response = await post(`/p/${purchase.id}/method/fpx/`, {
        decision: 'approve',
        fpx_bank_code: 'MB2U0227',
      });
      assert.equal(response.status, 404);
      assert.equal((await read(purchase.id)).transaction_data.attempts.length, 0);
    });
  });

  describe('the card page', () => {
    it('is a form with the four Direct Post fields and the save-card choice', async () => {
      const purchase = await create();
      const response = await get(`/p/${purchase.id}/card/`);
      assert.equal(response.status, 200);
      const page = await response.text();
      // Checked by the page's script and the server, never by the browser's own bubbles.
      assert.match(
        page,
        new RegExp(
          `<form method="post" action="/p/${purchase.id}/card/" novalidate data-field-check>`,
        ),
      );
      for (const field of ['cardholder_name', 'card_number', 'expires', 'cvc']) {
        assert.match(page, new RegExp(`<label for="${field}">`), field);
        assert.match(page, new RegExp(`id="${field}"\\s+name="${field}"`), field);
      }
      assert.match(
        page,
        /type="checkbox"\s+id="remember_card"\s+name="remember_card"\s+value="on"/,
      );
      assert.match(page, /autocomplete="cc-number"/);
      assert.match(page, /<code>4000 0000 0000 9995<\/code> insufficient_funds/);
      assert.equal((await read(purchase.id)).status, 'viewed');
    });

    it('shows typing mistakes on the form without recording a failure, never echoing the number', async () => {
      const purchase = await create();
      const response = await post(`/p/${purchase.id}/card/`, {
        cardholder_name: 'Siti <Aisyah>',
        card_number: '4444 3333 2222 1112',
        expires: '12/40',
        cvc: '12',
      });
      assert.equal(response.status, 422);
      const page = await response.text();
      assert.match(page, /aria-invalid="true"/);
      assert.match(page, /Latin letters/);
      assert.match(page, /security code must be 3 digits/);
      assert.ok(!page.includes('4444 3333 2222 1112'));
      assert.ok(page.includes('value="Siti &lt;Aisyah&gt;"'));
      assert.equal((await read(purchase.id)).transaction_data.attempts.length, 0);
    });

    it('pays with the non-3-D-Secure test card typed with spaces', async () => {
      const purchase = await create();
      const response = await post(`/p/${purchase.id}/card/`, {
        cardholder_name: 'Siti Aisyah',
        card_number: '4444 3333 2222 1111',
        expires: '12 / 35',
        cvc: '123',
        remember_card: 'on',
      });
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), SUCCESS);
      const paid = await read(purchase.id);
      assert.equal(paid.status, 'paid');
      assert.equal(paid.is_recurring_token, true);
    });

    it('sends the 3-D-Secure test card to the 3-D Secure page', async () => {
      const purchase = await create();
      const response = await post(`/p/${purchase.id}/card/`, {
        cardholder_name: 'Siti Aisyah',
        card_number: '5555555555554444',
        expires: '12/35',
        cvc: '123',
      });
      assert.equal(response.headers.get('location'), `/p/${purchase.id}/3ds/`);
      const approved = await post(`/p/${purchase.id}/3ds/`, { decision: 'approve' });
      assert.equal(approved.headers.get('location'), SUCCESS);
      assert.equal((await read(purchase.id)).status, 'paid');
    });

    it('fails an expired card as a payment failure', async () => {
      const purchase = await create();
      const response = await post(`/p/${purchase.id}/card/`, {
        cardholder_name: 'Siti Aisyah',
        card_number: '4444333322221111',
        expires: '01/20',
        cvc: '123',
      });
      assert.equal(response.headers.get('location'), FAILURE);
      assert.equal(
        (await read(purchase.id)).transaction_data.attempts[0]?.error?.code,
        'expired_card',
      );
    });
  });
});
