/**
 * The endpoints the property tests of `fuzz.test.ts` call, and how to call each with a hostile
 * id and body over real HTTP.
 */
import type { Sandbox } from '../src/index.js';
import { api, purchaseBody } from './helpers.js';
import { PayoutTestClient } from './payout/helpers.js';

/** One endpoint: how to call it with a hostile id and body, and a valid body to break. */
export interface Endpoint {
  name: string;
  method: string;
  path: (id: string) => string;
  valid?: Record<string, unknown>;
  api: 'collection' | 'payout' | 'plain';
  /** How the body is sent: JSON (the default), or as an HTML form posts it (the payer's pages). */
  encoding?: 'json' | 'form';
  /** Counterexamples found before, `[id, body]`: they run first on every run. */
  kept?: [string, unknown][];
}

/** Objects of one sandbox that the endpoints' paths name, and a valid purchase body for it. */
export interface RealObjects {
  purchase: string;
  client: string;
  webhook: string;
  /** An invoice billing template, a subscription one, and a subscriber of the second. */
  invoiceTemplate: string;
  subscriptionTemplate: string;
  subscriber: string;
  purchaseBody: Record<string, unknown>;
  invoiceTemplateBody: Record<string, unknown>;
}

/** Creates the {@link RealObjects} in `sandbox` (nothing of the payout service). */
export async function createRealObjects(sandbox: Sandbox): Promise<RealObjects> {
  const created = async (path: string, body: Record<string, unknown>) =>
    (await api<{ id: string }>(sandbox, 'POST', path, body)).body.id;
  const client = await created('/clients/', { email: 'a@b.example' });
  const invoiceTemplateBody = {
    brand_id: sandbox.brandId,
    title: 'Invoice',
    is_subscription: false,
    purchase: { products: [{ name: 'Tea', price: 1000 }] },
  };
  const subscriptionTemplate = await created('/billing_templates/', {
    ...invoiceTemplateBody,
    is_subscription: true,
    subscription_period: 1,
    subscription_period_units: 'months',
  });
  const added = await api<{ billing_template_client: { id: string } }>(
    sandbox,
    'POST',
    `/billing_templates/${subscriptionTemplate}/add_subscriber/`,
    { client_id: client },
  );
  return {
    purchaseBody: purchaseBody(sandbox),
    invoiceTemplateBody,
    purchase: await created('/purchases/', purchaseBody(sandbox)),
    client,
    webhook: await created('/webhooks/', {
      title: 'Orders',
      events: ['purchase.paid'],
      callback: 'https://shop.example/h',
    }),
    invoiceTemplate: await created('/billing_templates/', invoiceTemplateBody),
    subscriptionTemplate,
    subscriber: added.body.billing_template_client.id,
  };
}

/** A hostile body as a form posts it: each key with its value as text. */
function asForm(body: unknown): URLSearchParams | string {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return String(JSON.stringify(body));
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    form.append(key, typeof value === 'string' ? value : String(JSON.stringify(value)));
  }
  return form;
}

/** A card the payer's pages and Direct Post take: the gateway's non-3-D-Secure test card. */
const TEST_CARD = {
  cardholder_name: 'Siti Aisyah',
  card_number: '4444333322221111',
  expires: '12/30',
  cvc: '123',
};

/**
 * Sends one request as its API wants it: the body as JSON text (or as given, when text), or as
 * a form; a payout request signed. Answers the status and the body (parsed when JSON).
 */
export async function sendHostile(sandbox: Sandbox, endpoint: Endpoint, id: string, body: unknown) {
  const path = endpoint.path(encodeURIComponent(id));
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (endpoint.api === 'payout') {
    return new PayoutTestClient(() => sandbox).request(endpoint.method, path, undefined, {}, text);
  }
  const headers: Record<string, string> = {};
  if (endpoint.encoding !== 'form') headers['Content-Type'] = 'application/json';
  if (endpoint.api === 'collection') headers.Authorization = `Bearer ${sandbox.apiKey}`;
  const base = endpoint.api === 'collection' ? sandbox.baseUrl : sandbox.url;
  const response = await fetch(`${base}${path}`, {
    method: endpoint.method,
    headers,
    // The payer's pages redirect to the merchant's site, which does not exist here.
    redirect: 'manual',
    body:
      endpoint.method === 'GET' ? undefined : endpoint.encoding === 'form' ? asForm(body) : text,
  });
  const raw = await response.text();
  let parsed: unknown = raw;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // A page, or an empty answer.
  }
  return { status: response.status, body: parsed };
}

/**
 * Every endpoint of the sandbox, with the ids of `real` objects where a path needs one (so
 * that hostile bodies reach the rules behind the id lookups).
 */
