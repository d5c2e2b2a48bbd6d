import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type ApiError,
  type CreatedOrder,
  ORDER_KEY_HEADER,
  type Order,
  type StaffSession,
} from '../shared/api.js';
import { ADMIN_PASSWORD, createOrder, orderRequest, useShop } from './helpers.js';

/** Calls the merchant server with exactly `headers`: no session unless one is given. */
async function call<T = ApiError>(
  url: string,
  method: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T,
    headers: response.headers,
  };
}

describe('the back office', () => {
  const shop = useShop();

  /** Signs in as the back office's page would; returns the `Set-Cookie` line and `Cookie`. */
  async function signIn(): Promise<{ setCookie: string; cookie: string }> {
    const { merchant } = shop();
    const answer = await call(merchant.url, 'POST', '/api/session', {
      body: { password: ADMIN_PASSWORD },
      headers: { Origin: merchant.url },
    });
    assert.equal(answer.status, 204);
    const [setCookie = ''] = answer.headers.getSetCookie();
    return { setCookie, cookie: setCookie.split(';')[0] ?? '' };
  }

  /** Every route of the back office, for an order and a saved-card token. */
  function backOfficeRoutes(orderId: string): [string, string, unknown?][] {
    return [
      ['GET', '/api/orders'],
      ['POST', `/api/orders/${orderId}/capture`, {}],
      ['POST', `/api/orders/${orderId}/refund`, {}],
      ['POST', `/api/orders/${orderId}/release`, {}],
      ['POST', `/api/orders/${orderId}/cancel`, {}],
      ['GET', '/api/saved-cards'],
      ['DELETE', '/api/saved-cards/some-token'],
      ['POST', '/api/saved-cards/some-token/charge', { lines: orderRequest().lines }],
    ];
  }

  it('answers 401 to every back-office route without a session, whatever the Origin', async () => {
    const { merchant } = shop();
    const order = await createOrder(shop());
    for (const origin of [merchant.url, 'https://evil.example', null]) {
      for (const [method, path, body] of backOfficeRoutes(order.id)) {
        const answer = await call(merchant.url, method, path, {
          body,
          headers: origin ? { Origin: origin } : {},
        });
        assert.equal(answer.status, 401, `${method} ${path} from ${origin}`);
        assert.equal(answer.body.error.code, 'sign_in_required');
      }
    }
    const { body } = await call<Order>(merchant.url, 'GET', `/api/orders/${order.id}`, {
      headers: { [ORDER_KEY_HEADER]: order.key },
    });
    assert.equal(body.purchase.status, 'created', 'nothing was cancelled');
  });

  it('leaves the shop and the checkout open to payers', async () => {
    const { merchant } = shop();
    const made = await call<CreatedOrder>(merchant.url, 'POST', '/api/orders', {
      body: orderRequest(),
      headers: { Origin: merchant.url },
    });
    assert.equal(made.status, 201);
    for (const path of ['/api/config', '/api/products']) {
      assert.equal((await call(merchant.url, 'GET', path)).status, 200, path);
    }
    // The order, to the payer holding its key (order-access.test.ts has the rest).
    const order = await call(merchant.url, 'GET', `/api/orders/${made.body.id}`, {
      headers: { [ORDER_KEY_HEADER]: made.body.key },
    });
    assert.equal(order.status, 200);
  });

  it('signs in with the password into an HttpOnly, SameSite=Strict session cookie', async () => {
    const { merchant } = shop();
    const { setCookie, cookie } = await signIn();
    assert.match(setCookie, /^demo_staff_session=[A-Za-z0-9_-]{43};/);
    assert.match(setCookie, /; HttpOnly/);
    assert.match(setCookie, /; SameSite=Strict/);
    assert.match(setCookie, /; Path=\//);
    assert.doesNotMatch(setCookie, /; Secure/, 'the demo runs on http');
    const session = await call<StaffSession>(merchant.url, 'GET', '/api/session', {
      headers: { Cookie: cookie },
    });
    assert.deepEqual(session.body, { signedIn: true });
    const list = await call(merchant.url, 'GET', '/api/orders', { headers: { Cookie: cookie } });
    assert.equal(list.status, 200);
    // Two sign-ins, two sessions.
    assert.notEqual((await signIn()).cookie, cookie);
  });

  it('refuses a wrong, missing or cross-site sign-in, naming the field', async () => {
    const { merchant } = shop();
    const own = { Origin: merchant.url };
    const wrong = await call(merchant.url, 'POST', '/api/session', {
      body: { password: `${ADMIN_PASSWORD}x` },
      headers: own,
    });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.error.code, 'wrong_password');
    assert.equal(wrong.body.error.fields?.[0]?.path, 'password');
    assert.deepEqual(wrong.headers.getSetCookie(), []);
    for (const body of [{}, { password: '' }, { password: 42 }]) {
      const refused = await call(merchant.url, 'POST', '/api/session', { body, headers: own });
      assert.equal(refused.status, 400, JSON.stringify(body));
      assert.equal(refused.body.error.fields?.[0]?.path, 'password');
    }
    const strangers: Record<string, string>[] = [{ Origin: 'https://evil.example' }, {}];
    for (const headers of strangers) {
      const refused = await call(merchant.url, 'POST', '/api/session', {
        body: { password: ADMIN_PASSWORD },
        headers,
      });
      assert.equal(refused.status, 403, JSON.stringify(headers));
      assert.deepEqual(refused.headers.getSetCookie(), []);
    }
  });

  it('refuses a change from another site even with a session (CSRF), and takes its own', async () => {
    const { merchant } = shop();
    const { cookie } = await signIn();
    const order = await createOrder(shop());
    const crossSite: Record<string, string>[] = [
      { Cookie: cookie, Origin: 'https://evil.example' },
      { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' },
      { Cookie: cookie },
    ];
    for (const headers of crossSite) {
      const refused = await call(merchant.url, 'POST', `/api/orders/${order.id}/cancel`, {
        body: {},
        headers,
      });
      assert.equal(refused.status, 403, JSON.stringify(headers));
      assert.equal(refused.body.error.code, 'forbidden_origin');
    }
    const own = await call<Order>(merchant.url, 'POST', `/api/orders/${order.id}/cancel`, {
      body: {},
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' },
    });
    assert.equal(own.status, 200);
    assert.equal(own.body.purchase.status, 'cancelled');
  });

  it('signs out: the session no longer opens anything', async () => {
    const { merchant } = shop();
    const { cookie } = await signIn();
    const out = await call(merchant.url, 'DELETE', '/api/session', {
      headers: { Cookie: cookie, Origin: merchant.url },
    });
    assert.equal(out.status, 204);
    assert.match(out.headers.getSetCookie()[0] ?? '', /^demo_staff_session=;.*Max-Age=0/);
    const list = await call(merchant.url, 'GET', '/api/orders', { headers: { Cookie: cookie } });
    assert.equal(list.status, 401);
  });
});
