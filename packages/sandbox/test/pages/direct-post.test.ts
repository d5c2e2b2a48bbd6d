import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Purchase, TransactionAttempt } from '@checkout-kit/protocol';
import { DECLINE_TEST_CARDS, type Sandbox, startSandbox } from '../../src/index.js';
import { api, purchaseBody, useSandbox } from '../helpers.js';
import { readDataFile } from '../../src/persistence/data-file-contents.js';

/**
 * The Direct Post target (`direct_post_url`) over real HTTP: the payer's browser posts the
 * merchant's form as `application/x-www-form-urlencoded`, and the sandbox answers with a
 * redirect. The sandbox clock starts mid-June 2026, so `06/26` is the current month.
 */
const NOW = new Date(2026, 5, 15, 12);
const CURRENT_MONTH = '06/26';
const LAST_MONTH = '05/26';
const LATER = '12/29';

const NON_3DS = '4444333322221111';
const THREE_DS = '5555555555554444';

const SUCCESS = 'https://shop.example/success';
const FAILURE = 'https://shop.example/failure';

type CardFields = Record<string, string>;

const card = (overrides: CardFields = {}): CardFields => ({
  cardholder_name: 'Siti Aisyah',
  card_number: NON_3DS,
  expires: LATER,
  cvc: '123',
  ...overrides,
});

/** Posts a form as a browser does, without following the redirect. */
function postForm(url: string, fields: CardFields): Promise<Response> {
  return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
}

