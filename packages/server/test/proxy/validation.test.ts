import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { PaymentMethodsLookup } from '@checkout-kit/protocol';
import { parseLookupQuery } from '../../src/proxy/lookup-query.js';
import { createPaymentMethodsHandler } from '../../src/proxy/payment-methods-handler.js';
import { type HandlerAnswer, ask, countingClient, directLookup, useSandbox } from './helpers.js';

const sandbox = useSandbox();

interface ErrorBody {
  error: string;
  message: string;
  errors: { parameter: string; code: string; message: string }[];
}

function proxy() {
  const counting = countingClient(sandbox());
  return { ...counting, handler: createPaymentMethodsHandler({ client: counting.client }) };
}

/** Asserts a 400 that names `parameter` with `code` and a rule in its message. */
function assertRefused(
  answer: HandlerAnswer<unknown>,
  parameter: string,
  code: string,
  rule: RegExp,
): void {
  assert.equal(answer.status, 400, JSON.stringify(answer.body));
  assert.match(answer.headers.get('content-type') ?? '', /^application\/json/);
  assert.equal(answer.headers.get('cache-control'), 'no-store');
  const body = answer.body as ErrorBody;
  assert.equal(body.error, 'invalid_query');
  const found = body.errors.find((issue) => issue.parameter === parameter);
  assert.ok(found, `no error for ${parameter} in ${JSON.stringify(body)}`);
  assert.equal(found.code, code);
  assert.match(found.message, rule);
  assert.ok(body.message.includes(found.message), 'the summary message repeats each issue');
}

