import type { SandboxCore } from '../core/sandbox-core.js';
import { createPurchase } from '../purchases/create-purchase.js';
import type { StoredPurchase } from '../core/state.js';
import { addPeriods } from './period.js';
import {
  type SubscriberSettings,
  type TemplateSettings,
  templatePurchaseBody,
} from './template-rules.js';

/**
 * When a purchase a template makes now is due: an invoice's `invoice_due`; a subscription's
 * `subscription_due_period` from now, or never without one.
 */
export function dueOf(
  core: SandboxCore,
  template: TemplateSettings,
  now = core.clock.nowSeconds(),
): number | null {
  if (!template.is_subscription) return template.invoice_due;
  const { subscription_due_period: count, subscription_due_period_units: unit } = template;
  if (count === null || unit === null) return null;
  return addPeriods(now, count, unit);
}

/**
 * Makes the purchase a template makes for one client, through `createPurchase` like any
 * other: checked by the same rules, payable on the same pages, `billing_template_id` naming
 * the template (`null` for `billing/`, which keeps none). The caller has checked the client's
 * body with `checkedSubscriberBody` and the same `due`, so nothing is refused here.
 */
export function makeTemplatePurchase(
  core: SandboxCore,
  template: TemplateSettings & { id?: string },
  client: SubscriberSettings,
  due: number | null,
  clientIp: string,
): StoredPurchase {
  return createPurchase(core, templatePurchaseBody(template, client, due), clientIp, {
    billingTemplateId: template.id ?? null,
  });
}