export const endpoints = (real: RealObjects): Endpoint[] => [
  {
    name: 'create a purchase',
    method: 'POST',
    api: 'collection',
    path: () => '/purchases/',
    valid: real.purchaseBody,
  },
  ...[
    'capture',
    'refund',
    'release',
    'cancel',
    'charge',
    'delete_recurring_token',
    'mark_as_paid',
    'resend_invoice',
  ].map((action): Endpoint => ({
    name: `${action} a purchase`,
    method: 'POST',
    api: 'collection',
    path: () => `/purchases/${real.purchase}/${action}/`,
    valid: action === 'charge' ? { recurring_token: real.purchase } : { amount: 100 },
  })),
  {
    name: 'read a purchase',
    method: 'GET',
    api: 'collection',
    path: (id) => `/purchases/${id}/`,
  },
  {
    name: 'create a client',
    method: 'POST',
    api: 'collection',
    path: () => '/clients/',
    valid: { email: 'a@b.example', full_name: 'Siti' },
  },
  {
    name: 'replace a client',
    method: 'PUT',
    api: 'collection',
    path: () => `/clients/${real.client}/`,
    valid: { email: 'a@b.example' },
  },
  {
    name: 'update a client',
    method: 'PATCH',
    api: 'collection',
    path: () => `/clients/${real.client}/`,
    valid: { phone: '+60123456789' },
  },
  {
    name: 'create a webhook',
    method: 'POST',
    api: 'collection',
    path: () => '/webhooks/',
    valid: { title: 'x', events: ['purchase.paid'], callback: 'https://shop.example/h' },
  },
  {
    name: 'replace a webhook',
    method: 'PUT',
    api: 'collection',
    path: () => `/webhooks/${real.webhook}/`,
    valid: { title: 'y', events: ['purchase.paid'], callback: 'https://shop.example/h' },
  },
  {
    name: 'update a webhook',
    method: 'PATCH',
    api: 'collection',
    path: () => `/webhooks/${real.webhook}/`,
    valid: { title: 'y' },
  },
  {
    name: 'create a billing template',
    method: 'POST',
    api: 'collection',
    path: () => '/billing_templates/',
    valid: real.invoiceTemplateBody,
  },
  {
    name: 'replace a billing template',
    method: 'PUT',
    api: 'collection',
    path: () => `/billing_templates/${real.invoiceTemplate}/`,
    valid: real.invoiceTemplateBody,
  },
  {
    name: 'send an invoice of a billing template',
    method: 'POST',
    api: 'collection',
    path: () => `/billing_templates/${real.invoiceTemplate}/send_invoice/`,
    valid: { client_id: real.client },
  },
  {
    name: 'add a subscriber to a billing template',
    method: 'POST',
    api: 'collection',
    path: () => `/billing_templates/${real.subscriptionTemplate}/add_subscriber/`,
    valid: { client_id: real.client },
  },
  {
    name: 'update a subscriber of a billing template',
    method: 'PATCH',
    api: 'collection',
    path: () => `/billing_templates/${real.subscriptionTemplate}/clients/${real.subscriber}/`,
    valid: { status: 'active', payment_method_whitelist: ['visa'] },
  },
  {
    name: 'any billing template id',
    method: 'POST',
    api: 'collection',
    path: (id) => `/billing_templates/${id}/send_invoice/`,
  },
  {
    name: 'send invoices',
    method: 'POST',
    api: 'collection',
    path: () => '/billing/',
    valid: { ...real.invoiceTemplateBody, clients: [{ client_id: real.client }] },
  },
  {
    name: 'any purchase id',
    method: 'POST',
    api: 'collection',
    path: (id) => `/purchases/${id}/cancel/`,
  },
  {
    name: 'request a send limit',
    method: 'POST',
    api: 'payout',
    path: () => '/send/send_limits',
    valid: { amount: '100.00' },
    // A refusal of the first request created the payout account.
    kept: [['x', {}]],
  },
  {
    name: 'register a bank account',
    method: 'POST',
    api: 'payout',
    path: () => '/send/bank_accounts',
    valid: { account_number: '157380111111', bank_code: 'MBBEMYKL', name: 'Ahmad' },
  },
  {
    name: 'send money',
    method: 'POST',
    api: 'payout',
    path: () => '/send/send_instructions',
    valid: { bank_account_id: 1, amount: '1.00', reference: 'r' },
    // A refusal of the first request created the payout account.
    kept: [['x', {}]],
  },
  {
    name: 'create a payout webhook',
    method: 'POST',
    api: 'payout',
    path: () => '/webhooks',
    valid: { callback_url: 'https://shop.example/p', event_hooks: ['send_instruction_status'] },
  },
  {
    name: 'any payout id',
    method: 'GET',
    api: 'payout',
    path: (id) => `/send/send_instructions/${id}`,
  },
  {
    name: 'ask the approvers of any send limit again',
    method: 'POST',
    api: 'payout',
    path: (id) => `/send/send_limits/${id}/resend_approval_requests`,
  },
  {
    name: 'approve any send limit',
    method: 'GET',
    api: 'plain',
    path: (id) => `/send/send_limits/${id}/approve?token=${id}`,
  },
  {
    name: 'move the clock',
    method: 'POST',
    api: 'plain',
    path: () => '/__sandbox/advance',
    valid: { ms: 1000 },
  },
  {
    name: 'a purchase control',
    method: 'POST',
    api: 'plain',
    path: (id) => `/__sandbox/purchases/${id}/settle`,
  },
  {
    name: 'a delivery control',
    method: 'POST',
    api: 'plain',
    path: (id) => `/__sandbox/deliveries/${id}/repeat`,
  },
  {
    name: 'an FPX bank control',
    method: 'POST',
    api: 'plain',
    path: (id) => `/__sandbox/fpx_banks/fpx/${id}/offline`,
  },
  { name: 'the payer pages', method: 'GET', api: 'plain', path: (id) => `/p/${id}/` },
  {
    name: 'the card page',
    method: 'POST',
    api: 'plain',
    encoding: 'form',
    path: () => `/p/${real.purchase}/card/`,
    valid: TEST_CARD,
  },
  {
    name: 'a bank page',
    method: 'POST',
    api: 'plain',
    encoding: 'form',
    path: (id) => `/p/${real.purchase}/method/${id}/`,
    valid: { decision: 'approve', fpx_bank_code: 'MB2U0227' },
  },
  {
    name: 'a Direct Post',
    method: 'POST',
    api: 'plain',
    encoding: 'form',
    path: () => `/p/${real.purchase}/direct_post/`,
    valid: TEST_CARD,
  },
];
