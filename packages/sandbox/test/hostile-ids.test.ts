import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { describe, it } from 'node:test';
import { api, purchaseBody, useSandbox } from './helpers.js';
import { PayoutTestClient, codes } from './payout/helpers.js';

/**
 * Names every plain object inherits, or that reach its prototype: as ids from a URL or a body
 * they must find nothing in any collection (404 or `does_not_exist`), never a 200 or a 500.
 */
const HOSTILE_IDS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
];

describe('ids that name what every object inherits', () => {
  const sandbox = useSandbox();
  const payout = new PayoutTestClient(sandbox);

  /** Calls the path on the origin of the sandbox, without a key (pages and controls need none). */
  async function plain(method: string, path: string): Promise<number> {
    const response = await fetch(`${sandbox().sendBaseUrl}${path}`, { method });
    await response.arrayBuffer();
    return response.status;
  }

  for (const id of HOSTILE_IDS) {
    const encoded = encodeURIComponent(id);

    it(`collection API: ${id} is no purchase, client, token or webhook`, async () => {
      const { id: clientId } = (await api(sandbox(), 'POST', '/clients/', { email: 'a@b.example' }))
        .body as { id: string };
      const calls: [string, string, unknown?][] = [
        ['GET', `/purchases/${encoded}/`],
        ...['capture', 'release', 'cancel', 'refund', 'delete_recurring_token'].map(
          (action): [string, string, unknown] => ['POST', `/purchases/${encoded}/${action}/`, {}],
        ),
        ['POST', `/purchases/${encoded}/charge/`, { recurring_token: 'x' }],
        ['GET', `/clients/${encoded}/`],
        ['PUT', `/clients/${encoded}/`, { email: 'a@b.example' }],
        ['PATCH', `/clients/${encoded}/`, { email: 'a@b.example' }],
        ['DELETE', `/clients/${encoded}/`],
        ['GET', `/clients/${encoded}/recurring_tokens/`],
        ['GET', `/clients/${clientId}/recurring_tokens/${encoded}/`],
        ['DELETE', `/clients/${clientId}/recurring_tokens/${encoded}/`],
        ['GET', `/webhooks/${encoded}/`],
        ['PUT', `/webhooks/${encoded}/`, { title: 't', callback: 'https://shop.example/cb' }],
        ['PATCH', `/webhooks/${encoded}/`, { title: 't' }],
        ['DELETE', `/webhooks/${encoded}/`],
      ];
      for (const [method, path, body] of calls) {
        const { status } = await api(sandbox(), method, path, body);
        assert.equal(status, 404, `${method} ${path}`);
      }
    });

    it(`collection API: ${id} as a client_id or a recurring_token does not exist`, async () => {
      const created = await api(
        sandbox(),
        'POST',
        '/purchases/',
        purchaseBody(sandbox(), {
          client_id: id,
          client: undefined,
        }),
      );
      assert.equal(created.status, 400, JSON.stringify(created.body));
      assert.ok('client_id' in created.body, JSON.stringify(created.body));

      const purchase = (await api(sandbox(), 'POST', '/purchases/', purchaseBody(sandbox())))
        .body as { id: string };
      const charged = await api(sandbox(), 'POST', `/purchases/${purchase.id}/charge/`, {
        recurring_token: id,
      });
      assert.equal(charged.status, 400, JSON.stringify(charged.body));
      // The refusal the sandbox gives any token that is not live, naming the field.
      assert.deepEqual(codes(charged.body), ['invalid_recurring_token']);
      assert.match(JSON.stringify(charged.body), /recurring_token/);
    });

    it(`payout API: ${id} is no bank account, send instruction, send limit or webhook`, async () => {
      const calls: [string, string][] = [
        ['GET', `/send/bank_accounts/${encoded}`],
        ['GET', `/send/send_instructions/${encoded}`],
        ['GET', `/send/send_limits/${encoded}`],
        ['POST', `/send/send_limits/${encoded}/resend_approval_requests`],
        ['GET', `/webhooks/${encoded}`],
        ['PATCH', `/webhooks/${encoded}`],
        ['DELETE', `/webhooks/${encoded}`],
      ];
      for (const [method, path] of calls) {
        const { status } = await payout.request(method, path, method === 'PATCH' ? {} : undefined);
        assert.equal(status, 404, `${method} ${path}`);
      }
      // The approval link an approver opens from an e-mail carries no signature.
      assert.equal(await plain('GET', `/send/send_limits/${encoded}/approve?token=x`), 404);

      const instruction = await payout.request('POST', '/send/send_instructions', {
        bank_account_id: id,
        amount: '1.00',
        reference: 'r',
      });
      assert.equal(instruction.status, 400, JSON.stringify(instruction.body));
      assert.ok(codes(instruction.body, 'bank_account_id').length > 0);
    });

    it(`pages and controls: ${id} is no purchase or delivery`, async () => {
      for (const page of ['', 'card/', '3ds/', 'method/fpx/', 'result/']) {
        assert.equal(await plain('GET', `/p/${encoded}/${page}`), 404, `page ${page}`);
      }
      assert.equal(await plain('POST', `/p/${encoded}/direct_post/`), 404);
      for (const control of ['send', 'chargeback', 'settle']) {
        assert.equal(await plain('POST', `/__sandbox/purchases/${encoded}/${control}`), 404);
      }
      assert.equal(await plain('POST', `/__sandbox/deliveries/${encoded}/repeat`), 404);
    });
  }

  it('reads the body of a request it refuses, so the connection carries the next one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    /** A POST on the one keep-alive connection; the status, and whether the socket was reused. */
    const post = (path: string, body: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = request(
          `${sandbox().baseUrl}${path}`,
          {
            method: 'POST',
            agent,
            headers: {
              Authorization: `Bearer ${sandbox().apiKey}`,
              'Content-Type': 'application/json',
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
          },
        );
        req.setTimeout(5000, () => req.destroy(new Error('no answer within 5 s')));
        req.on('error', reject);
        req.end(body);
      });
    try {
      // 600 kB to an id that does not exist: answered 404 before the body is needed.
      const big = JSON.stringify({ padding: 'x'.repeat(600_000) });
      assert.equal((await post('/purchases/no-such-id/cancel/', big)).status, 404);
      const next = await post('/purchases/', JSON.stringify(purchaseBody(sandbox())));
      assert.deepEqual(next, { status: 201, reused: true });
    } finally {
      agent.destroy();
    }
  });
});
