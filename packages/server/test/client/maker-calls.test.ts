import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { missedReads, prepareCall } from '../../../../test/fixtures/maker-clients/call-setup.js';
import {
  type CallContext,
  type MakerCall,
  MAKER_CALLS,
} from '../../../../test/fixtures/maker-clients/calls.js';
import type { CheckoutClient } from '../../src/client/checkout-client.js';
import { clientOf, useSandbox } from './helpers.js';

/*
 * Every call of the gateway maker's clients (`test/fixtures/maker-clients/calls.ts`) made with
 * `CheckoutClient`, with the values the maker's client sends (a refund of `400.0`, a client with
 * empty fields, a webhook with `all_events: false`, a search by e-mail): the kit's checks take
 * each of them, the sandbox answers, and the kit's answer holds every field the maker's client
 * reads. The sandbox's own contract test sends the same calls byte for byte.
 */

/** Calls the kit has no method for, and why. */
const NOT_IN_THE_KIT: ReadonlyMap<string, string> = new Map([
  [
    'WooCommerce W10: site health, a 401 without a key means reachable',
    'the kit checks its key by making the call it needs',
  ],
  ...[
    'WHMCS H12: the account balance of the brand',
    'PHP SDK P29: the account balance',
    'PHP SDK P30: the turnover between two times',
    'WooCommerce 1.8.5: the turnover in MYR',
    'WooCommerce 1.8.5: the available balance in MYR',
  ].map((name) => [name, 'account figures belong to the merchant portal, not a checkout'] as const),
  ...[
    'PHP SDK P32: list company statements',
    'Gravity Forms G6: company statements, for the company’s id',
    'Gravity Forms G7: schedule a statement when there is none',
  ].map((name) => [name, 'statements belong to the merchant portal, not a checkout'] as const),
  ...[
    'PHP SDK P33: resend the invoice, no body',
    'PHP SDK P16: send an invoice to clients',
    'PHP SDK P17: create an invoice template',
    'PHP SDK P18: list invoice templates',
    'PHP SDK P19: read an invoice template',
    'PHP SDK P20: replace an invoice template',
    'PHP SDK P21: delete an invoice template',
    'PHP SDK P22: send the template’s invoice to a client',
    'PHP SDK P23: add a subscriber',
    'PHP SDK P24: list a template’s subscribers',
    'PHP SDK P25: read a subscriber',
    'PHP SDK P26: stop a subscriber, in part',
  ].map(
    (name) =>
      [name, 'invoices and subscriptions are billing by e-mail, not a checkout on a page'] as const,
  ),
  [
    'PHP SDK P10: mark as paid, no body',
    'a payment taken outside the gateway is the merchant’s own record, not a call of a checkout',
  ],
]);

/** A call's JSON body as the kit takes it: parsed, `{}` for none or an empty one. */
function bodyOf(call: MakerCall, context: CallContext): Record<string, never> {
  const text = call.body?.(context) ?? '';
  return text === '' ? {} : (JSON.parse(text) as Record<string, never>);
}

/** The kit's method for a call, by its method and path; `undefined` when there is none. */
function kitCall(
  checkout: CheckoutClient,
  call: MakerCall,
  context: CallContext,
): Promise<unknown> | undefined {
  const url = new URL(call.path(context), 'https://gateway.invalid');
  const body = bodyOf(call, context);
  const amount = body.amount === undefined ? {} : { amount: body.amount as number };
  const route = `${call.method} ${url.pathname.replace(/\/[0-9a-f-]{36}\//g, '/{id}/')}`;
  const [id = '', second = ''] = url.pathname.match(/[0-9a-f-]{36}/g) ?? [];
  const query = Object.fromEntries(url.searchParams);
  switch (route) {
    case 'GET /payment_methods/':
      return checkout.getPaymentMethods({
        currency: query.currency ?? 'MYR',
        ...(query.amount === undefined ? {} : { amount: Number(query.amount) }),
        ...(query.recurring === undefined ? {} : { recurring: query.recurring === 'true' }),
        ...(query.language === undefined ? {} : { language: query.language }),
      });
    case 'GET /purchases/{id}/':
      return checkout.getPurchase(id);
    case 'POST /purchases/{id}/cancel/':
      return checkout.cancelPurchase(id);
    case 'POST /purchases/{id}/release/':
      return checkout.releasePurchase(id);
    case 'POST /purchases/{id}/capture/':
      return checkout.capturePurchase(id, amount);
    case 'POST /purchases/{id}/refund/':
      return checkout.refundPurchase(id, amount);
    case 'POST /purchases/{id}/charge/':
      return checkout.chargePurchase(id, String(body.recurring_token));
    case 'POST /purchases/{id}/delete_recurring_token/':
      return checkout.deleteRecurringToken(id);
    case 'GET /public_key/':
      return checkout.getPublicKey();
    case 'GET /clients/':
      return checkout.listClients(query.q === undefined ? {} : { q: query.q });
    case 'POST /clients/':
      return checkout.createClient(body as never);
    case 'GET /clients/{id}/':
      return checkout.getClient(id);
    case 'PUT /clients/{id}/':
      return checkout.updateClient(id, body as never);
    case 'PATCH /clients/{id}/':
      return checkout.updateClient(id, body as never, { partial: true });
    case 'DELETE /clients/{id}/':
      return checkout.deleteClient(id);
    case 'GET /clients/{id}/recurring_tokens/':
      return checkout.listRecurringTokens(id);
    case 'GET /clients/{id}/recurring_tokens/{id}/':
      return checkout.getClientRecurringToken(id, second);
    case 'DELETE /clients/{id}/recurring_tokens/{id}/':
      return checkout.deleteClientRecurringToken(id, second);
    case 'GET /webhooks/':
      return checkout.listWebhooks();
    case 'POST /webhooks/':
      return checkout.createWebhook(body as never);
    case 'GET /webhooks/{id}/':
      return checkout.getWebhook(id);
    case 'PUT /webhooks/{id}/':
      return checkout.updateWebhook(id, body as never);
    case 'PATCH /webhooks/{id}/':
      return checkout.updateWebhook(id, body as never, { partial: true });
    case 'DELETE /webhooks/{id}/':
      return checkout.deleteWebhook(id);
    default:
      return undefined;
  }
}

describe('CheckoutClient: every call of the gateway maker’s clients, with their values', () => {
  const sandbox = useSandbox();

  it('leaves out only calls the catalogue has', () => {
    const names = new Set(MAKER_CALLS.map((call) => call.name));
    assert.deepEqual(
      [...NOT_IN_THE_KIT.keys()].filter((name) => !names.has(name)),
      [],
    );
  });

  for (const call of MAKER_CALLS) {
    const left = NOT_IN_THE_KIT.get(call.name);
    if (left !== undefined) {
      it(`has no method for ${call.name}: ${left}`, async () => {
        const context = await prepareCall(sandbox(), 'nothing', Date.now() / 1000);
        assert.equal(kitCall(clientOf(sandbox()), call, context), undefined);
      });
      continue;
    }
    it(`makes ${call.name}`, async () => {
      const context = await prepareCall(sandbox(), call.needs, Date.now() / 1000);
      const made = kitCall(clientOf(sandbox()), call, context);
      assert.ok(made, `no kit method for ${call.method} ${call.path(context)}`);
      assert.deepEqual(missedReads((await made) ?? null, call.reads), []);
    });
  }
});