describe('payment-methods proxy: parameters', () => {
  test('a query of every parameter, valid, gets the sandbox answer', async () => {
    const { handler, calls } = proxy();
    const answer = await ask<PaymentMethodsLookup>(
      handler,
      'amount=1000&country=MY&recurring=true&skip_capture=true&preauthorization=true&language=ms',
    );
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    const direct = await directLookup(sandbox(), {
      amount: '1000',
      country: 'MY',
      recurring: 'true',
      skip_capture: 'true',
      preauthorization: 'true',
      language: 'ms',
    });
    assert.deepEqual(answer.body.available_payment_methods, direct.available_payment_methods);
    assert.deepEqual(answer.body.names, direct.names);
    assert.deepEqual(answer.body.available_payment_methods, ['visa', 'mastercard', 'maestro']);
    assert.equal(calls(), 1);
  });

  test('no parameters at all is a valid lookup', async () => {
    const { handler } = proxy();
    const answer = await ask<PaymentMethodsLookup>(handler);
    assert.equal(answer.status, 200);
    assert.ok(answer.body.available_payment_methods.includes('fpx'));
  });

  test('amount: a whole number ≥ 0, digits only', async () => {
    const { handler, calls } = proxy();
    for (const good of ['0', '15', '100', '9007199254740991']) {
      assert.equal((await ask(handler, `amount=${good}`)).status, 200, good);
    }
    for (const bad of [
      '-1',
      '10.5',
      '1e3',
      '0x10',
      ' 10',
      '10 ',
      'ten',
      '+5',
      '9007199254740992',
      '١٠',
    ]) {
      assertRefused(
        await ask(handler, `amount=${encodeURIComponent(bad)}`),
        'amount',
        'invalid',
        /integer amount in the smallest currency unit \(1050 for RM 10.50\), 0 or more, in digits only/,
      );
    }
    assert.equal(calls(), 4, 'refused queries never reach the gateway');
  });

  test('amount narrows the list as the gateway does', async () => {
    const { handler } = proxy();
    const small = await ask<PaymentMethodsLookup>(handler, 'amount=99');
    assert.ok(!small.body.available_payment_methods.includes('fpx'), 'FPX needs RM 1');
    const enough = await ask<PaymentMethodsLookup>(handler, 'amount=100');
    assert.ok(enough.body.available_payment_methods.includes('fpx'));
  });

  test('country: an assigned ISO 3166-1 alpha-2 code, either case (normalised to capitals)', async () => {
    const { handler, queries } = proxy();
    assert.equal((await ask(handler, 'country=MY')).status, 200);
    assert.equal((await ask(handler, 'country=sg')).status, 200);
    assert.deepEqual(
      queries.map((query) => query.country),
      ['MY', 'SG'],
      'the gateway gets the code in capitals',
    );
    for (const bad of ['MYS', 'M', 'ZZ', 'M1', '12', 'M Y', 'É', 'my;']) {
      assertRefused(
        await ask(handler, `country=${encodeURIComponent(bad)}`),
        'country',
        'invalid',
        /ISO 3166-1 alpha-2/,
      );
    }
  });

  test('language: an ISO 639-1 code, either case (normalised to lower case)', async () => {
    const { handler, queries } = proxy();
    const answer = await ask<PaymentMethodsLookup>(handler, 'language=MS');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.names.fpx, 'Perbankan Dalam Talian FPX');
    assert.equal(queries[0]?.language, 'ms');
    for (const bad of ['eng', 'e', 'en-MY', 'en_MY', 'xx', '12']) {
      assertRefused(
        await ask(handler, `language=${encodeURIComponent(bad)}`),
        'language',
        'invalid',
        /ISO 639-1/,
      );
    }
  });

  for (const flag of ['recurring', 'skip_capture', 'preauthorization']) {
    test(`${flag}: exactly true or false`, async () => {
      const { handler, queries } = proxy();
      const answer = await ask<PaymentMethodsLookup>(handler, `${flag}=true`);
      assert.equal(answer.status, 200);
      assert.deepEqual(answer.body.available_payment_methods, ['visa', 'mastercard', 'maestro']);
      assert.equal(queries[0]?.[flag as 'recurring'], true);
      assert.equal((await ask(handler, `${flag}=false`)).status, 200);
      for (const bad of ['TRUE', 'True', '1', '0', 'yes', 'on', 'no']) {
        assertRefused(await ask(handler, `${flag}=${bad}`), flag, 'invalid', /true or false/);
      }
    });
  }

  test('an empty value counts as absent, as the gateway treats it', async () => {
    const { handler, queries } = proxy();
    const answer = await ask(handler, 'amount=&country=&language=&recurring=');
    assert.equal(answer.status, 200);
    assert.deepEqual(queries[0], { currency: 'MYR' });
  });

  test('unknown parameters are refused and named', async () => {
    const { handler, calls } = proxy();
    for (const name of ['foo', 'Amount', 'amount[]', 'callback', 'api_key']) {
      assertRefused(
        await ask(handler, `${encodeURIComponent(name)}=1`),
        name,
        'unknown',
        /not a parameter of the payment methods lookup; it takes amount, country/,
      );
    }
    assert.equal(calls(), 0);
  });

  test('brand_id and currency come from the server: the browser cannot send them', async () => {
    const { handler, calls } = proxy();
    assertRefused(
      await ask(handler, `brand_id=${sandbox().brandId}`),
      'brand_id',
      'unknown',
      /set by the merchant's server/,
    );
    assertRefused(
      await ask(handler, 'currency=MYR'),
      'currency',
      'unknown',
      /set by the merchant's server/,
    );
    assertRefused(
      await ask(handler, 'currency=USD&amount=5'),
      'currency',
      'unknown',
      /leave it out/,
    );
    assert.equal(calls(), 0);
  });

  test('a repeated parameter is refused, even with equal values', async () => {
    const { handler, calls } = proxy();
    assertRefused(
      await ask(handler, 'amount=100&amount=100'),
      'amount',
      'repeated',
      /2 times; give it once/,
    );
    assertRefused(
      await ask(handler, 'country=MY&country=SG'),
      'country',
      'repeated',
      /give it once/,
    );
    assertRefused(
      await ask(handler, 'recurring=true&recurring='),
      'recurring',
      'repeated',
      /give it once/,
    );
    assert.equal(calls(), 0);
  });

  test('every bad parameter is listed in one answer', async () => {
    const { handler } = proxy();
    const answer = await ask<ErrorBody>(
      handler,
      'amount=-1&country=xx&language=x&foo=1&recurring=maybe',
    );
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.errors.map((issue) => issue.parameter).sort(), [
      'amount',
      'country',
      'foo',
      'language',
      'recurring',
    ]);
  });

  test('a flood of junk parameters gets a bounded answer', async () => {
    const { handler } = proxy();
    const query = Array.from({ length: 500 }, (_, index) => `junk${index}=1`).join('&');
    const answer = await ask<ErrorBody>(handler, query);
    assert.equal(answer.status, 400);
    assert.equal(answer.body.errors.length, 20);
  });

  test('methods other than GET and HEAD are 405 with Allow', async () => {
    const { handler, calls } = proxy();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const answer = await ask<ErrorBody>(handler, 'amount=1000', {
        method,
        body: method === 'POST' || method === 'PUT' || method === 'PATCH' ? '{}' : undefined,
      });
      assert.equal(answer.status, 405, method);
      assert.equal(answer.headers.get('allow'), 'GET, HEAD');
      assert.equal(answer.body.error, 'method_not_allowed');
      assert.match(answer.body.message, new RegExp(`takes GET, not ${method}`));
    }
    assert.equal(calls(), 0);
  });

  test('HEAD answers the headers of GET without a body', async () => {
    const { handler } = proxy();
    const get = await handler(new Request('https://shop.example/pm?amount=1000'));
    const head = await handler(
      new Request('https://shop.example/pm?amount=1000', { method: 'HEAD' }),
    );
    assert.equal(head.status, 200);
    assert.equal(head.body, null);
    assert.equal(head.headers.get('content-length'), get.headers.get('content-length'));
    assert.equal(head.headers.get('content-type'), get.headers.get('content-type'));
    assert.equal(
      (await handler(new Request('https://shop.example/pm?x=1', { method: 'HEAD' }))).status,
      400,
    );
  });
});

describe('parseLookupQuery', () => {
  test('normalises equivalent queries to one key', () => {
    const keys = [
      'amount=1000&country=MY&recurring=true',
      'recurring=true&country=my&amount=1000',
      'country=MY&amount=01000&recurring=true&skip_capture=false&language=',
    ].map((query) => {
      const parsed = parseLookupQuery(new URLSearchParams(query));
      assert.ok(parsed.ok, query);
      return parsed.key;
    });
    assert.deepEqual(new Set(keys), new Set(['amount=1000&country=MY&recurring=true']));
  });

  test('a false flag is left out of the query: the gateway only narrows for true', () => {
    const parsed = parseLookupQuery(new URLSearchParams('preauthorization=false&amount=0'));
    assert.deepEqual(parsed, { ok: true, query: { amount: 0 }, key: 'amount=0' });
  });
});
