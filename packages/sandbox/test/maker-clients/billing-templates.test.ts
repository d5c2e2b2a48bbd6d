import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Purchase } from '@checkout-kit/protocol';
import { type Sandbox, startSandbox } from '../../src/index.js';
import { api, useSandbox } from '../helpers.js';
import { NON_3DS_CARD } from './paid-purchase.js';

/*
 * Billing templates and `billing/`, which the interface description does not show, sent as the
 * gateway maker's PHP SDK sends them: chip-php-sdk v1.1.3 `lib/Traits/Api/Billing.php:17-112`
 * (the same paths in 2.x `lib/Resource/BillingResource.php`), bodies serialised from
 * `lib/Model/Billing/BillingTemplate.php` (every field but nulls, lines 41-52) and
 * `BillingTemplateClient.php` (every field but falsy ones, line 24), with the values of the
 * SDK's own `test.php:29-80` (a product of price 100; `subscription_period` 1 `months`,
 * `subscription_due_period` 7 `days`, `subscription_active` true; a client patched with
 * `{"status": "active"}`). Each answer carries the fields of the model the SDK maps it to.
 */
interface Template {
  type: string;
  id: string;
  title: string;
  is_subscription: boolean;
  brand_id: string;
  purchase: { products: { name: string; price: number }[] };
  clients: TemplateClient[];
  subscription_has_active_clients: boolean;
  subscription_period: number | null;
  subscription_period_units: string | null;
  created_on: number;
  updated_on: number;
}
interface TemplateClient {
  type: string;
  id: string;
  client_id: string;
  status: string;
  number_of_billing_cycles_passed: number;
  subscription_billing_scheduled_on: number;
  created_on: number;
}
interface List<T> {
  results: T[];
  next: string | null;
  previous: string | null;
}

