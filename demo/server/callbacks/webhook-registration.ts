import { type CheckoutClient, CheckoutApiError, type WebhookPublicKey } from '@checkout-kit/server';
import {
  PURCHASE_EVENTS,
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookEvent,
} from '@checkout-kit/protocol';
import type { Logger } from '../logger.js';

/** The title of the webhook the demo registers. */
export const WEBHOOK_TITLE = 'Checkout Kit demo';

/**
 * Makes sure the gateway has a webhook posting to `callbackUrl`, subscribed to the purchase
 * events the kit knows; creates it when there is none, and removes the demo's webhooks that
 * post anywhere else. When the gateway refuses the events it
 * does not document, the webhook is made with the documented ones.
 *
 * @returns the webhook.
 */
export async function ensureWebhook(
  client: CheckoutClient,
  callbackUrl: string,
  logger: Logger,
): Promise<Webhook> {
  const webhooks = await listWebhooks(client);
  // A demo started before on another port left its webhook behind. The gateway delivers the
  // events of a purchase in order, so one dead address would hold back every later delivery.
  for (const stale of webhooks) {
    if (stale.title !== WEBHOOK_TITLE || stale.callback === callbackUrl) continue;
    await client.deleteWebhook(stale.id);
    logger.info(`Removed the demo's earlier webhook to ${stale.callback}.`);
  }
  const existing = webhooks.find((webhook) => webhook.callback === callbackUrl);
  if (existing) return existing;
  const events: WebhookEvent[] = [...WEBHOOK_EVENTS];
  try {
    return await client.createWebhook({ title: WEBHOOK_TITLE, events, callback: callbackUrl });
  } catch (error) {
    if (!(error instanceof CheckoutApiError) || error.status !== 400) throw error;
    logger.warn(
      `The gateway refused a webhook with every purchase event the kit knows (${error.message}); subscribing to the documented ones.`,
    );
    return client.createWebhook({
      title: WEBHOOK_TITLE,
      events: [...PURCHASE_EVENTS],
      callback: callbackUrl,
    });
  }
}

/** The public keys of the webhooks posting to `callbackUrl`, for the webhook route's handler. */
export async function webhookKeys(
  client: CheckoutClient,
  callbackUrl: string,
): Promise<WebhookPublicKey[]> {
  return (await listWebhooks(client))
    .filter((webhook) => webhook.callback === callbackUrl)
    .map((webhook) => ({ publicKey: webhook.public_key, webhookId: webhook.id }));
}

/** Every webhook of the account, page after page. */
async function listWebhooks(client: CheckoutClient): Promise<Webhook[]> {
  const webhooks: Webhook[] = [];
  for await (const webhook of client.everyWebhook()) webhooks.push(webhook);
  return webhooks;
}
