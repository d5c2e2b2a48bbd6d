import { randomUUID } from 'node:crypto';
import type { Webhook } from '@checkout-kit/protocol';
import { Hono } from 'hono';
import type { SandboxCore } from '../core.js';
import { GatewayHttpError } from '../errors.js';
import { methodNotAllowed, readJsonObject } from '../http.js';
import { generateKeyPair } from '../keys.js';
import type { StoredWebhook } from '../state.js';
import { FieldErrors } from './field-errors.js';
import { readBoolean, readText, readUrl } from './field-rules.js';
import { paginate } from './pagination.js';
import { WEBHOOK_EVENTS, isWebhookEvent } from './webhook-events.js';

/** The longest `title` the sandbox takes (the gateway does not publish its limit). */
export const WEBHOOK_TITLE_MAX_LENGTH = 100;

/** The writable fields of a webhook, as read from a body. */
interface WebhookInput {
  title?: string;
  events?: string[];
  all_events?: boolean;
  callback?: string;
}

/**
 * Reads the writable fields of a webhook body and records what is wrong with them. `title` and
 * `callback` are required unless `partial`; `events` must name at least one known event unless
 * `all_events` is true (judged on the webhook as it would be after the change). Read-only and
 * unknown fields are ignored.
 */
function readWebhook(
  body: Record<string, unknown>,
  errors: FieldErrors,
  current: WebhookInput | null,
): WebhookInput {
  const partial = current !== null;
  const input: WebhookInput = {};
  const title = readText(body.title, ['title'], errors, {
    required: !partial,
    nonBlank: true,
    maxLength: WEBHOOK_TITLE_MAX_LENGTH,
  });
  if (title !== undefined) input.title = title;
  const callback = readUrl(body.callback, ['callback'], errors, !partial);
  if (callback !== undefined) input.callback = callback;
  const allEvents = readBoolean(body.all_events, ['all_events'], errors);
  if (allEvents !== undefined) input.all_events = allEvents;
  const events = readEvents(body.events, errors);
  if (events !== undefined) input.events = events;

  const eventsRefused = body.events !== undefined && events === undefined;
  const allEventsRefused = body.all_events !== undefined && allEvents === undefined;
  if (!eventsRefused && !allEventsRefused) {
    const after = { ...current, ...input };
    if (!after.all_events && (after.events ?? []).length === 0) {
      if (after.events === undefined) {
        errors.add(['events'], 'required', 'events is required unless all_events is true.');
      } else {
        errors.add(
          ['events'],
          'empty',
          'events must name at least one event unless all_events is true.',
        );
      }
    }
  }
  return input;
}

function readEvents(value: unknown, errors: FieldErrors): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === null) {
    errors.add(['events'], 'null', 'events may not be null; give [] with all_events true.');
    return undefined;
  }
  if (!Array.isArray(value)) {
    errors.add(['events'], 'invalid', 'events must be a list of event names.');
    return undefined;
  }
  let valid = true;
  const seen = new Set<string>();
  value.forEach((name: unknown, index) => {
    if (typeof name !== 'string' || !isWebhookEvent(name)) {
      valid = false;
      errors.add(
        ['events', index],
        'invalid_choice',
        `events[${index}] is not a known event; use one of: ${WEBHOOK_EVENTS.join(', ')}.`,
      );
    } else if (seen.has(name)) {
      valid = false;
      errors.add(
        ['events', index],
        'not_unique',
        `events[${index}] repeats ${name}, which may be listed once.`,
      );
    }
    if (typeof name === 'string') seen.add(name);
  });
  return valid ? (value as string[]) : undefined;
}

/**
 * Webhooks of the collection API: `/webhooks/` (list, create) and `/webhooks/{id}/` (read,
 * update with a full body, partial update, delete).
 *
 * Each webhook gets its own RSA key pair when it is created: the response's `public_key`
 * verifies its deliveries' `X-Signature`, and the private half never leaves the sandbox. An
 * update keeps the key pair. The list is oldest first, 20 a page (`?page=`).
 */
export function webhookRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });

  const find = (id: string): StoredWebhook => {
    const stored = core.state.webhooks[id];
    if (!stored) throw GatewayHttpError.general(404, 'not_found', `No webhook with id ${id}.`);
    return stored;
  };

  app.get('/webhooks/', (c) => {
    const webhooks = Object.values(core.state.webhooks).map((stored) => stored.webhook);
    return c.json(paginate(c, webhooks));
  });
  app.post('/webhooks/', async (c) => {
    const body = await readJsonObject(c);
    const errors = new FieldErrors();
    const input = readWebhook(body, errors, null);
    errors.throwIfAny();
    const keys = generateKeyPair();
    const now = core.clock.nowSeconds();
    const webhook: Webhook = {
      id: randomUUID(),
      type: 'webhook',
      title: input.title ?? '',
      events: input.events ?? [],
      all_events: input.all_events ?? false,
      callback: input.callback ?? '',
      public_key: keys.publicKeyPem,
      created_on: now,
      updated_on: now,
    };
    core.state.webhooks[webhook.id] = { webhook, privateKeyPem: keys.privateKeyPem };
    core.changed();
    return c.json(webhook, 201);
  });
  app.all('/webhooks/', methodNotAllowed(['GET', 'POST']));

  app.get('/webhooks/:id/', (c) => c.json(find(c.req.param('id')).webhook));

  const update = (partial: boolean) =>
    app.on(partial ? 'PATCH' : 'PUT', '/webhooks/:id/', async (c) => {
      const stored = find(c.req.param('id'));
      const body = await readJsonObject(c);
      const errors = new FieldErrors();
      const { webhook } = stored;
      const input = readWebhook(
        body,
        errors,
        partial ? { events: webhook.events, all_events: webhook.all_events } : null,
      );
      errors.throwIfAny();
      stored.webhook = {
        ...webhook,
        ...(partial ? {} : { events: [], all_events: false }),
        ...input,
        updated_on: core.clock.nowSeconds(),
      };
      core.changed();
      return c.json(stored.webhook);
    });
  update(false);
  update(true);

  app.delete('/webhooks/:id/', (c) => {
    const id = c.req.param('id');
    find(id);
    Reflect.deleteProperty(core.state.webhooks, id);
    core.changed();
    return c.body(null, 204);
  });
  app.all('/webhooks/:id/', methodNotAllowed(['GET', 'PUT', 'PATCH', 'DELETE']));

  return app;
}
