import { createHmac } from 'node:crypto';
import type { Sandbox } from '../../src/index.js';
import type { ApiResponse } from '../helpers.js';

/**
 * Talks to the sandbox's payout API over real HTTP, signing each request on its own with
 * `node:crypto` (not with the sandbox's code). It follows the sandbox clock: call
 * {@link PayoutTestClient.advance} instead of `sandbox.advanceTime` so epochs stay in range.
 */
export class PayoutTestClient {
  /** How far `advance` has moved the sandbox clock ahead of real time. */
  #offsetMs = 0;

  constructor(readonly sandbox: () => Sandbox) {}

  /**
   * The sandbox clock in whole seconds, never ahead of it (the sandbox clock may trail real
   * time by a millisecond, so one is taken off).
   */
  nowSeconds(): number {
    return Math.floor((Date.now() + this.#offsetMs - 1) / 1000);
  }

  async advance(ms: number): Promise<void> {
    this.#offsetMs += ms;
    await this.sandbox().advanceTime(ms);
  }

  /** The headers of a correctly signed request for `epoch`. */
  sign(epoch = String(this.nowSeconds())): Record<string, string> {
    const { sendApiKey, sendApiSecret } = this.sandbox();
    return {
      Authorization: `Bearer ${sendApiKey}`,
      epoch,
      checksum: createHmac('sha512', sendApiSecret).update(`${epoch}${sendApiKey}`).digest('hex'),
    };
  }

  /**
   * Calls `path` (starting with `/send/`). `headers` replace the signed ones; a header set to
   * `null` is left out. `raw` is sent as the body instead of `body` as JSON.
   */
  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string | null> = {},
    raw?: string,
  ): Promise<ApiResponse<T>> {
    const merged: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...this.sign(), ...headers })) {
      if (value !== null) merged[name] = value;
    }
    const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (sent !== undefined) merged['Content-Type'] = 'application/json';
    const response = await fetch(`${this.sandbox().sendBaseUrl}${path}`, {
      method,
      headers: merged,
      body: method === 'GET' ? undefined : sent,
    });
    const text = await response.text();
    let parsed: unknown = null;
    if (text) {
      parsed = (response.headers.get('content-type') ?? '').includes('json')
        ? JSON.parse(text)
        : text;
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  /** Requests a send-limit increase of `amount` ringgit and approves it through its link. */
  async allocate(amount: number): Promise<Record<string, unknown>> {
    const created = await this.request('POST', '/send/send_limits', { amount });
    if (created.status !== 201)
      throw new Error(`send limit: ${created.status} ${JSON.stringify(created.body)}`);
    const approved = await fetch(String(created.body.approval_url));
    if (approved.status !== 200)
      throw new Error(`approval: ${approved.status} ${await approved.text()}`);
    return created.body;
  }

  /** Registers a recipient bank account and returns it. */
  async bankAccount(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const created = await this.request('POST', '/send/bank_accounts', {
      account_number: '5861122242',
      bank_code: 'OCBCMYKL',
      name: 'Vendor Sdn Bhd',
      reference: 'vendor-1',
      ...overrides,
    });
    if (created.status !== 200)
      throw new Error(`bank account: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body;
  }

  /** The one payout account. */
  async account(): Promise<Record<string, unknown>> {
    const response = await this.request<{ results: Record<string, unknown>[] }>(
      'GET',
      '/send/accounts',
    );
    const account = response.body.results[0];
    if (response.status !== 200 || !account) throw new Error(`accounts: ${response.status}`);
    return account;
  }
}

/** The codes of an error body's `__all__` or of one field. */
export function codes(body: unknown, field = '__all__'): string[] {
  const items = (body as Record<string, { code: string }[] | undefined> | null)?.[field] ?? [];
  return items.map((item) => item.code);
}
