import {
  checkPayoutWebhookBody,
  checkPayoutWebhookUpdateBody,
  PAYOUT_EVENTS,
  type PayoutWebhook,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { checkedBody, GatewayHttpError } from '../core/errors.js';
import { generateKeyPair } from '../core/keys.js';
import { isoTime, nextPayoutId } from './payout-fields.js';
import { ownEntry } from '../core/own-entry.js';

export type { PayoutWebhook } from '@checkout-kit/protocol';

/**
 * `POST {send_base_url}/webhooks`: a payout webhook with its own key pair. Without
 * `event_hooks` it gets all three of the samples' hooks (`Webhooks--create-webhook` sends none
 * and answers all three); `email` left out is `""` (as `Webhooks--list-webhook` shows).
 */
export function createPayoutWebhook(
  core: SandboxCore,
  body: Record<string, unknown>,
): PayoutWebhook {
  const input = checkedBody(checkPayoutWebhookBody(body));
  const keys = generateKeyPair();
  const now = isoTime(core.clock.now());
  const webhook: PayoutWebhook = {
    id: nextPayoutId(core),
    name: input.name,
    public_key: keys.publicKeyPem,
    callback_url: input.callback_url,
    email: input.email ?? '',
    event_hooks: input.event_hooks ?? [...PAYOUT_EVENTS],
    created_at: now,
    updated_at: now,
  };
  core.state.payout.webhooks[String(webhook.id)] = { webhook, privateKeyPem: keys.privateKeyPem };
  core.changed();
  return webhook;
}

/** A payout webhook, or 404. */
export function findPayoutWebhook(core: SandboxCore, id: string): PayoutWebhook {
  const stored = ownEntry(core.state.payout.webhooks, id);
  if (!stored) throw GatewayHttpError.general(404, 'not_found', `No payout webhook with id ${id}.`);
  return stored.webhook;
}

/** `PATCH {send_base_url}/webhooks/{id}`: changes the fields given (the sample sends `name`). */
export function updatePayoutWebhook(
  core: SandboxCore,
  id: string,
  body: Record<string, unknown>,
): PayoutWebhook {
  const webhook = findPayoutWebhook(core, id);
  const input = checkedBody(checkPayoutWebhookUpdateBody(body));
  if (input.name !== undefined) webhook.name = input.name;
  if (input.callback_url !== undefined) webhook.callback_url = input.callback_url;
  if (input.email !== undefined) webhook.email = input.email;
  if (input.event_hooks !== undefined) webhook.event_hooks = input.event_hooks;
  webhook.updated_at = isoTime(core.clock.now());
  core.changed();
  return webhook;
}

/** `DELETE {send_base_url}/webhooks/{id}`: answers the webhook as it was (sample `Webhooks--delete-webhook`). */
export function deletePayoutWebhook(core: SandboxCore, id: string): PayoutWebhook {
  const webhook = findPayoutWebhook(core, id);
  Reflect.deleteProperty(core.state.payout.webhooks, id);
  core.changed();
  return webhook;
}

/**
 * Delivers a payout event to every payout webhook whose `event_hooks` name it: the body is the
 * object as its GET answers it, the name goes in `Event-Type`, the signature is RSA over SHA-512
 * with the webhook's key (the samples' `send/webhook.php`).
 */
export function emitPayoutEvent(
  core: SandboxCore,
  eventType: (typeof PAYOUT_EVENTS)[number],
  object: { id: number },
): void {
  const targets = Object.values(core.state.payout.webhooks)
    .filter(({ webhook }) => webhook.event_hooks.includes(eventType))
    .map(({ webhook }) => ({ id: String(webhook.id), url: webhook.callback_url }));
  core.deliveries.emitPayout(eventType, String(object.id), { ...object }, targets);
}
