/**
 * Property tests over real HTTP: random and hostile input (wrong types, huge numbers, unicode,
 * deep nesting, prototype keys, missing fields, hostile ids) at every endpoint of the sandbox.
 * Nothing answers 500; a 400 names the field at fault; a refused request changes nothing.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import {
  deeplyNestedText,
  fuzzSettings,
  hostileBody,
  hostileId,
  hostileJson,
  hostileKey,
} from '../../../test/fixtures/hostile-input.js';
import { api, purchaseBody, useSandbox } from './helpers.js';
import { PayoutTestClient } from './payout/helpers.js';

/** One endpoint: how to call it with a hostile id and body, and a valid body to break. */
interface Endpoint {
  name: string;
  method: string;
  path: (id: string) => string;
  valid?: Record<string, unknown>;
  api: 'collection' | 'payout' | 'plain';
}

/** What a 400 must look like: a JSON object whose keys name fields, each with a message. */
function assertNamesFields(body: unknown, where: string): void {
  assert.ok(typeof body === 'object' && body !== null, `${where}: a JSON error body`);
  const entries = Object.entries(body as Record<string, unknown>);
  assert.ok(entries.length > 0, `${where}: names a field`);
  assert.match(JSON.stringify(body), /"message"\s*:\s*"[^"]/, `${where}: says why`);
}

describe('the sandbox under hostile input', () => {
  const sandbox = useSandbox();
  const payout = new PayoutTestClient(sandbox);
  /** Ids of real objects, so that hostile bodies reach the rules behind the id lookups. */
  const real: { purchase: string; client: string; webhook: string } = {
    purchase: '',
    client: '',
    webhook: '',
  };

  before(async () => {
    real.purchase = (
      await api<{ id: string }>(sandbox(), 'POST', '/purchases/', purchaseBody(sandbox()))
    ).body.id;
    real.client = (
      await api<{ id: string }>(sandbox(), 'POST', '/clients/', { email: 'a@b.example' })
    ).body.id;
    real.webhook = (
      await api<{ id: string }>(sandbox(), 'POST', '/webhooks/', {
        title: 'Orders',
        events: ['purchase.paid'],
        callback: 'https://shop.example/h',
      })
    ).body.id;
  });

  /** Sends one request as its API wants it; the body as JSON text (or as given, when text). */
  async function send(endpoint: Endpoint, id: string, body: unknown) {
    const path = endpoint.path(encodeURIComponent(id));
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    if (endpoint.api === 'payout') {
      return payout.request(endpoint.method, path, undefined, {}, text);
    }
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (endpoint.api === 'collection') headers.Authorization = `Bearer ${sandbox().apiKey}`;
    const base = endpoint.api === 'collection' ? sandbox().baseUrl : sandbox().url;
    const response = await fetch(`${base}${path}`, {
      method: endpoint.method,
      headers,
      // The payer's pages redirect to the merchant's site, which does not exist here.
      redirect: 'manual',
      body: endpoint.method === 'GET' ? undefined : text,
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

  const endpoints = (): Endpoint[] => [
    {
      name: 'create a purchase',
      method: 'POST',
      api: 'collection',
      path: () => '/purchases/',
      valid: purchaseBody(sandbox()),
    },
    ...['capture', 'refund', 'release', 'cancel', 'charge', 'delete_recurring_token'].map(
      (action): Endpoint => ({
        name: `${action} a purchase`,
        method: 'POST',
        api: 'collection',
        path: () => `/purchases/${real.purchase}/${action}/`,
        valid: action === 'charge' ? { recurring_token: real.purchase } : { amount: 100 },
      }),
    ),
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
      name: 'update a webhook',
      method: 'PATCH',
      api: 'collection',
      path: () => `/webhooks/${real.webhook}/`,
      valid: { title: 'y' },
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
    { name: 'the payer pages', method: 'GET', api: 'plain', path: (id) => `/p/${id}/` },
    {
      name: 'a Direct Post',
      method: 'POST',
      api: 'plain',
      path: () => `/p/${real.purchase}/direct_post/`,
    },
  ];

  it('answers every endpoint without a 500, names the field of a 400, and keeps a refusal from changing anything', async () => {
    const body = (valid?: Record<string, unknown>) =>
      fc.oneof(
        hostileBody(valid),
        deeplyNestedText,
        fc.dictionary(hostileKey, hostileJson, { maxKeys: 3 }),
      );
    for (const endpoint of endpoints()) {
      await fc.assert(
        fc.asyncProperty(hostileId, body(endpoint.valid), async (id, hostile) => {
          try {
            const before = sandbox().stateSnapshot();
            const answer = await send(endpoint, id, hostile);
            const where = `${endpoint.name}: ${endpoint.method} ${endpoint.path(id).slice(0, 80)} → ${answer.status}`;
            const said = JSON.stringify(answer.body)?.slice(0, 300);
            assert.ok(answer.status < 500, `${where} ${said}`);
            if (answer.status === 400 && endpoint.api !== 'plain') {
              assertNamesFields(answer.body, where);
            }
            if (answer.status >= 400) {
              assert.ok(
                sandbox().stateSnapshot() === before,
                `${where} changed the state: ${said}`,
              );
            }
          } catch (error) {
            // The test runner shows only fast-check's summary: the reason goes to the log.
            console.error(`${endpoint.name}: ${String(error).slice(0, 500)}`);
            throw error;
          }
        }),
        fuzzSettings(50),
      );
    }
  });
});