describe('Direct Post', () => {
  const sandbox = useSandbox({ now: NOW });

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
  const post = (purchase: Purchase, fields: CardFields) =>
    postForm(purchase.direct_post_url ?? '', fields);
  const absolute = (location: string | null) => new URL(location ?? '', sandbox().url).href;

  /** Posts, expects the failure redirect, and returns the failed attempt. */
  const expectFailure = async (
    purchase: Purchase,
    fields: CardFields,
  ): Promise<TransactionAttempt> => {
    const response = await post(purchase, fields);
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), FAILURE);
    const after = await read(purchase.id);
    assert.equal(after.status, 'error');
    assert.equal(after.is_recurring_token, false);
    assert.equal(after.payment, null);
    const attempt = after.transaction_data.attempts[0];
    assert.ok(attempt);
    assert.equal(attempt.successful, false);
    return attempt;
  };

  describe('the non-3-D-Secure test card', () => {
    it('pays at once and records the card by its last 4 digits only', async () => {
      const purchase = await create();
      const response = await post(purchase, card());
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), SUCCESS);

      const paid = await read(purchase.id);
      assert.equal(paid.status, 'paid');
      assert.equal(paid.is_recurring_token, false);
      assert.equal(paid.transaction_data.payment_method, 'visa');
      const { extra, attempts } = paid.transaction_data;
      assert.equal(extra.masked_pan, '444433******1111');
      assert.equal(extra.card_brand, 'visa');
      assert.equal(extra.expiry_month, 12);
      assert.equal(extra.expiry_year, 29);
      assert.equal(extra.cardholder_name, 'Siti Aisyah');
      assert.equal(extra.three_d_secure, false);
      assert.equal(attempts.length, 1);
      assert.equal(attempts[0]?.type, 'execute');
      assert.equal(attempts[0]?.successful, true);
      assert.equal(attempts[0]?.extra.masked_pan, '444433******1111');
      assert.equal(attempts[0]?.error, null);
      assert.doesNotMatch(JSON.stringify(paid), new RegExp(NON_3DS));
    });

    it('takes an expiry in the current month', async () => {
      const purchase = await create();
      const response = await post(purchase, card({ expires: CURRENT_MONTH }));
      assert.equal(response.headers.get('location'), SUCCESS);
      assert.equal((await read(purchase.id)).status, 'paid');
    });

    it('fails at once with a wrong CVC, of 3 digits or 4', async () => {
      for (const cvc of ['124', '1234']) {
        const purchase = await create();
        const attempt = await expectFailure(purchase, card({ cvc }));
        assert.equal(attempt.error?.code, 'incorrect_cvc');
        assert.equal(attempt.extra.masked_pan, '444433******1111');
      }
    });

    it('makes a recurring token with remember_card=on', async () => {
      const purchase = await create();
      const response = await post(purchase, card({ remember_card: 'on' }));
      assert.equal(response.headers.get('location'), SUCCESS);
      const paid = await read(purchase.id);
      assert.equal(paid.status, 'paid');
      assert.equal(paid.is_recurring_token, true);
    });

    it('makes a recurring token with force_recurring, without remember_card', async () => {
      const purchase = await create({ force_recurring: true });
      await post(purchase, card());
      assert.equal((await read(purchase.id)).is_recurring_token, true);
    });

    it('holds the funds with skip_capture', async () => {
      const purchase = await create({ skip_capture: true });
      const response = await post(purchase, card());
      assert.equal(response.headers.get('location'), SUCCESS);
      const held = await read(purchase.id);
      assert.equal(held.status, 'hold');
      assert.equal(held.transaction_data.attempts[0]?.type, 'authorize');
    });

    it('preauthorises a total of 0 and saves the card', async () => {
      const purchase = await create({
        skip_capture: true,
        purchase: { products: [{ name: 'Card check', price: 0 }], currency: 'MYR' },
      });
      const response = await post(purchase, card());
      assert.equal(response.headers.get('location'), SUCCESS);
      const verified = await read(purchase.id);
      assert.equal(verified.status, 'preauthorized');
      assert.equal(verified.is_recurring_token, true);
    });

    it('keeps one attempt entry per attempt: a failure, then a success', async () => {
      const purchase = await create();
      await expectFailure(purchase, card({ cvc: '321' }));
      const response = await post(purchase, card());
      assert.equal(response.headers.get('location'), SUCCESS);
      const paid = await read(purchase.id);
      assert.equal(paid.status, 'paid');
      assert.deepEqual(
        paid.transaction_data.attempts.map((attempt) => [attempt.type, attempt.successful]),
        // Newest first, as the live gateway lists them.
        [
          ['execute', true],
          ['execute', false],
        ],
      );
    });
  });

  describe('the 3-D-Secure test card', () => {
    /** Posts the 3-D-Secure card and follows to the test 3-D Secure page. */
    const startThreeDSecure = async (purchase: Purchase, fields: CardFields = {}) => {
      const response = await post(purchase, card({ card_number: THREE_DS, ...fields }));
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), `/p/${purchase.id}/3ds/`);
      const pending = await read(purchase.id);
      assert.equal(pending.status, 'created', 'nothing is decided before the 3-D Secure page');
      assert.equal(pending.transaction_data.attempts.length, 0);
      const page = await fetch(absolute(response.headers.get('location')));
      assert.equal(page.status, 200);
      const text = await page.text();
      assert.match(text, /3-D Secure/);
      assert.match(text, /•••• 4444/);
      assert.doesNotMatch(text, new RegExp(THREE_DS));
      return absolute(response.headers.get('location'));
    };

    it('goes to the 3-D Secure page, then pays when the payer approves', async () => {
      const purchase = await create();
      const threeDSecure = await startThreeDSecure(purchase);
      const response = await postForm(threeDSecure, { decision: 'approve' });
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), SUCCESS);
      const paid = await read(purchase.id);
      assert.equal(paid.status, 'paid');
      assert.equal(paid.transaction_data.payment_method, 'mastercard');
      assert.equal(paid.transaction_data.extra.masked_pan, '555555******4444');
      assert.equal(paid.transaction_data.extra.three_d_secure, true);
      assert.equal(paid.transaction_data.attempts.length, 1);
      // The page is done: a second answer finds nothing waiting.
      assert.equal((await postForm(threeDSecure, { decision: 'approve' })).status, 200);
      assert.equal((await read(purchase.id)).transaction_data.attempts.length, 1);
    });

    const failsAfterThreeDSecure = async (cvc: string) => {
      const purchase = await create();
      const threeDSecure = await startThreeDSecure(purchase, { cvc });
      const response = await postForm(threeDSecure, { decision: 'approve' });
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), FAILURE);
      const failed = await read(purchase.id);
      assert.equal(failed.status, 'error');
      const [attempt] = failed.transaction_data.attempts;
      assert.equal(attempt?.successful, false);
      assert.equal(attempt?.error?.code, 'incorrect_cvc');
      assert.equal(attempt?.extra.three_d_secure, true);
    };

    it('fails a wrong CVC only after the 3-D Secure page, a 4-digit one too', async () => {
      for (const cvc of ['987', '1234']) {
        await failsAfterThreeDSecure(cvc);
      }
    });

    it('fails when the payer cancels on the 3-D Secure page', async () => {
      const purchase = await create();
      const threeDSecure = await startThreeDSecure(purchase);
      const response = await postForm(threeDSecure, { decision: 'cancel' });
      assert.equal(response.headers.get('location'), FAILURE);
      const failed = await read(purchase.id);
      assert.equal(failed.status, 'error');
      assert.equal(failed.transaction_data.attempts[0]?.error?.code, 'three_d_secure_failed');
    });

    it('makes a recurring token with remember_card=on after 3-D Secure', async () => {
      const purchase = await create();
      const threeDSecure = await startThreeDSecure(purchase, { remember_card: 'on' });
      await postForm(threeDSecure, { decision: 'approve' });
      const paid = await read(purchase.id);
      assert.equal(paid.status, 'paid');
      assert.equal(paid.is_recurring_token, true);
    });

    it('forgets an unfinished 3-D Secure when the payer pays with another card', async () => {
      const purchase = await create();
      const threeDSecure = await startThreeDSecure(purchase);
      const response = await post(purchase, card());
      assert.equal(response.headers.get('location'), SUCCESS);
      const late = await postForm(threeDSecure, { decision: 'approve' });
      assert.equal(late.status, 200, 'the status page: nothing is waiting any more');
      const paid = await read(purchase.id);
      assert.equal(paid.transaction_data.payment_method, 'visa');
      assert.equal(paid.transaction_data.attempts.length, 1);
    });

    it('fails an expiry in the past at once, without the 3-D Secure page', async () => {
      const purchase = await create();
      const attempt = await expectFailure(
        purchase,
        card({ card_number: THREE_DS, expires: LAST_MONTH }),
      );
      assert.equal(attempt.error?.code, 'expired_card');
    });
  });

  it('takes the form as multipart/form-data too, as a form with enctype="multipart/form-data" sends it', async () => {
    const purchase = await create();
    const body = new FormData();
    for (const [name, value] of Object.entries(card())) body.append(name, value);
    const response = await fetch(purchase.direct_post_url ?? '', {
      method: 'POST',
      body,
      redirect: 'manual',
    });
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), SUCCESS);
    assert.equal((await read(purchase.id)).status, 'paid');
  });

  it('fails an expiry in the past at once for the non-3-D-Secure card', async () => {
    const purchase = await create();
    const attempt = await expectFailure(purchase, card({ expires: LAST_MONTH }));
    assert.equal(attempt.error?.code, 'expired_card');
  });

  it('declines any other valid card number, saying only the test cards work', async () => {
    const purchase = await create();
    const attempt = await expectFailure(purchase, card({ card_number: '4111111111111111' }));
    assert.equal(attempt.error?.code, 'card_declined');
    assert.match(String(attempt.error?.message), /test cards/);
    assert.equal(attempt.extra.masked_pan, '411111******1111');
  });

  describe('decline test cards', () => {
    for (const { number, error } of DECLINE_TEST_CARDS) {
      it(`declines ${number} with ${error.code}, the payer sent to the failure redirect`, async () => {
        const purchase = await create();
        const digits = number.replaceAll(' ', '');
        const attempt = await expectFailure(purchase, card({ card_number: digits }));
        assert.deepEqual(attempt.error, error);
        assert.equal(attempt.payment_method, 'visa');
        assert.equal(attempt.extra.masked_pan, `${digits.slice(0, 6)}******${digits.slice(-4)}`);
        const failed = await read(purchase.id);
        assert.equal(failed.status, 'error');
        assert.equal(failed.transaction_data.payment_method, '');
        assert.doesNotMatch(JSON.stringify(failed), new RegExp(digits));
      });
    }

    it('declines on the hosted card page too, with the same reason', async () => {
      const purchase = await create();
      const [insufficient] = DECLINE_TEST_CARDS;
      const response = await postForm(`${purchase.checkout_url}card/`, {
        ...card({ card_number: insufficient?.number ?? '' }),
        expires: '12 / 29',
      });
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), FAILURE);
      const failed = await read(purchase.id);
      assert.equal(failed.transaction_data.attempts[0]?.error?.code, 'insufficient_funds');
    });

    it('gives each card its own code, and keeps the field rules first', async () => {
      const codes = DECLINE_TEST_CARDS.map(({ error }) => error.code);
      assert.equal(new Set(codes).size, codes.length);
      const purchase = await create();
      const [insufficient] = DECLINE_TEST_CARDS;
      const attempt = await expectFailure(
        purchase,
        card({ card_number: insufficient?.number.replaceAll(' ', '') ?? '', expires: LAST_MONTH }),
      );
      assert.equal(attempt.error?.code, 'expired_card');
      assert.match(String(attempt.error?.message), /before the current month/);
    });
  });

  describe('fields that break their rule are payment failures', () => {
    const cases: { name: string; fields: CardFields; code: string }[] = [
      {
        name: 'missing cardholder name',
        fields: { cardholder_name: '' },
        code: 'invalid_cardholder_name',
      },
      {
        name: 'non-Latin cardholder name',
        fields: { cardholder_name: 'Zoë Tan' },
        code: 'invalid_cardholder_name',
      },
      {
        name: 'cardholder name over 30',
        fields: { cardholder_name: 'A'.repeat(31) },
        code: 'invalid_cardholder_name',
      },
      {
        name: 'cardholder name over 30 as posted, spaces included',
        fields: { cardholder_name: `Siti Aisyah${' '.repeat(20)}` },
        code: 'invalid_cardholder_name',
      },
      {
        name: 'cardholder name with a tab',
        fields: { cardholder_name: 'Siti\tAisyah' },
        code: 'invalid_cardholder_name',
      },
      {
        name: 'full-width cardholder name',
        fields: { cardholder_name: 'Ｓｉｔｉ' },
        code: 'invalid_cardholder_name',
      },
      {
        name: 'card number with dashes (spaces are taken, see maker-clients)',
        fields: { card_number: '4444-3333-2222-1111' },
        code: 'invalid_card_number',
      },
      {
        name: 'card number with letters',
        fields: { card_number: '4444333322221x11' },
        code: 'invalid_card_number',
      },
      {
        name: 'card number failing Luhn',
        fields: { card_number: '4444333322221112' },
        code: 'invalid_card_number',
      },
      {
        name: 'card number over 19 digits',
        fields: { card_number: '4'.repeat(20) },
        code: 'invalid_card_number',
      },
      { name: 'missing card number', fields: { card_number: '' }, code: 'invalid_card_number' },
      {
        name: 'expiry with a 4-digit year',
        fields: { expires: '12/2029' },
        code: 'invalid_expires',
      },
      { name: 'expiry month 13', fields: { expires: '13/29' }, code: 'invalid_expires' },
      { name: 'missing expiry', fields: { expires: '' }, code: 'invalid_expires' },
      { name: 'CVC of 2 digits', fields: { cvc: '12' }, code: 'invalid_cvc' },
      { name: 'CVC with a letter', fields: { cvc: '12a' }, code: 'invalid_cvc' },
      { name: 'CVC of 5 digits', fields: { cvc: '12345' }, code: 'invalid_cvc' },
      { name: 'missing CVC', fields: { cvc: '' }, code: 'invalid_cvc' },
    ];
    for (const { name, fields, code } of cases) {
      it(`${name} → ${code}`, async () => {
        const purchase = await create();
        const attempt = await expectFailure(purchase, card(fields));
        assert.equal(attempt.error?.code, code);
        assert.equal(typeof attempt.error?.message, 'string');
      });
    }

    it('a field sent twice', async () => {
      const purchase = await create();
      const body = new URLSearchParams(card());
      body.append('card_number', THREE_DS);
      const response = await fetch(purchase.direct_post_url ?? '', {
        method: 'POST',
        body,
        redirect: 'manual',
      });
      assert.equal(response.headers.get('location'), FAILURE);
      assert.equal(
        (await read(purchase.id)).transaction_data.attempts[0]?.error?.code,
        'invalid_card_number',
      );
    });

    it('a card brand the whitelist leaves out', async () => {
      const purchase = await create({ payment_method_whitelist: ['visa'] });
      const attempt = await expectFailure(purchase, card({ card_number: THREE_DS }));
      assert.equal(attempt.error?.code, 'invalid_card_number');
    });
  });

  describe('purchases that take no Direct Post payment', () => {
    it('leaves a cancelled purchase alone and sends the payer to the failure redirect', async () => {
      const purchase = await create();
      assert.equal((await api(sandbox(), 'POST', `/purchases/${purchase.id}/cancel/`)).status, 200);
      assert.equal((await read(purchase.id)).direct_post_url, null);
      const response = await post(purchase, card());
      assert.equal(response.status, 302);
      assert.equal(response.headers.get('location'), FAILURE);
      const after = await read(purchase.id);
      assert.equal(after.status, 'cancelled');
      assert.equal(after.transaction_data.attempts.length, 0);
    });

    it('leaves a paid purchase alone, and its direct_post_url is null from then on', async () => {
      const purchase = await create();
      assert.notEqual(purchase.direct_post_url, null);
      await post(purchase, card());
      assert.equal((await read(purchase.id)).direct_post_url, null);
      // A form that still has the old URL is answered as before: the failure redirect.
      const response = await post(purchase, card({ cvc: '999' }));
      assert.equal(response.headers.get('location'), FAILURE);
      const after = await read(purchase.id);
      assert.equal(after.status, 'paid');
      assert.equal(after.transaction_data.attempts.length, 1);
    });

    it('takes one attempt only with single_attempt', async () => {
      const purchase = await create({
        purchase: {
          products: [{ name: 'Teh tarik', price: 1000 }],
          currency: 'MYR',
          single_attempt: true,
        },
      });
      await expectFailure(purchase, card({ cvc: '321' }));
      assert.equal((await read(purchase.id)).direct_post_url, null);
      const response = await post(purchase, card());
      assert.equal(response.headers.get('location'), FAILURE);
      const after = await read(purchase.id);
      assert.equal(after.status, 'error');
      assert.equal(after.transaction_data.attempts.length, 1);
    });

    it('refuses Direct Post for a purchase whose direct_post_url is null', async () => {
      const purchase = await create({ failure_redirect: undefined });
      assert.equal(purchase.direct_post_url, null);
      const response = await postForm(`${sandbox().url}/p/${purchase.id}/direct_post/`, card());
      assert.equal(response.status, 400);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/);
      assert.match(await response.text(), /Direct Post is not available/);
      const after = await read(purchase.id);
      assert.equal(after.status, 'created');
      assert.equal(after.transaction_data.attempts.length, 0);
    });

    it('answers 404 for an unknown purchase', async () => {
      const response = await postForm(
        `${sandbox().url}/p/00000000-0000-4000-8000-000000000000/direct_post/`,
        card(),
      );
      assert.equal(response.status, 404);
    });

    it('answers 415 to a body that is not a form, changing nothing', async () => {
      const purchase = await create();
      const response = await fetch(purchase.direct_post_url ?? '', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(card()),
        redirect: 'manual',
      });
      assert.equal(response.status, 415);
      assert.equal((await read(purchase.id)).transaction_data.attempts.length, 0);
    });
  });
});

