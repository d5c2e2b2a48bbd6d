import * as z from 'zod';
import { type BodyCheck, checkWithSchema } from '../rules/check-with-schema.js';
import { PURCHASE_LIMITS } from '../purchase/purchase-limits.js';
import {
  formatted,
  HTTP_URL,
  isAbsoluteHttpUrl,
  nameList,
  nonBlankText,
  type RuleParams,
  whenObject,
} from '../rules/rule-schemas.js';
import type { WebhookCreateBody } from './webhook.js';

/**
 * Limits of the webhook body. The description publishes none for webhooks ("Create, read,
 * update ... of a Webhook: paths and bodies: not shown"); the callback's is the description's
 * limit of every URL field it lists (500), which the kit applies to this URL too.
 */
export const WEBHOOK_LIMITS = {
  callbackMaxLength: PURCHASE_LIMITS.urlMaxLength,
} as const;

// The description: "The complete list of event names: not shown". Any name may be subscribed
// to; the live gateway, not the kit, decides which it delivers.
const events = nameList().optional();
const allEvents = z.boolean().optional(); // SPEC "Webhook": all_events, boolean

const fields = {
  // SPEC "Webhook": title, string. No length is published.
  title: nonBlankText(),
  events,
  all_events: allEvents,
  // SPEC "Webhook": callback, string URL (its length: see WEBHOOK_LIMITS).
  callback: formatted(isAbsoluteHttpUrl, HTTP_URL, WEBHOOK_LIMITS.callbackMaxLength),
};

/**
 * `events` names at least one event unless `all_events` is true. Judged only when both fields
 * are valid (a refused one is reported already) and, in a partial body, only when the body
 * itself decides it: `events: []` alone leaves the answer to the stored `all_events`.
 */
function eventsRule(partial: boolean) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const given = events.safeParse(body.events);
    const all = allEvents.safeParse(body.all_events);
    if (!given.success || !all.success || all.data === true) return;
    const list = given.data;
    if (list !== undefined && list.length > 0) return;
    if (partial && (list === undefined || all.data === undefined)) return;
    const params: RuleParams =
      list === undefined
        ? { code: 'required', rule: 'is required unless all_events is true' }
        : { code: 'empty', rule: 'must name at least one event unless all_events is true' };
    ctx.addIssue({ code: 'custom', path: ['events'], input: body.events, params });
  };
}

const webhookBodySchema = z.object(fields).superRefine(eventsRule(false), whenObject);
const webhookPatchSchema = z.object(fields).partial().superRefine(eventsRule(true), whenObject);

/** Options of {@link checkWebhookBody}. */
export interface WebhookCheckOptions {
  /**
   * A partial update (`PATCH /webhooks/{id}/`): no field is required. Default false (`POST`,
   * and `PUT` with the full body).
   */
  partial?: boolean;
}

/**
 * Checks the body of `POST /webhooks/` (and of `PUT`/`PATCH /webhooks/{id}/`) and reports every
 * broken rule with the gateway's codes and messages, as {@link checkPurchase} does: `title` a
 * non-blank string; `callback` an absolute http(s) URL of at most 500;
 * `events` a list of event names (any, as the gateway's list is open; the known ones are
 * `WEBHOOK_EVENTS`), each once; `all_events` a boolean; and `events`
 * not empty unless `all_events` is true. Read-only and unknown fields are ignored (dropped).
 *
 * For a partial update the events rule can only be judged on the webhook as it would be after
 * the change: put the stored `events` and `all_events` under the body's fields.
 *
 * @example
 * const check = checkWebhookBody({
 *   title: 'Orders',
 *   events: ['purchase.paid'],
 *   callback: 'https://shop.example/webhooks/checkout',
 * });
 * if (!check.valid) return json(400, toGatewayErrorBody(check.issues));
 *
 * @example
 * // PATCH: judged on the result.
 * checkWebhookBody(
 *   { events: stored.events, all_events: stored.all_events, ...patch },
 *   { partial: true },
 * );
 */
export function checkWebhookBody(
  body: unknown,
  options?: { partial?: false },
): BodyCheck<WebhookCreateBody>;
export function checkWebhookBody(
  body: unknown,
  options: WebhookCheckOptions,
): BodyCheck<Partial<WebhookCreateBody>>;
export function checkWebhookBody(
  body: unknown,
  options: WebhookCheckOptions = {},
): BodyCheck<Partial<WebhookCreateBody>> {
  return checkWithSchema(options.partial ? webhookPatchSchema : webhookBodySchema, body);
}
