/**
 * The set-up the callback tests share, on top of `callback-helpers.ts`: one sandbox a file with
 * its company key, receivers and webhooks that go away with their test, and a paid purchase's
 * success callback.
 */
import assert from 'node:assert/strict';
import type { TestContext } from 'node:test';
import type { Purchase, Webhook } from '@checkout-kit/protocol';
import type { Delivery, Sandbox } from '@checkout-kit/sandbox';
import type { CallbackHandlerOptions } from '../../src/callbacks/callback-handler.js';
import {
  createPurchase,
  createWebhook,
  deleteWebhook,
  deliveryOf,
  fetchCompanyKey,
  payWithTestCard,
  receiver,
} from './helpers.js';
import { useSandboxWith } from '../sandbox-helpers.js';

/** The gateway of a callback test: the sandbox, and the company key its callbacks are signed with. */
export interface CallbackSandbox {
  sandbox: Sandbox;
  companyKey: string;
}

/**
 * Starts a sandbox for the tests of the current file (or `describe`), fetches its company key,
 * and closes the sandbox afterwards. Returns a getter: both exist once the `before` hook has run
 * (in a test, or in a `before` of a `describe`).
 */
export function useCallbackSandbox(): () => CallbackSandbox {
  return useSandboxWith(async (sandbox) => ({
    sandbox,
    companyKey: await fetchCompanyKey(sandbox),
  }));
}

/** A {@link receiver} that is closed when the test `t` ends. */
export async function openReceiver(t: TestContext, options?: Partial<CallbackHandlerOptions>) {
  const r = await receiver(options);
  t.after(r.close);
  return r;
}

/** Registers a webhook for every event, delivering to `url`, and deletes it when `t` ends. */
export async function openWebhook(t: TestContext, sandbox: Sandbox, url: string): Promise<Webhook> {
  const webhook = await createWebhook(sandbox, url);
  t.after(() => deleteWebhook(sandbox, webhook.id));
  return webhook;
}

/**
 * Creates a purchase with its success callback at `callbackUrl`, pays it with the test card, and
 * lets the sandbox run the deliveries that are due.
 */
export async function paidPurchase(
  sandbox: Sandbox,
  callbackUrl: string | undefined,
): Promise<Purchase> {
  const purchase = await createPurchase(sandbox, callbackUrl);
  await payWithTestCard(purchase);
  await sandbox.advanceTime(0);
  return purchase;
}

/** The success callback of a paid purchase: its one `purchase.paid` delivery. */
export function successCallbackOf(sandbox: Sandbox, purchaseId: string): Delivery {
  return deliveryOf(sandbox, purchaseId, 'success_callback', 'purchase.paid');
}

/** Asserts the HTTP statuses the attempts of a delivery got, in order. */
export function assertAttempts(delivery: Delivery, statuses: number[]): void {
  assert.deepEqual(
    delivery.attempts.map((a) => a.status),
    statuses,
  );
}

/** A delivery that has been attempted, and so signed. */
export type SignedDelivery = Delivery & { signature: string };

/** A real success callback, delivered to a receiver that took it, to replay elsewhere. */
export async function recordedDelivery(
  sandbox: Sandbox,
  companyKey: string,
): Promise<SignedDelivery> {
  const r = await receiver({ publicKey: companyKey });
  try {
    const purchase = await paidPurchase(sandbox, r.url);
    const delivery = successCallbackOf(sandbox, purchase.id);
    const { signature } = delivery;
    assert.ok(signature, 'the delivery was signed on its attempt');
    return { ...delivery, signature };
  } finally {
    await r.close();
  }
}