describe('card data never reaches the state, the data file or the log', () => {
  it('keeps neither the numbers nor the CVC anywhere', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'checkout-sandbox-'));
    const dataFile = join(directory, 'state.json');
    const logged: string[] = [];
    const originals = {
      log: console.log,
      error: console.error,
      warn: console.warn,
      info: console.info,
    };
    for (const name of ['log', 'error', 'warn', 'info'] as const) {
      console[name] = (...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      };
    }
    let running: Sandbox | undefined;
    try {
      const sandbox = await startSandbox({ dataFile });
      running = sandbox;
      const expires = `12/${String(new Date().getFullYear() + 2).slice(-2)}`;
      const create = async (overrides: Record<string, unknown> = {}) =>
        (await api<Purchase>(sandbox, 'POST', '/purchases/', purchaseBody(sandbox, overrides)))
          .body;
      const distinctCvc = '987';
      const numbers = [NON_3DS, THREE_DS, '4111111111111111', '4000056655665556'];
      for (const number of numbers) {
        for (const cvc of [distinctCvc, '123']) {
          const purchase = await create();
          const fields = {
            cardholder_name: 'Siti Aisyah',
            card_number: number,
            expires,
            cvc,
            remember_card: 'on',
          };
          const response = await postForm(purchase.direct_post_url ?? '', fields);
          const location = response.headers.get('location') ?? '';
          if (location.endsWith('/3ds/')) {
            // Waiting on 3-D Secure is when the sandbox holds the most: check the file now too,
            // once the batch holding the wait is written (batches are apart under load).
            let waiting = '';
            const deadline = performance.now() + 5000;
            while (!waiting.includes('"pendingThreeDSecure":{')) {
              assert.ok(performance.now() < deadline, 'the pending 3-D Secure is in the file');
              await new Promise((resolve) => setTimeout(resolve, 50));
              waiting = JSON.stringify(await readDataFile(dataFile));
            }
            assert.ok(!waiting.includes(number), 'no card number while 3-D Secure is pending');
            assert.ok(!waiting.includes(`"${distinctCvc}"`), 'no CVC while 3-D Secure is pending');
            const approved = await postForm(new URL(location, sandbox.url).href, {
              decision: 'approve',
            });
            assert.equal(approved.status, 302);
          }
        }
      }
      // A rejected field still is not kept.
      const purchase = await create();
      await postForm(purchase.direct_post_url ?? '', {
        cardholder_name: 'Siti Aisyah',
        card_number: '4444 3333 2222 1111',
        expires,
        cvc: distinctCvc,
      });
      await sandbox.close();
      running = undefined;

      const parsed = await readDataFile(dataFile);
      const state = JSON.stringify(parsed);
      assert.ok(Object.keys(parsed.purchases).length >= numbers.length * 2 + 1);
      assert.ok(
        state.includes('"masked_pan":"444433******1111"'),
        'the first 6 and last 4 digits are kept, as the gateway shows them',
      );
      for (const number of numbers) {
        assert.ok(!state.includes(number), `the file holds no card number ${number.slice(0, 4)}…`);
        assert.ok(!state.includes(number.replace(/(\d{4})(?=\d)/g, '$1 ')), 'not even with spaces');
      }
      assert.ok(!state.includes(`"${distinctCvc}"`), 'the file holds no CVC value');
      assert.ok(!/"cvc"\s*:/i.test(state), 'the file has no CVC field');
      assert.ok(!/"card_number"\s*:/i.test(state), 'the file has no card number field');
      assert.ok(!state.includes(`=${distinctCvc}`), 'the file holds no form body');
      const log = logged.join('\n');
      for (const number of numbers)
        assert.ok(!log.includes(number), 'the log holds no card number');
      assert.ok(!log.includes(distinctCvc), 'the log holds no CVC');
    } finally {
      Object.assign(console, originals);
      // A failed check must not leave the sandbox serving, and the test run waiting on it.
      await running?.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
