import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  PURCHASE_STATUSES,
  type Payment,
  type Purchase,
  type PurchaseStatus,
  type Webhook,
} from '@checkout-kit/protocol';
import {
  BLOCKED_ERROR_CODE,
  SANDBOX_SCENARIOS,
  SLOW_ACTION_MS,
  type Sandbox,
  type SandboxScenario,
  startSandbox,
} from '../../src/index.js';
import { type ApiResponse, api, purchaseBody, useSandbox } from '../helpers.js';

/**
 * The rows of the spec's "States and transitions" table that need a sandbox scenario or a
 * sandbox control (`blocked`, the `pending_*` states, `chargeback`, `sent`, `cleared`,
 * `settled`, the slow recurring-token deletion), over real HTTP, and a table that reaches
 * every status of the interface. Payments use Direct Post with the non-3-D-Secure test card.
 */

const NON_3DS = '4444333322221111';
const SUCCESS = 'https://shop.example/success';
const FAILURE = 'https://shop.example/failure';

/** A merchant's receiver for success callbacks and the webhook, on a free port. */
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.end('ok'));
});
let receiverUrl = '';
before(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
after(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

function nextYear(): string {
  return `12/${String(new Date().getFullYear() + 1).slice(-2)}`;
}

/** The code of a 400 answer's first general error. */
function generalCode(response: ApiResponse<unknown>): string | undefined {
  return (response.body as { __all__?: { code: string }[] } | null)?.__all__?.[0]?.code;
}

/** Everything the tests of one sandbox do with it. */
function harness(sandbox: () => Sandbox) {
  /** Every status seen in the history of a purchase read so far. */
  const seen = new Set<PurchaseStatus>();

  const read = async (id: string): Promise<Purchase> => {
    const response = await api<Purchase>(sandbox(), 'GET', `/purchases/${id}/`);
    assert.equal(response.status, 200);
    for (const entry of response.body.status_history) seen.add(entry.status);
    return response.body;
  };

  const create = async (
    options: {
      scenario?: SandboxScenario;
      price?: number;
      overrides?: Record<string, unknown>;
      details?: Record<string, unknown>;
    } = {},
  ): Promise<Purchase> => {
    const { scenario, price = 1000, overrides = {}, details = {} } = options;
    const response = await api<Purchase>(
      sandbox(),
      'POST',
      '/purchases/',
      purchaseBody(sandbox(), {
        success_callback: `${receiverUrl}/callback`,
        purchase: {
          products: [{ name: 'Kopi', price }],
          currency: 'MYR',
          ...(scenario ? { metadata: { sandbox_scenario: scenario } } : {}),
          ...details,
        },
        ...overrides,
      }),
    );
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body;
  };

  /** The payer's browser posts the Direct Post form; `expect` is where it must land. */
  const pay = async (
    purchase: Purchase,
    {
      remember = false,
      cvc = '123',
      expect = SUCCESS,
    }: { remember?: boolean; cvc?: string; expect?: string } = {},
  ): Promise<Purchase> => {
    const form = new URLSearchParams({
      cardholder_name: 'Siti Aisyah',
      card_number: NON_3DS,
      expires: nextYear(),
      cvc,
    });
    if (remember) form.set('remember_card', 'on');
    const response = await fetch(purchase.direct_post_url ?? '', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    assert.equal(response.status, 302);
    assert.equal(response.headers.get('location'), expect);
    return read(purchase.id);
  };

  const action = (id: string, name: string, body?: unknown) =>
    api<Purchase>(sandbox(), 'POST', `/purchases/${id}/${name}/`, body);

  /** A sandbox control, `POST /__sandbox/purchases/{id}/{name}`. */
  const control = async (id: string, name: string): Promise<ApiResponse<Purchase>> => {
    const response = await fetch(`${sandbox().url}/__sandbox/purchases/${id}/${name}`, {
      method: 'POST',
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Purchase,
    };
  };

  /** The events of a purchase in the delivery log, in order (its webhook gets them all). */
  const events = (id: string): string[] =>
    sandbox()
      .deliveries({ objectId: id })
      .filter((delivery) => delivery.kind === 'webhook')
      .map((delivery) => delivery.eventType);

  /** The success callbacks of a purchase in the delivery log, once they have gone out. */
  const callbacks = async (id: string): Promise<string[]> => {
    await sandbox().advanceTime(0);
    const log = sandbox()
      .deliveries({ objectId: id })
      .filter((delivery) => delivery.kind === 'success_callback');
    for (const delivery of log) assert.equal(delivery.state, 'delivered', delivery.eventType);
    return log.map((delivery) => delivery.eventType);
  };

  const history = (purchase: Purchase): PurchaseStatus[] =>
    purchase.status_history.map((entry) => entry.status);

  /** The sandbox clock now, in Unix seconds. */
  const nowSeconds = async (): Promise<number> => {
    const response = await fetch(`${sandbox().url}/__sandbox/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ms: 0 }),
    });
    return Math.floor(((await response.json()) as { now: number }).now / 1000);
  };

  /** Lets the slow acquirer finish what is pending. */
  const completeSlow = () => sandbox().advanceTime(SLOW_ACTION_MS);

  /** A paid purchase, optionally saved as a recurring token. */
  const paid = async (
    scenario?: SandboxScenario,
    { remember = false }: { remember?: boolean } = {},
  ): Promise<Purchase> => {
    const purchase = await create(scenario ? { scenario } : {});
    const after = await pay(purchase, { remember });
    if (after.status === 'pending_execute') {
      await completeSlow();
      return read(purchase.id);
    }
    return after;
  };

  /** A purchase in `hold` (`skip_capture`). */
  const held = async (scenario?: SandboxScenario): Promise<Purchase> => {
    const purchase = await create({
      ...(scenario ? { scenario } : {}),
      overrides: { skip_capture: true },
    });
    const after = await pay(purchase);
    if (after.status === 'pending_execute') {
      await completeSlow();
      return read(purchase.id);
    }
    return after;
  };

  /** Refunds a purchase in full and reads it back (the refund answers its Payment). */
  const refunded = async (purchase: Purchase): Promise<Purchase> => {
    const refund = await action(purchase.id, 'refund');
    assert.equal(refund.status, 200, JSON.stringify(refund.body));
    return read(purchase.id);
  };

  return {
    seen,
    read,
    create,
    pay,
    action,
    control,
    events,
    callbacks,
    history,
    nowSeconds,
    completeSlow,
    paid,
    held,
    refunded,
  };
}

describe('states and transitions of the spec', () => {
  const sandbox = useSandbox();
  const h = harness(sandbox);

  before(async () => {
    const webhook = await api<Webhook>(sandbox(), 'POST', '/webhooks/', {
      title: 'Everything',
      all_events: true,
      callback: `${receiverUrl}/webhook`,
    });
    assert.equal(webhook.status, 201);
  });

  describe('scenarios in purchase.metadata.sandbox_scenario', () => {
    it('are returned untouched, like any metadata', async () => {
      const purchase = await h.create({ scenario: 'slow' });
      assert.deepEqual(purchase.purchase.metadata, { sandbox_scenario: 'slow' });
      assert.equal(purchase.status, 'created');
    });

    it('refuses an unknown scenario with a 400 naming the field and the allowed values', async () => {
      for (const value of ['fast', 42, '', ['slow']]) {
        const response = await api(
          sandbox(),
          'POST',
          '/purchases/',
          purchaseBody(sandbox(), {
            purchase: {
              products: [{ name: 'Kopi', price: 1000 }],
              metadata: { sandbox_scenario: value },
            },
          }),
        );
        assert.equal(response.status, 400, JSON.stringify(value));
        const errors = (response.body as { purchase: { metadata: { sandbox_scenario: unknown } } })
          .purchase.metadata.sandbox_scenario as { code: string; message: string }[];
        assert.equal(errors[0]?.code, 'invalid_choice');
        assert.match(errors[0]?.message ?? '', /purchase\.metadata\.sandbox_scenario/);
        for (const name of SANDBOX_SCENARIOS) assert.ok(errors[0]?.message.includes(`"${name}"`));
      }
    });

    it('reports a bad scenario together with the body’s other problems', async () => {
      const response = await api(sandbox(), 'POST', '/purchases/', {
        ...purchaseBody(sandbox(), {
          purchase: {
            products: [{ name: 'Kopi', price: 1000 }],
            metadata: { sandbox_scenario: 'fast' },
          },
        }),
        brand_id: undefined,
      });
      assert.equal(response.status, 400);
      assert.ok(response.body.brand_id);
      assert.ok((response.body as { purchase: { metadata: object } }).purchase.metadata);
    });

    it('takes null as no scenario', async () => {
      const purchase = await h.create({ details: { metadata: { sandbox_scenario: null } } });
      assert.equal((await h.pay(purchase)).status, 'paid');
    });
  });

  describe('any payable → blocked (fraud scoring), scenario "blocked"', () => {
    it('blocks a Direct Post payment: failed attempt, purchase.payment_failure, no callback', async () => {
      const purchase = await h.create({ scenario: 'blocked' });
      const blocked = await h.pay(purchase, { expect: FAILURE });
      assert.equal(blocked.status, 'blocked');
      assert.deepEqual(h.history(blocked), ['created', 'blocked']);
      assert.equal(blocked.payment, null);
      const [attempt] = blocked.transaction_data.attempts;
      assert.equal(attempt?.type, 'execute');
      assert.equal(attempt?.successful, false);
      assert.equal(attempt?.error?.code, BLOCKED_ERROR_CODE);
      assert.equal(attempt?.extra.masked_pan, '444433******1111');
      assert.deepEqual(h.events(purchase.id), ['purchase.created', 'purchase.payment_failure']);
      assert.deepEqual(await h.callbacks(purchase.id), []);

      // Blocked takes no more payment, and cannot be cancelled.
      const again = await h.pay(purchase, { expect: FAILURE });
      assert.equal(again.transaction_data.attempts.length, 1);
      const cancel = await h.action(purchase.id, 'cancel');
      assert.equal(cancel.status, 400);
      assert.equal(generalCode(cancel), 'purchase_cancel_wrong_status');
    });

    it('blocks a recurring charge: 400 with the code, the purchase blocked', async () => {
      const token = await h.paid(undefined, { remember: true });
      const purchase = await h.create({ scenario: 'blocked' });
      const response = await h.action(purchase.id, 'charge', { recurring_token: token.id });
      assert.equal(response.status, 400);
      assert.equal(generalCode(response), BLOCKED_ERROR_CODE);
      const blocked = await h.read(purchase.id);
      assert.equal(blocked.status, 'blocked');
      assert.equal(blocked.transaction_data.attempts[0]?.type, 'recurring_execute');
      assert.equal(blocked.transaction_data.attempts[0]?.successful, false);
      assert.deepEqual(h.events(purchase.id), ['purchase.created', 'purchase.payment_failure']);
      assert.deepEqual(await h.callbacks(purchase.id), []);
    });

    it('lets a payment that fails anyway fail as usual (error), before fraud scoring', async () => {
      const purchase = await h.create({ scenario: 'blocked' });
      const failed = await h.pay(purchase, { cvc: '124', expect: FAILURE });
      assert.equal(failed.status, 'error');
      assert.equal(failed.transaction_data.attempts[0]?.error?.code, 'incorrect_cvc');
    });
  });

  describe('payable → pending_execute (slow acquirer), scenario "slow"', () => {
    it('answers pending_execute, refuses other actions, then pays with the usual callback', async () => {
      const purchase = await h.create({ scenario: 'slow' });
      const pending = await h.pay(purchase);
      assert.equal(pending.status, 'pending_execute');
      assert.deepEqual(h.history(pending), ['created', 'pending_execute']);
      assert.equal(pending.payment, null);
      assert.deepEqual(pending.transaction_data.attempts, []);
      assert.deepEqual(h.events(purchase.id), ['purchase.created', 'purchase.pending_execute']);
      assert.deepEqual(await h.callbacks(purchase.id), []);

      for (const [name, body] of [
        ['cancel', undefined],
        ['capture', undefined],
        ['release', undefined],
        ['refund', undefined],
        ['charge', { recurring_token: purchase.id }],
      ] as const) {
        const refused = await h.action(purchase.id, name, body);
        assert.equal(refused.status, 400, name);
        assert.equal(generalCode(refused), `purchase_${name}_wrong_status`);
      }
      // A second payment is left alone: the payer lands on the failure redirect.
      const again = await h.pay(purchase, { expect: FAILURE });
      assert.equal(again.status, 'pending_execute');

      await sandbox().advanceTime(SLOW_ACTION_MS - 1000);
      assert.equal((await h.read(purchase.id)).status, 'pending_execute');
      await sandbox().advanceTime(1000);
      const done = await h.read(purchase.id);
      assert.equal(done.status, 'paid');
      assert.deepEqual(h.history(done), ['created', 'pending_execute', 'paid']);
      assert.equal(done.refundable_amount, 1000);
      assert.equal(done.transaction_data.attempts[0]?.type, 'execute');
      assert.equal(done.transaction_data.attempts[0]?.successful, true);
      assert.deepEqual(h.events(purchase.id), [
        'purchase.created',
        'purchase.pending_execute',
        'purchase.paid',
      ]);
      assert.deepEqual(await h.callbacks(purchase.id), ['purchase.paid']);
    });

    it('completes a card verification (total 0) as preauthorized', async () => {
      const purchase = await h.create({
        scenario: 'slow',
        price: 0,
        overrides: { skip_capture: true },
      });
      assert.equal((await h.pay(purchase)).status, 'pending_execute');
      await h.completeSlow();
      const done = await h.read(purchase.id);
      assert.deepEqual(h.history(done), ['created', 'pending_execute', 'preauthorized']);
      assert.equal(done.is_recurring_token, true);
      assert.deepEqual(h.events(purchase.id), [
        'purchase.created',
        'purchase.pending_execute',
        'purchase.preauthorized',
      ]);
    });
  });

  describe('scenarios on the hosted pages', () => {
    const postForm = (url: string, fields: Record<string, string>) =>
      fetch(new URL(url, sandbox().url), {
        method: 'POST',
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });

    it('blocks an approved bank payment, and lets a declined one fail as usual', async () => {
      const blocked = await h.create({ scenario: 'blocked' });
      const approved = await postForm(`/p/${blocked.id}/method/fpx/`, {
        decision: 'approve',
        fpx_bank_code: 'MB2U0227',
      });
      assert.equal(approved.headers.get('location'), FAILURE);
      const after = await h.read(blocked.id);
      assert.equal(after.status, 'blocked');
      assert.equal(after.transaction_data.attempts[0]?.payment_method, 'fpx');
      assert.equal(after.transaction_data.attempts[0]?.error?.code, BLOCKED_ERROR_CODE);

      const declined = await h.create({ scenario: 'blocked' });
      await postForm(`/p/${declined.id}/method/fpx/`, {
        decision: 'decline',
        fpx_bank_code: 'MB2U0227',
      });
      assert.equal((await h.read(declined.id)).status, 'error');
    });

    it('leaves a 3-D Secure payment pending after the 3-D Secure page', async () => {
      const purchase = await h.create({ scenario: 'slow' });
      const posted = await postForm(purchase.direct_post_url ?? '', {
        cardholder_name: 'Siti Aisyah',
        card_number: '5555555555554444',
        expires: nextYear(),
        cvc: '123',
      });
      assert.equal(posted.headers.get('location'), `/p/${purchase.id}/3ds/`);
      const approved = await postForm(`/p/${purchase.id}/3ds/`, { decision: 'approve' });
      assert.equal(approved.headers.get('location'), SUCCESS);
      assert.equal((await h.read(purchase.id)).status, 'pending_execute');
      await h.completeSlow();
      const done = await h.read(purchase.id);
      assert.equal(done.status, 'paid');
      assert.equal(done.transaction_data.extra.three_d_secure, true);
    });

    it('shows a pending purchase as processing on its result page', async () => {
      const purchase = await h.create({
        scenario: 'slow',
        overrides: { success_redirect: undefined, failure_redirect: undefined },
      });
      const card = await postForm(`/p/${purchase.id}/card/`, {
        cardholder_name: 'Siti Aisyah',
        card_number: NON_3DS,
        expires: nextYear(),
        cvc: '123',
      });
      assert.equal(card.headers.get('location'), `/p/${purchase.id}/result/`);
      const result = await (
        await fetch(new URL(`/p/${purchase.id}/result/`, sandbox().url))
      ).text();
      assert.match(result, /Payment processing/);
      assert.match(result, /pending_execute/);
    });
  });

  describe('hold → pending_capture, scenario "slow"', () => {
    it('answers pending_capture once, however many captures race, then captures', async () => {
      const hold = await h.held('slow');
      assert.deepEqual(h.history(hold), ['created', 'pending_execute', 'hold']);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => h.action(hold.id, 'capture', { amount: 600 })),
      );
      const accepted = results.filter((r) => r.status === 200);
      assert.equal(accepted.length, 1);
      assert.equal(accepted[0]?.body.status, 'pending_capture');
      for (const refused of results.filter((r) => r.status !== 200)) {
        assert.equal(generalCode(refused), 'purchase_capture_wrong_status');
      }
      const release = await h.action(hold.id, 'release');
      assert.equal(generalCode(release), 'purchase_release_wrong_status');
      assert.deepEqual(await h.callbacks(hold.id), []);

      await h.completeSlow();
      const done = await h.read(hold.id);
      assert.equal(done.status, 'paid');
      assert.deepEqual(h.history(done), [
        'created',
        'pending_execute',
        'hold',
        'pending_capture',
        'paid',
      ]);
      assert.equal((done.payment as { amount: number }).amount, 600);
      assert.equal(done.refundable_amount, 600);
      assert.deepEqual(
        done.transaction_data.attempts.map((a) => [a.type, a.successful]),
        [
          ['capture', true],
          ['authorize', true],
        ],
      );
      assert.deepEqual(h.events(hold.id), [
        'purchase.created',
        'purchase.pending_execute',
        'purchase.hold',
        'purchase.pending_capture',
        'purchase.captured',
      ]);
      assert.deepEqual(await h.callbacks(hold.id), ['purchase.captured']);
    });

    it('still checks the amount at once', async () => {
      const hold = await h.held('slow');
      const refused = await api(sandbox(), 'POST', `/purchases/${hold.id}/capture/`, {
        amount: 1001,
      });
      assert.equal(refused.status, 400);
      assert.ok(refused.body.amount);
      assert.equal((await h.read(hold.id)).status, 'hold');
    });
  });

  describe('hold → pending_release, scenario "slow"', () => {
    it('answers pending_release, refuses a capture meanwhile, then releases', async () => {
      const hold = await h.held('slow');
      const release = await h.action(hold.id, 'release');
      assert.equal(release.status, 200);
      assert.equal(release.body.status, 'pending_release');
      const capture = await h.action(hold.id, 'capture');
      assert.equal(generalCode(capture), 'purchase_capture_wrong_status');
      const again = await h.action(hold.id, 'release');
      assert.equal(generalCode(again), 'purchase_release_wrong_status');

      await h.completeSlow();
      const done = await h.read(hold.id);
      assert.deepEqual(h.history(done), [
        'created',
        'pending_execute',
        'hold',
        'pending_release',
        'released',
      ]);
      assert.equal(done.transaction_data.attempts[0]?.type, 'release');
      assert.deepEqual(h.events(hold.id), [
        'purchase.created',
        'purchase.pending_execute',
        'purchase.hold',
        'purchase.pending_release',
        'purchase.released',
      ]);
      assert.deepEqual(await h.callbacks(hold.id), []);
    });
  });

  describe('new purchase → pending_charge, scenario "slow"', () => {
    it('answers 202 pending_charge with the token (200 means paid), refuses a second charge, then pays', async () => {
      const token = await h.paid(undefined, { remember: true });
      const purchase = await h.create({
        scenario: 'slow',
        overrides: { client: undefined, client_id: token.client_id },
      });
      const response = await h.action(purchase.id, 'charge', { recurring_token: token.id });
      assert.equal(response.status, 202);
      assert.equal(response.body.status, 'pending_charge');
      assert.equal(response.body.recurring_token, token.id);
      const again = await h.action(purchase.id, 'charge', { recurring_token: token.id });
      assert.equal(generalCode(again), 'purchase_charge_wrong_status');
      const cancel = await h.action(purchase.id, 'cancel');
      assert.equal(generalCode(cancel), 'purchase_cancel_wrong_status');
      assert.deepEqual(await h.callbacks(purchase.id), []);

      await h.completeSlow();
      const done = await h.read(purchase.id);
      assert.deepEqual(h.history(done), ['created', 'pending_charge', 'paid']);
      assert.equal(done.transaction_data.attempts[0]?.type, 'recurring_execute');
      assert.equal(done.transaction_data.extra.masked_pan, '444433******1111');
      assert.deepEqual(h.events(purchase.id), [
        'purchase.created',
        'purchase.pending_charge',
        'purchase.paid',
      ]);
      assert.deepEqual(await h.callbacks(purchase.id), ['purchase.paid']);
    });
  });

  describe('paid → pending_refund, scenario "slow"', () => {
    it('answers pending_refund referencing the refund, refuses refunds meanwhile, then refunds', async () => {
      const paid = await h.paid('slow');
      const results = await Promise.all(
        Array.from({ length: 5 }, () => h.action(paid.id, 'refund', { amount: 300 })),
      );
      const accepted = results.filter((r) => r.status === 200);
      assert.equal(accepted.length, 1);
      for (const refused of results.filter((r) => r.status !== 200)) {
        assert.equal(generalCode(refused), 'purchase_refund_wrong_status');
      }
      const refund = accepted[0]?.body as unknown as Payment | undefined;
      assert.equal(refund?.type, 'payment');
      assert.equal(refund?.payment.amount, 300);
      const pending = await h.read(paid.id);
      assert.equal(pending.status, 'pending_refund');
      assert.equal(pending.refundable_amount, 1000, 'the amount leaves when the refund completes');
      const pendingEntry = pending.status_history.at(-1);
      assert.deepEqual(pendingEntry?.related_object, { type: 'payment', id: refund?.id });

      await h.completeSlow();
      const done = await h.read(paid.id);
      assert.deepEqual(h.history(done), [
        'created',
        'pending_execute',
        'paid',
        'pending_refund',
        'refunded',
      ]);
      assert.equal(done.refundable_amount, 700);
      assert.equal(done.refund_availability, 'partial_only');
      assert.deepEqual(done.status_history.at(-1)?.related_object, pendingEntry?.related_object);
      assert.deepEqual(h.events(paid.id), [
        'purchase.created',
        'purchase.pending_execute',
        'purchase.paid',
        'purchase.pending_refund',
        'payment.refunded',
      ]);
      assert.deepEqual(await h.callbacks(paid.id), ['purchase.paid']);

      // A partial refund leaves the rest refundable, and no more than the rest.
      const tooMuch = await h.action(paid.id, 'refund', { amount: 701 });
      assert.equal(tooMuch.status, 400);
      assert.ok('amount' in tooMuch.body);
    });
  });

  describe('delete_recurring_token, slow: purchase.pending_recurring_token_delete', () => {
    it('answers 200 at once, stops charges, then deletes the token', async () => {
      const token = await h.paid('slow', { remember: true });
      assert.equal(token.is_recurring_token, true);
      const response = await h.action(token.id, 'delete_recurring_token');
      assert.equal(response.status, 200);
      assert.equal(response.body.status, 'paid');
      assert.equal(response.body.is_recurring_token, true, 'a token until the deletion completes');
      assert.deepEqual(h.events(token.id), [
        'purchase.created',
        'purchase.pending_execute',
        'purchase.paid',
        'purchase.pending_recurring_token_delete',
      ]);
      const other = await h.create();
      const charge = await h.action(other.id, 'charge', { recurring_token: token.id });
      assert.equal(generalCode(charge), 'invalid_recurring_token');
      const again = await h.action(token.id, 'delete_recurring_token');
      assert.equal(generalCode(again), 'invalid_recurring_token');

      await h.completeSlow();
      const done = await h.read(token.id);
      assert.equal(done.is_recurring_token, false);
      assert.equal(done.transaction_data.attempts[0]?.type, 'delete_recurring_token');
      assert.deepEqual(h.events(token.id), [
        'purchase.created',
        'purchase.pending_execute',
        'purchase.paid',
        'purchase.pending_recurring_token_delete',
        'purchase.recurring_token_deleted',
      ]);
      const tokens = await api<{ results: unknown[] }>(
        sandbox(),
        'GET',
        `/clients/${token.client_id}/recurring_tokens/`,
      );
      assert.deepEqual(tokens.body.results, []);
    });
  });

  describe('sandbox controls under /__sandbox/purchases/{id}/', () => {
    it('send: created → sent, still payable, viewed when opened', async () => {
      const purchase = await h.create();
      const sent = await h.control(purchase.id, 'send');
      assert.equal(sent.status, 200);
      assert.equal(sent.body.status, 'sent');
      const again = await h.control(purchase.id, 'send');
      assert.equal(again.status, 400);
      assert.equal(generalCode(again), 'purchase_send_wrong_status');
      await (await fetch(purchase.checkout_url)).arrayBuffer();
      const viewed = await h.read(purchase.id);
      assert.deepEqual(h.history(viewed), ['created', 'sent', 'viewed']);
      assert.equal((await h.pay(purchase)).status, 'paid');
    });

    it('chargeback: paid → chargeback, nothing left to refund', async () => {
      const paid = await h.paid();
      const chargeback = await h.control(paid.id, 'chargeback');
      assert.equal(chargeback.status, 200);
      assert.equal(chargeback.body.status, 'chargeback');
      assert.equal(chargeback.body.refundable_amount, 0);
      assert.equal(chargeback.body.refund_availability, 'none');
      assert.deepEqual(h.history(await h.read(paid.id)), ['created', 'paid', 'chargeback']);
      const refund = await h.action(paid.id, 'refund');
      assert.equal(generalCode(refund), 'purchase_refund_wrong_status');

      const unpaid = await h.create();
      const refused = await h.control(unpaid.id, 'chargeback');
      assert.equal(refused.status, 400);
      assert.equal(generalCode(refused), 'purchase_chargeback_wrong_status');
      assert.equal((await h.read(unpaid.id)).status, 'created');
    });

    it('settle: a card payment goes paid → cleared → settled with purchase.settled, and is no longer refundable', async () => {
      const paid = await h.paid();
      const settled = await h.control(paid.id, 'settle');
      assert.equal(settled.status, 200);
      assert.equal(settled.body.status, 'settled');
      assert.deepEqual(h.history(settled.body), ['created', 'paid', 'cleared', 'settled']);
      assert.deepEqual(h.events(paid.id), [
        'purchase.created',
        'purchase.paid',
        'purchase.settled',
      ]);
      assert.deepEqual(await h.callbacks(paid.id), ['purchase.paid']);
      const again = await h.control(paid.id, 'settle');
      assert.equal(generalCode(again), 'purchase_settle_wrong_status');
      // The description refunds from paid only.
      const refund = await h.action(paid.id, 'refund', { amount: 100 });
      assert.equal(generalCode(refund), 'purchase_refund_wrong_status');

      const hold = await h.held();
      const refused = await h.control(hold.id, 'settle');
      assert.equal(refused.status, 400);
      assert.equal(generalCode(refused), 'purchase_settle_wrong_status');
    });

    it('settle: an FPX payment stays paid, and purchase.settled is delivered all the same', async () => {
      const purchase = await h.create();
      const approved = await fetch(new URL(`/p/${purchase.id}/method/fpx/`, sandbox().url), {
        method: 'POST',
        body: new URLSearchParams({ decision: 'approve', fpx_bank_code: 'MB2U0227' }),
        redirect: 'manual',
      });
      await approved.arrayBuffer();
      const settled = await h.control(purchase.id, 'settle');
      assert.equal(settled.status, 200);
      // As the live sample 07: an FPX purchase, purchase.settled, status paid.
      assert.equal(settled.body.status, 'paid');
      assert.equal(settled.body.transaction_data.payment_method, 'fpx');
      assert.deepEqual(h.history(settled.body), ['created', 'paid']);
      assert.equal(h.events(purchase.id).at(-1), 'purchase.settled');
      assert.equal((await h.action(purchase.id, 'refund', { amount: 100 })).status, 200);
    });

    it('answers 404 for an unknown purchase and 405 for another method', async () => {
      const missing = await h.control('7b7f1f8e-3f5f-4b2e-9d8a-1f6f0b9a2c3d', 'settle');
      assert.equal(missing.status, 404);
      assert.equal(generalCode(missing), 'not_found');
      const purchase = await h.create();
      const get = await fetch(`${sandbox().url}/__sandbox/purchases/${purchase.id}/send`);
      assert.equal(get.status, 405);
      assert.equal(get.headers.get('allow'), 'POST');
    });

    it('are on the Sandbox object too', async () => {
      const paid = await h.paid();
      const settled = sandbox().settlePurchase(paid.id);
      assert.equal(settled.status, 'settled');
      assert.throws(() => sandbox().settlePurchase(paid.id), /cannot be settled/);
      const created = await h.create();
      assert.equal(sandbox().sendPurchase(created.id).status, 'sent');
      const other = await h.paid();
      assert.equal(sandbox().chargebackPurchase(other.id).status, 'chargeback');
    });
  });

  describe('every status of the interface', () => {
    /** How to bring a new purchase to each status (it must then be in its history). */
    const REACH: Record<PurchaseStatus, () => Promise<Purchase>> = {
      created: () => h.create(),
      sent: async () => (await h.control((await h.create()).id, 'send')).body,
      viewed: async () => {
        const purchase = await h.create();
        await (await fetch(purchase.checkout_url)).arrayBuffer();
        return purchase;
      },
      error: async () => h.pay(await h.create(), { cvc: '999', expect: FAILURE }),
      cancelled: async () => (await h.action((await h.create()).id, 'cancel')).body,
      overdue: async () => {
        const purchase = await h.create({ overrides: { due: (await h.nowSeconds()) + 60 } });
        await sandbox().advanceTime(61_000);
        return purchase;
      },
      expired: async () => {
        const purchase = await h.create({
          overrides: { due: (await h.nowSeconds()) + 60 },
          details: { due_strict: true },
        });
        await sandbox().advanceTime(61_000);
        return purchase;
      },
      blocked: async () => h.pay(await h.create({ scenario: 'blocked' }), { expect: FAILURE }),
      hold: () => h.held(),
      released: async () => (await h.action((await h.held()).id, 'release')).body,
      pending_release: async () => (await h.action((await h.held('slow')).id, 'release')).body,
      pending_capture: async () => (await h.action((await h.held('slow')).id, 'capture')).body,
      preauthorized: async () =>
        h.pay(await h.create({ price: 0, overrides: { skip_capture: true } })),
      paid: () => h.paid(),
      pending_execute: async () => h.pay(await h.create({ scenario: 'slow' })),
      pending_charge: async () => {
        const token = await h.paid(undefined, { remember: true });
        const purchase = await h.create({ scenario: 'slow' });
        return (await h.action(purchase.id, 'charge', { recurring_token: token.id })).body;
      },
      cleared: async () => (await h.control((await h.paid()).id, 'settle')).body,
      settled: async () => (await h.control((await h.paid()).id, 'settle')).body,
      chargeback: async () => (await h.control((await h.paid()).id, 'chargeback')).body,
      pending_refund: async () => h.refunded(await h.paid('slow')),
      refunded: async () => h.refunded(await h.paid()),
    };

    for (const status of PURCHASE_STATUSES) {
      it(`reaches ${status}`, async () => {
        const { id } = await REACH[status]();
        const purchase = await h.read(id);
        assert.ok(
          h.history(purchase).includes(status),
          `${status} is not in ${h.history(purchase).join(' → ')}`,
        );
      });
    }

    it('has seen every status in the histories of this file’s purchases', () => {
      assert.deepEqual(
        PURCHASE_STATUSES.filter((status) => !h.seen.has(status)),
        [],
      );
    });
  });
});

/** Starts a sandbox on a data file, runs `use` with it, and always closes it. */
async function withSandbox<T>(
  dataFile: string,
  use: (sandbox: Sandbox, h: ReturnType<typeof harness>) => Promise<T>,
): Promise<T> {
  const sandbox = await startSandbox({ dataFile });
  try {
    return await use(
      sandbox,
      harness(() => sandbox),
    );
  } finally {
    await sandbox.close();
  }
}

describe('slow actions across a restart with a data file', () => {
  const folder = mkdtemp(path.join(tmpdir(), 'checkout-sandbox-states-'));
  after(async () => rm(await folder, { recursive: true, force: true }));

  it('completes a pending payment and a pending token deletion after a restart', async () => {
    const dataFile = path.join(await folder, 'state.json');
    const { paymentId, tokenId } = await withSandbox(dataFile, async (_, h) => {
      const token = await h.paid('slow', { remember: true });
      const deletion = await h.action(token.id, 'delete_recurring_token');
      assert.equal(deletion.status, 200);
      const purchase = await h.create({ scenario: 'slow' });
      assert.equal((await h.pay(purchase)).status, 'pending_execute');
      return { paymentId: purchase.id, tokenId: token.id };
    });

    await withSandbox(dataFile, async (sandbox, h) => {
      assert.equal((await h.read(paymentId)).status, 'pending_execute');
      assert.equal((await h.read(tokenId)).is_recurring_token, true);
      // The sandbox clock restarts from real time, which is behind where the first one was
      // moved to (by the token's own slow payment): go far enough for both completions.
      await sandbox.advanceTime(2 * SLOW_ACTION_MS);
      const paid = await h.read(paymentId);
      assert.deepEqual(h.history(paid), ['created', 'pending_execute', 'paid']);
      assert.equal(
        sandbox.deliveries({ objectId: paymentId }).find((d) => d.kind === 'success_callback')
          ?.eventType,
        'purchase.paid',
      );
      assert.equal((await h.read(tokenId)).is_recurring_token, false);
    });
  });
});
