import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type Purchase,
  formatIssuePath,
  toGatewayErrorBody,
  validatePurchase,
} from '@checkout-kit/protocol';
import { api, useSandbox } from '../helpers.js';
import {
  type BodyContext,
  KEPT_REFUSALS,
  MAKER_CLIENT_BODIES,
  type MakerClientBody,
} from '../../../../test/fixtures/maker-clients/purchase-bodies.js';

/*
 * The contract with the gateway maker's own clients: the creation body each sends in
 * production is taken, by the sandbox over HTTP and by the rules the server package applies
 * before sending (`validatePurchase` of `@checkout-kit/server` is this one, re-exported), and
 * the answer carries what each reads back. Values the description refuses stay refused.
 */

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

/** `POST /purchases/` with the body's own bytes, as the client sends them. */
async function post(
  baseUrl: string,
  apiKey: string,
  text: string,
  query = '',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/purchases/${query}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: text,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function issueList(body: unknown): string[] {
  return validatePurchase(body).map((issue) => `${formatIssuePath(issue.path)} ${issue.code}`);
}

describe("the maker's clients' purchase bodies", () => {
  const sandbox = useSandbox({ now: NOW });
  let context: BodyContext | undefined;

  /** The brand, a saved client (for the bodies with `client_id`) and the clock. */
  async function bodyContext(): Promise<BodyContext> {
    if (context) return context;
    const saved = await api<{ id: string }>(sandbox(), 'POST', '/clients/', {
      email: 'payer@example.com',
      full_name: 'Siti Aisyah',
    });
    assert.equal(saved.status, 201);
    context = {
      brandId: sandbox().brandId,
      clientId: saved.body.id,
      nowSeconds: Math.floor(NOW / 1000),
    };
    return context;
  }

  async function send(fixture: MakerClientBody) {
    const { baseUrl, apiKey } = sandbox();
    const text = fixture.json(await bodyContext());
    const sent = JSON.parse(text) as Record<string, unknown>;
    return { sent, answer: await post(baseUrl, apiKey, text, fixture.query) };
  }

  for (const fixture of MAKER_CLIENT_BODIES) {
    it(`takes ${fixture.name} (${fixture.source})`, async () => {
      const { sent, answer } = await send(fixture);
      assert.deepEqual(issueList(sent), [], 'the rules the server package applies');
      assert.equal(answer.status, 201, JSON.stringify(answer.body));
      const purchase = answer.body as unknown as Purchase;
      for (const field of fixture.reads.filter((read) => read !== '__all__')) {
        assert.ok(field in purchase, `${fixture.name} reads ${field}`);
      }
      assert.match(purchase.id, /^[0-9a-f-]{36}$/);
      // The Laravel example takes the id from the second-to-last segment of checkout_url.
      assert.ok(purchase.checkout_url.endsWith(`/p/${purchase.id}/`), purchase.checkout_url);
      assert.equal(purchase.checkout_url.split('/').slice(0, -1).at(-1), purchase.id);
      assert.equal(
        purchase.direct_post_url,
        fixture.directPost ? `${purchase.checkout_url}direct_post/` : null,
      );
      assert.equal(purchase.is_test, true);
      // An integer reference is kept and answered as its decimal text; none is "".
      const reference = sent.reference === undefined ? '' : String(sent.reference as number);
      assert.equal(purchase.reference, reference);
      assert.equal(purchase.platform, sent.platform ?? 'api');
      assert.deepEqual(purchase.payment_method_whitelist, sent.payment_method_whitelist ?? null);
      assert.ok(Number.isSafeInteger(purchase.purchase.total), 'an integer total');
      const read = await api<Purchase>(sandbox(), 'GET', `/purchases/${purchase.id}/`);
      assert.equal(read.body.reference, reference, 'stored as the text answered');
    });
  }

  it("writes PHP's round() floats as json_encode does, whole, and reads 1050.0 as 1050 too", async () => {
    const gravityForms = MAKER_CLIENT_BODIES.find(({ name }) => name.startsWith('Gravity'));
    assert.ok(gravityForms);
    const text = gravityForms.json(await bodyContext());
    // json_encode without JSON_PRESERVE_ZERO_FRACTION, as every PHP client calls it.
    assert.ok(text.includes('"price":1050,'), 'the fixture writes the float as PHP does');
    const { answer } = await send(gravityForms);
    assert.equal((answer.body as unknown as Purchase).purchase.total, 1050);
    // The same float written with its fraction, as that flag would: the same integer amount.
    const { baseUrl, apiKey } = sandbox();
    const withFraction = await post(
      baseUrl,
      apiKey,
      text.replace('"price":1050,', '"price":1050.0,'),
      gravityForms.query,
    );
    assert.equal(withFraction.status, 201, JSON.stringify(withFraction.body));
    assert.equal((withFraction.body as unknown as Purchase).purchase.total, 1050);
    const woo185 = MAKER_CLIENT_BODIES.find(({ name }) => name.startsWith('WooCommerce 1.8.5'));
    assert.ok(woo185);
    assert.ok(woo185.json(await bodyContext()).includes('"total_override":2100,'));
    const answered = (await send(woo185)).answer.body as unknown as Purchase;
    assert.equal(answered.purchase.total, 2100);
    assert.equal(answered.purchase.language, 'en');
  });

  it('answers and stores booleans sent as "1" (Fluent Forms\' saved switches) as real booleans', async () => {
    const fluentForms = MAKER_CLIENT_BODIES.find(({ name }) => name.endsWith('switches saved'));
    assert.ok(fluentForms);
    const text = fluentForms.json(await bodyContext());
    assert.ok(text.includes('"send_receipt":"1"') && text.includes('"due_strict":"1"'));
    const { answer } = await send(fluentForms);
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    const created = answer.body as unknown as Purchase;
    const read = await api<Purchase>(sandbox(), 'GET', `/purchases/${created.id}/`);
    for (const purchase of [created, read.body]) {
      assert.equal(purchase.send_receipt, true);
      assert.equal(purchase.purchase.due_strict, true);
      assert.equal(purchase.skip_capture, false);
    }
  });

  it('takes due equal to now (a blank timing setting): with due_strict the purchase expires at once', async () => {
    const ctx = await bodyContext();
    const { baseUrl, apiKey } = sandbox();
    const body = {
      brand_id: ctx.brandId,
      client: { email: 'payer@example.com' },
      creator_agent: 'Gravity Forms: v1.2.0',
      platform: 'gravityforms',
      due: ctx.nowSeconds,
      purchase: { due_strict: true, products: [{ name: 'Donation', price: 1000 }] },
    };
    assert.deepEqual(issueList(body), []);
    const created = await post(baseUrl, apiKey, JSON.stringify(body), '?time=1790000000');
    assert.equal(created.status, 201);
    await sandbox().advanceTime(0);
    const read = await api<Purchase>(sandbox(), 'GET', `/purchases/${String(created.body.id)}/`);
    assert.equal(read.body.status, 'expired');
  });

  it('takes the time zones the plugins offer (PHP DateTimeZone::listIdentifiers)', async () => {
    const ctx = await bodyContext();
    const { baseUrl, apiKey } = sandbox();
    for (const timezone of [
      'Asia/Kuala_Lumpur',
      'UTC',
      'Europe/Kyiv',
      'America/Nuuk',
      'America/Argentina/Buenos_Aires',
      'America/Ciudad_Juarez',
      'Pacific/Kanton',
      'Antarctica/Troll',
    ]) {
      const body = {
        brand_id: ctx.brandId,
        client: { email: 'payer@example.com' },
        purchase: { timezone, language: 'en', products: [{ name: 'Tea', price: 1000 }] },
      };
      assert.deepEqual(issueList(body), [], timezone);
      const created = await post(baseUrl, apiKey, JSON.stringify(body));
      assert.equal(created.status, 201, timezone);
    }
  });

  for (const refusal of KEPT_REFUSALS) {
    it(`still refuses ${refusal.name} (${refusal.source})`, async () => {
      const ctx = await bodyContext();
      const { baseUrl, apiKey } = sandbox();
      const body = {
        brand_id: ctx.brandId,
        client: { email: 'test@test.com' },
        purchase: { products: [{ name: 'Test', price: 100 }] },
        success_redirect: 'http://localhost:3000/redirect.php?success=1',
        failure_redirect: 'http://localhost:3000/redirect.php?success=0',
        ...refusal.patch(ctx),
      };
      const text = JSON.stringify(body);
      const sent: unknown = JSON.parse(text);
      assert.deepEqual(issueList(sent), refusal.issues);
      const answer = await post(baseUrl, apiKey, text);
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body, toGatewayErrorBody(validatePurchase(sent)));
    });
  }
});
