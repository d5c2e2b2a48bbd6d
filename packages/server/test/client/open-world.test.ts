import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ClientRecurringToken, Page, Purchase } from '@checkout-kit/protocol';
import { CheckoutApiError, CheckoutAuthError, CheckoutValidationError } from '../../src/errors.js';
import { clientOf, payByDirectPost, purchaseInput, rejection, useSandbox } from './helpers.js';

/** CheckoutClient in an open world: bodies it does not judge, endpoints it does not wrap. */
describe('CheckoutClient, open to what the kit does not know', () => {
  const sandbox = useSandbox();
  /** A body the local rules refuse (blank e-mail) and the sandbox refuses too. */
  const badBody = () => purchaseInput({ client: { email: ' ' } });

  describe('validate: false', () => {
    it('per client: the body goes to the gateway as given, and only the gateway judges it', async () => {
      const client = clientOf(sandbox(), { validate: false });
      const error = await rejection(client.createPurchase(badBody()));
      assert.ok(error instanceof CheckoutApiError, String(error));
      assert.equal(error.status, 400, 'the sandbox answered: the body was sent');
      assert.ok(!(error instanceof CheckoutValidationError));
    });

    it('per call, either way', async () => {
      const checking = clientOf(sandbox());
      const local = await rejection(checking.createPurchase(badBody()));
      assert.ok(local instanceof CheckoutValidationError);
      const sent = await rejection(checking.createPurchase(badBody(), { validate: false }));
      assert.ok(sent instanceof CheckoutApiError && sent.status === 400);

      const trusting = clientOf(sandbox(), { validate: false });
      const refused = await rejection(trusting.createPurchase(badBody(), { validate: true }));
      assert.ok(refused instanceof CheckoutValidationError);
      const webhook = await rejection(
        trusting.createWebhook(
          { title: ' ', events: ['purchase.paid'], callback: 'x' },
          { validate: true },
        ),
      );
      assert.ok(webhook instanceof CheckoutValidationError);
    });

    it('refuses a validate option that is not a boolean', () => {
      assert.throws(
        () => clientOf(sandbox(), { validate: 'no' as never }),
        (error: unknown) =>
          error instanceof CheckoutValidationError &&
          /validate must be true or false/.test(error.message),
      );
    });
  });

  describe('request(): an endpoint the kit does not wrap, on the same transport', () => {
    it('reads and writes, typed by the caller', async () => {
      const client = clientOf(sandbox());
      const created = await client.request<Purchase>('POST', '/purchases/', {
        body: { ...purchaseInput(), brand_id: sandbox().brandId },
      });
      assert.equal(created.status, 'created');
      const page = await client.request<Page<Purchase>>('GET', `/purchases/${created.id}/`);
      assert.equal((page as unknown as Purchase).id, created.id);
      const clients = await client.request<Page<unknown>>('GET', '/clients/', {
        query: { page: 1, unused: undefined },
      });
      assert.ok(Array.isArray(clients.results));
    });

    it('maps errors as every method does, and never shows the key', async () => {
      const client = clientOf(sandbox());
      const missing = await rejection(client.request('GET', '/purchases/not-a-purchase/'));
      assert.ok(missing instanceof CheckoutApiError);
      assert.equal(missing.status, 404);
      const wrongKey = clientOf(sandbox(), { apiKey: 'sk_test_wrong_key_0123' });
      const denied = await rejection(wrongKey.request('GET', '/clients/'));
      assert.ok(denied instanceof CheckoutAuthError);
      assert.equal(String(denied).includes('sk_test_wrong_key_0123'), false);
    });

    it('refuses a path that would leave the base URL, or an unknown method', async () => {
      const client = clientOf(sandbox());
      for (const path of ['clients/', '//evil.example/x', '/../public_key/', '/a b/', '/x?y=1']) {
        const error = await rejection(client.request('GET', path));
        assert.ok(error instanceof CheckoutValidationError, path);
        assert.deepEqual(
          error.issues.map((issue) => issue.path.join('.')),
          ['path'],
          path,
        );
      }
      const method = await rejection(client.request('TRACE' as never, '/clients/'));
      assert.ok(method instanceof CheckoutValidationError);
    });

    it('judges the path as the URL resolves it: encoded dots and backslashes cannot leave /api/v1/', async () => {
      // Every URL the client hands to fetch, then the real request to the sandbox.
      const sent: string[] = [];
      const client = clientOf(sandbox(), {
        fetch: (input, init) => {
          sent.push(String(input));
          return fetch(input, init);
        },
      });
      const escapes = [
        '/%2e%2e/public_key/',
        '/%2E%2E/public_key/',
        '/.%2e/public_key/',
        '/%2e./public_key/',
        '/purchases/%2e%2e/%2e%2e/x',
        '/purchases/%2e%2e',
        '/purchases/%2e/',
        '/purchases\\..\\..\\x',
        '/\\evil.example/x',
        '/purchases/..%2f..%2fx',
        '/purchases/..%5C..%5Cx',
      ];
      for (const path of escapes) {
        const error = await rejection(client.request('GET', path));
        assert.ok(error instanceof CheckoutValidationError, `${path}: ${String(error)}`);
        assert.deepEqual(
          error.issues.map((issue) => issue.path.join('.')),
          ['path'],
          path,
        );
        assert.match(error.message, /stay under \/api\/v1\//, path);
      }
      assert.deepEqual(sent, [], 'nothing was sent for a refused path');

      // A path that stays under the base URL, encoded characters and all, still goes out.
      const missing = await rejection(client.request('GET', '/purchases/caf%C3%A9-%2d1/'));
      assert.ok(missing instanceof CheckoutApiError && missing.status === 404, String(missing));
      assert.equal(sent.length, 1);
      assert.equal(new URL(sent[0] ?? '').pathname, '/api/v1/purchases/caf%C3%A9-%2d1/');
    });
  });

  describe("a client's recurring tokens, one by one", () => {
    it('reads a saved card, revokes it, and then it is gone', async () => {
      const client = clientOf(sandbox());
      const purchase = await client.createPurchase(purchaseInput());
      await payByDirectPost(purchase, { remember: true });
      const paid = await client.getPurchase(purchase.id);
      const clientId = paid.client_id;
      assert.ok(clientId);
      const { results } = await client.listRecurringTokens(clientId);
      const [listed] = results;
      assert.ok(listed);

      const token: ClientRecurringToken = await client.getClientRecurringToken(clientId, listed.id);
      assert.equal(token.id, listed.id);
      assert.equal(token.recurring_token, purchase.id);

      assert.equal(await client.deleteClientRecurringToken(clientId, listed.id), undefined);
      const gone = await rejection(client.getClientRecurringToken(clientId, listed.id));
      assert.ok(gone instanceof CheckoutApiError && gone.status === 404);
      assert.equal((await client.getPurchase(purchase.id)).is_recurring_token, false);
    });

    it('checks both ids before sending', async () => {
      const client = clientOf(sandbox());
      const error = await rejection(client.getClientRecurringToken('a/b', ''));
      assert.ok(error instanceof CheckoutValidationError);
    });
  });
});