const NOW = new Date('2026-03-31T08:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;

/** The `purchase` of `test.php`: `PurchaseDetails` with one product of price 100. */
const PURCHASE_DETAILS = { products: [{ name: 'test product 2026-03-31', price: 100 }] };

/** `createBillingTemplate` of an invoice, as `BillingTemplate::jsonSerialize` writes it. */
const invoiceTemplate = (sandbox: Sandbox) => ({
  purchase: PURCHASE_DETAILS,
  brand_id: sandbox.brandId,
  title: 'test createBillingTemplate',
  is_subscription: false,
  invoice_due: NOW_SECONDS + 100,
});

/** `createBillingTemplate` of a subscription, with `test.php`'s subscription fields. */
const subscriptionTemplate = (sandbox: Sandbox) => ({
  purchase: PURCHASE_DETAILS,
  brand_id: sandbox.brandId,
  title: 'Monthly tea',
  is_subscription: true,
  subscription_period: 1,
  subscription_period_units: 'months',
  subscription_due_period: 7,
  subscription_due_period_units: 'days',
  subscription_active: true,
});

/** A client of the company (`/clients/`), for `client_id`. */
async function newClient(sandbox: Sandbox): Promise<string> {
  const created = await api<{ id: string }>(sandbox, 'POST', '/clients/', {
    email: 'subscriber@example.com',
  });
  assert.equal(created.status, 201);
  return created.body.id;
}

/** Pays a purchase on the sandbox's own card page, as a payer does from its `checkout_url`. */
async function payOnCardPage(sandbox: Sandbox, purchase: Purchase): Promise<Purchase> {
  const posted = await fetch(`${purchase.checkout_url}card/`, {
    method: 'POST',
    body: new URLSearchParams(NON_3DS_CARD),
    redirect: 'manual',
  });
  assert.ok(posted.status < 400, `card page answered ${posted.status}`);
  return (await api<Purchase>(sandbox, 'GET', `/purchases/${purchase.id}/`)).body;
}

/** Asserts that a refusal answered 400, named `path` with `code`, and changed nothing. */
async function assertRefused(
  sandbox: Sandbox,
  send: () => Promise<{ status: number; body: unknown }>,
  path: string[],
  code: string,
): Promise<void> {
  const before = sandbox.stateSnapshot();
  const answer = await send();
  const said = JSON.stringify(answer.body);
  assert.equal(answer.status, 400, said);
  let node = answer.body as Record<string, unknown>;
  for (const key of path) node = node[key] as Record<string, unknown>;
  const errors = node as unknown as { code: string; message: string }[];
  assert.ok(Array.isArray(errors), `${path.join('.')} named in ${said}`);
  assert.equal(errors[0]?.code, code, said);
  assert.match(errors[0]?.message ?? '', /\w/);
  assert.equal(sandbox.stateSnapshot(), before, 'a refusal changed nothing');
}

describe('billing templates, as the PHP SDK calls them', () => {
  const sandbox = useSandbox({ now: NOW });

  it('creates, lists, reads, replaces and deletes an invoice template', async () => {
    const created = await api<Template>(
      sandbox(),
      'POST',
      '/billing_templates/',
      invoiceTemplate(sandbox()),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const template = created.body;
    assert.equal(template.type, 'billing_template');
    assert.equal(template.title, 'test createBillingTemplate');
    assert.equal(template.is_subscription, false);
    assert.equal(template.brand_id, sandbox().brandId);
    assert.deepEqual(template.purchase.products, PURCHASE_DETAILS.products);
    assert.deepEqual(template.clients, []);
    assert.equal(typeof template.created_on, 'number');

    const list = await api<List<Template>>(sandbox(), 'GET', '/billing_templates/');
    assert.equal(list.status, 200);
    assert.ok(list.body.results.some((each) => each.id === template.id));
    assert.equal(list.body.next, null);
    assert.equal(list.body.previous, null);

    const read = await api<Template>(sandbox(), 'GET', `/billing_templates/${template.id}/`);
    assert.deepEqual(read.body, template);

    // updateBillingTemplate sends the whole model, as test.php does with a new title.
    const replaced = await api<Template>(sandbox(), 'PUT', `/billing_templates/${template.id}/`, {
      ...invoiceTemplate(sandbox()),
      title: 'test updateBillingTemplate',
    });
    assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
    assert.equal(replaced.body.title, 'test updateBillingTemplate');
    assert.equal(replaced.body.id, template.id);

    const deleted = await fetch(`${sandbox().baseUrl}/billing_templates/${template.id}/`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${sandbox().apiKey}` },
    });
    assert.equal(deleted.status, 204);
    const gone = await api(sandbox(), 'GET', `/billing_templates/${template.id}/`);
    assert.equal(gone.status, 404);
  });

  it('send_invoice/ makes a purchase of the template that a payer can pay', async () => {
    const template = (
      await api<Template>(sandbox(), 'POST', '/billing_templates/', invoiceTemplate(sandbox()))
    ).body;
    const clientId = await newClient(sandbox());
    const sent = await api<Purchase>(
      sandbox(),
      'POST',
      `/billing_templates/${template.id}/send_invoice/`,
      { client_id: clientId },
    );
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    const purchase = sent.body;
    assert.equal(purchase.type, 'purchase');
    assert.equal(purchase.billing_template_id, template.id);
    assert.equal(purchase.client_id, clientId);
    assert.equal(purchase.client.email, 'subscriber@example.com');
    assert.equal(purchase.purchase.total, 100);
    assert.equal(purchase.due, NOW_SECONDS + 100);
    assert.equal(purchase.status, 'created');
    assert.equal((await payOnCardPage(sandbox(), purchase)).status, 'paid');
  });

  it('add_subscriber/ makes an active subscriber and a first purchase that a payer can pay', async () => {
    const created = await api<Template>(
      sandbox(),
      'POST',
      '/billing_templates/',
      subscriptionTemplate(sandbox()),
    );
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const template = created.body;
    assert.equal(template.subscription_period_units, 'months');
    const clientId = await newClient(sandbox());
    const added = await api<{ billing_template_client: TemplateClient; purchase: Purchase }>(
      sandbox(),
      'POST',
      `/billing_templates/${template.id}/add_subscriber/`,
      { client_id: clientId },
    );
    assert.equal(added.status, 201, JSON.stringify(added.body));
    const { billing_template_client: subscriber, purchase } = added.body;
    assert.equal(subscriber.type, 'billing_template_client');
    assert.equal(subscriber.client_id, clientId);
    assert.equal(subscriber.status, 'active');
    assert.equal(subscriber.number_of_billing_cycles_passed, 0);
    // One month after 31 March is 30 April, as a calendar counts: 30 days.
    assert.equal(subscriber.subscription_billing_scheduled_on - subscriber.created_on, 30 * 86_400);
    assert.equal(purchase.billing_template_id, template.id);
    assert.equal(purchase.due, subscriber.created_on + 7 * 86_400);
    assert.equal((await payOnCardPage(sandbox(), purchase)).status, 'paid');

    const clients = await api<List<TemplateClient>>(
      sandbox(),
      'GET',
      `/billing_templates/${template.id}/clients/`,
    );
    assert.equal(clients.status, 200);
    assert.deepEqual(clients.body.results, [subscriber]);
    const withClients = await api<Template>(sandbox(), 'GET', `/billing_templates/${template.id}/`);
    assert.deepEqual(withClients.body.clients, [subscriber]);
    assert.equal(withClients.body.subscription_has_active_clients, true);

    const path = `/billing_templates/${template.id}/clients/${subscriber.id}/`;
    assert.deepEqual((await api(sandbox(), 'GET', path)).body, subscriber);
    const paused = await api<TemplateClient>(sandbox(), 'PATCH', path, { status: 'inactive' });
    assert.equal(paused.status, 200, JSON.stringify(paused.body));
    assert.equal(paused.body.status, 'inactive');
    // test.php's updateBillingTemplateClient.
    const active = await api<TemplateClient>(sandbox(), 'PATCH', path, { status: 'active' });
    assert.equal(active.body.status, 'active');
  });

  it('billing/ sends an invoice to each client and answers their purchases', async () => {
    const [first, second] = [await newClient(sandbox()), await newClient(sandbox())];
    const sent = await api<Purchase[]>(sandbox(), 'POST', '/billing/', {
      clients: [{ client_id: first }, { client_id: second, payment_method_whitelist: ['visa'] }],
      purchase: PURCHASE_DETAILS,
      brand_id: sandbox().brandId,
      invoice_due: NOW_SECONDS + 100,
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assert.deepEqual(
      sent.body.map((each) => [each.client_id, each.payment_method_whitelist, each.status]),
      [
        [first, null, 'created'],
        [second, ['visa'], 'created'],
      ],
    );
    assert.equal((await payOnCardPage(sandbox(), sent.body[1] as Purchase)).status, 'paid');
  });

  it('refuses a broken body naming the field, and changes nothing', async () => {
    const s = sandbox();
    const post = (path: string, body: unknown) => () => api(s, 'POST', path, body);
    const { title, ...untitled } = invoiceTemplate(s);
    await assertRefused(s, post('/billing_templates/', untitled), ['title'], 'required');
    await assertRefused(
      s,
      post('/billing_templates/', { ...invoiceTemplate(s), is_subscription: undefined }),
      ['is_subscription'],
      'required',
    );
    await assertRefused(
      s,
      post('/billing_templates/', { ...invoiceTemplate(s), invoice_due: 'tomorrow' }),
      ['invoice_due'],
      'invalid',
    );
    await assertRefused(
      s,
      post('/billing_templates/', {
        ...invoiceTemplate(s),
        purchase: { products: [{ name: 'Tea', price: 10.5 }] },
      }),
      ['purchase', 'products', '0', 'price'],
      'not_an_integer',
    );
    await assertRefused(
      s,
      post('/billing_templates/', {
        ...subscriptionTemplate(s),
        subscription_period_units: 'fortnights',
      }),
      ['subscription_period_units'],
      'invalid_choice',
    );
    const { subscription_period: period, ...periodless } = subscriptionTemplate(s);
    await assertRefused(
      s,
      post('/billing_templates/', periodless),
      ['subscription_period'],
      'required',
    );

    const invoice = (await api<Template>(s, 'POST', '/billing_templates/', invoiceTemplate(s)))
      .body;
    const subscription = (
      await api<Template>(s, 'POST', '/billing_templates/', subscriptionTemplate(s))
    ).body;
    const clientId = await newClient(s);
    await assertRefused(
      s,
      post(`/billing_templates/${invoice.id}/send_invoice/`, {}),
      ['client_id'],
      'required',
    );
    await assertRefused(
      s,
      post(`/billing_templates/${invoice.id}/send_invoice/`, {
        client_id: '6c761052-b64e-48f4-a68b-b0b7ef1935a2',
      }),
      ['client_id'],
      'invalid',
    );
    await assertRefused(
      s,
      post(`/billing_templates/${invoice.id}/add_subscriber/`, { client_id: clientId }),
      ['__all__'],
      'billing_template_not_subscription',
    );
    await assertRefused(
      s,
      post(`/billing_templates/${subscription.id}/send_invoice/`, { client_id: clientId }),
      ['__all__'],
      'billing_template_is_subscription',
    );
    assert.equal(
      (
        await api(s, 'POST', `/billing_templates/${subscription.id}/add_subscriber/`, {
          client_id: clientId,
        })
      ).status,
      201,
    );
    await assertRefused(
      s,
      post(`/billing_templates/${subscription.id}/add_subscriber/`, { client_id: clientId }),
      ['client_id'],
      'not_unique',
    );
    const subscriber = (
      await api<List<TemplateClient>>(s, 'GET', `/billing_templates/${subscription.id}/clients/`)
    ).body.results[0] as TemplateClient;
    await assertRefused(
      s,
      () =>
        api(s, 'PATCH', `/billing_templates/${subscription.id}/clients/${subscriber.id}/`, {
          status: 'paused',
        }),
      ['status'],
      'invalid_choice',
    );
    await assertRefused(
      s,
      post('/billing/', {
        clients: [{ client_id: clientId }, { client_id: '6c761052-b64e-48f4-a68b-b0b7ef1935a2' }],
        purchase: PURCHASE_DETAILS,
        brand_id: s.brandId,
      }),
      ['clients', '1', 'client_id'],
      'invalid',
    );
    await assertRefused(
      s,
      post('/billing/', { purchase: PURCHASE_DETAILS, brand_id: s.brandId }),
      ['clients'],
      'required',
    );
  });
});

describe('billing templates after a restart', () => {
  it('keeps templates and their subscribers in the data file', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'checkout-sandbox-billing-'));
    const dataFile = join(folder, 'state');
    try {
      const first = await startSandbox({ dataFile, now: NOW });
      const template = (
        await api<Template>(first, 'POST', '/billing_templates/', subscriptionTemplate(first))
      ).body;
      const clientId = await newClient(first);
      const added = await api(first, 'POST', `/billing_templates/${template.id}/add_subscriber/`, {
        client_id: clientId,
      });
      assert.equal(added.status, 201);
      const before = (await api<Template>(first, 'GET', `/billing_templates/${template.id}/`)).body;
      await first.close();

      const second = await startSandbox({ dataFile, now: NOW });
      try {
        const after = await api<Template>(second, 'GET', `/billing_templates/${template.id}/`);
        assert.equal(after.status, 200);
        assert.deepEqual(after.body, before);
        assert.equal(after.body.clients.length, 1);
      } finally {
        await second.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
