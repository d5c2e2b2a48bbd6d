/**
 * Property tests: every public function of the server companion that takes outside data gets
 * random and hostile input (wrong types, huge numbers, unicode, deep nesting, prototype keys,
 * missing fields). Nothing throws anything but the package's documented errors, a refusal names
 * its field, and no handler answers 500. The clients talk to the sandbox, as the gateway.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { fuzzSettings } from '../../../test/fixtures/fuzz-settings.js';
import {
  hostileBody,
  hostileId,
  hostileJson,
  hostileKey,
} from '../../../test/fixtures/hostile-input.js';
import { comparePurchaseWithOrder } from '../src/callbacks/compare-purchase.js';
import { CheckoutClient } from '../src/client/checkout-client.js';
import { parseRetryAfter } from '../src/internal/retry-after.js';
import { CheckoutApiError, CheckoutError, CheckoutValidationError } from '../src/errors.js';
import { MAX_FIELD_ERRORS } from '@checkout-kit/protocol';
import { SendClient } from '../src/payout/send-client.js';
import { sendChecksum } from '../src/payout/send-checksum.js';
import { parseLookupQuery } from '../src/proxy/lookup-query.js';
import { createPaymentMethodsHandler } from '../src/proxy/payment-methods-handler.js';
import { useSandbox } from './sandbox-helpers.js';

/** A throw must be one of the package's documented errors; a refusal names its fields. */
function assertDocumented(error: unknown): void {
  assert.ok(error instanceof CheckoutError, `not a CheckoutError: ${String(error)}`);
  if (error instanceof CheckoutValidationError) {
    assert.ok(error.issues.length > 0);
    for (const issue of error.issues) assert.ok(issue.path.length > 0, issue.message);
  }
}

/** Runs `call`, which may only throw a documented error. */
function documentedOnly(call: () => unknown): void {
  try {
    call();
  } catch (error) {
    assertDocumented(error);
  }
}

/** Awaits `call`, which may only reject with a documented error. */
async function onlyDocumentedErrors(call: () => unknown): Promise<void> {
  try {
    await call();
  } catch (error) {
    assertDocumented(error);
  }
}

describe('the server companion under hostile input', () => {
  const sandbox = useSandbox();

  it('an error body of any shape becomes a CheckoutApiError', () => {
    fc.assert(
      fc.property(hostileBody(), fc.integer({ min: 100, max: 599 }), (body, status) => {
        const error = CheckoutApiError.fromResponse(status, body, { method: 'GET', path: '/x/' });
        assert.ok(error instanceof CheckoutApiError);
        assert.ok(error.fieldErrors.length <= MAX_FIELD_ERRORS);
        assert.equal(typeof error.code, 'string');
      }),
      fuzzSettings(300),
    );
  });

  it('Retry-After, lookup queries, checksums and order comparisons take anything', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.array(fc.tuple(hostileKey, fc.string({ maxLength: 30 })), { maxLength: 6 }),
        hostileJson,
        hostileJson,
        (retryAfter, pairs, delivered, order) => {
          const wait = parseRetryAfter(retryAfter);
          assert.ok(wait === null || (wait >= 0 && wait <= 86_400_000));
          const parsed = parseLookupQuery(new URLSearchParams(pairs));
          if (!parsed.ok) for (const issue of parsed.issues) assert.ok(issue.message.length > 0);
          documentedOnly(() => sendChecksum(retryAfter, 'key', 'secret'));
          // An order the merchant gave that is no order is the merchant's mistake: told so.
          documentedOnly(() => comparePurchaseWithOrder(delivered as never, order as never));
        },
      ),
      fuzzSettings(300),
    );
  });

  it('the payment-methods proxy answers any query, never 500', async () => {
    const handler = createPaymentMethodsHandler({
      client: new CheckoutClient({ ...sandbox(), retries: 0 }),
      currency: 'MYR',
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.oneof(hostileKey, fc.constantFrom('amount', 'country', 'language', 'recurring')),
            fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String)),
          ),
          { maxLength: 4 },
        ),
        async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await handler(
            new Request(`https://shop.example/payment-methods?${query}`),
          );
          assert.ok(response.status < 500, `${response.status} for ?${query}`);
          if (response.status === 400) {
            const body = (await response.json()) as { error?: { parameter?: string } } & Record<
              string,
              unknown
            >;
            assert.match(JSON.stringify(body), /parameter|amount|country|language|recurring|query/);
          }
        },
      ),
      fuzzSettings(60),
    );
  });

  it('CheckoutClient: hostile bodies and ids end in documented errors only', async () => {
    const client = new CheckoutClient({ ...sandbox(), retries: 0 });
    const purchase = {
      client: { email: 'payer@example.com' },
      purchase: { products: [{ name: 'Teh tarik', price: 1000 }], currency: 'MYR' },
    };
    await fc.assert(
      fc.asyncProperty(hostileBody(purchase), hostileId, hostileJson, async (body, id, amount) => {
        await onlyDocumentedErrors(() => client.createPurchase(body as never));
        await onlyDocumentedErrors(() => client.getPurchase(id));
        await onlyDocumentedErrors(() => client.capturePurchase(id, { amount } as never));
        await onlyDocumentedErrors(() => client.refundPurchase(id, amount as never));
        await onlyDocumentedErrors(() => client.chargePurchase(id, amount as never));
        await onlyDocumentedErrors(() => client.createClient(body as never));
        await onlyDocumentedErrors(() => client.updateWebhook(id, body as never));
        await onlyDocumentedErrors(() => client.getPaymentMethods(body as never));
      }),
      fuzzSettings(40),
    );
  });

  it('SendClient: hostile bodies and ids end in documented errors only', async () => {
    const { sendBaseUrl, sendApiKey, sendApiSecret } = sandbox();
    const client = new SendClient({
      baseUrl: sendBaseUrl,
      apiKey: sendApiKey,
      apiSecret: sendApiSecret,
      retries: 0,
    });
    const instruction = { bank_account_id: 1, amount: '10.00', reference: 'r-1' };
    await fc.assert(
      fc.asyncProperty(hostileBody(instruction), hostileId, async (body, id) => {
        await onlyDocumentedErrors(() => client.createSendInstruction(body as never));
        await onlyDocumentedErrors(() => client.createBankAccount(body as never));
        await onlyDocumentedErrors(() => client.getSendInstruction(id as never));
        await onlyDocumentedErrors(() => client.increaseSendLimit(body as never));
      }),
      fuzzSettings(40),
    );
  });
});
