import {
  type FieldIssue,
  type FieldIssueCode,
  describeValue,
  toGatewayErrorBody,
} from '@checkout-kit/protocol';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import { checkedPurchaseBody } from '../purchases/create-purchase.js';
import type {
  PeriodUnit,
  StoredBillingTemplate,
  StoredBillingTemplateClient,
} from '../core/state.js';
import { PERIOD_UNITS } from './period.js';
import { mergedBodies, renamedBody } from './renamed-fields.js';

/*
 * The rules of the billing bodies of the gateway maker's PHP SDK (chip-php-sdk v1.1.3
 * `lib/Model/Billing/BillingTemplate.php` and `BillingTemplateClient.php`; the same fields in
 * 2.x). The SDK marks `purchase`, `brand_id`, `title` and `is_subscription` required (and
 * `clients` for `billing/`). A template's purchase fields are checked as the purchase they will
 * make is: the protocol's purchase rules, through the sandbox's own check of a purchase body,
 * so a template the sandbox takes always makes purchases it takes. The rest is the sandbox's
 * guess, written down in its README.
 */

/** What a template body sets: every field of a stored template but its ids and times. */
export type TemplateSettings = Omit<
  StoredBillingTemplate,
  'type' | 'id' | 'created_on' | 'updated_on' | 'company_id' | 'is_test' | 'user_id'
>;

/** What a billing-template client body (`BillingTemplateClient`) sets. */
export type SubscriberSettings = Pick<
  StoredBillingTemplateClient,
  | 'client_id'
  | 'payment_method_whitelist'
  | 'send_receipt'
  | 'send_invoice_on_charge_failure'
  | 'send_invoice_on_add_subscriber'
>;

/**
 * Template fields checked as the purchase field they become, by the purchase's name: a refusal
 * names the template's field.
 */
const PURCHASE_FIELD_OF: Readonly<Record<string, string>> = {
  invoice_issued: 'issued',
  invoice_due: 'due',
  invoice_skip_capture: 'skip_capture',
  invoice_send_receipt: 'send_receipt',
};
const TEMPLATE_FIELD_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PURCHASE_FIELD_OF).map(([template, purchase]) => [purchase, template]),
);

/** The payer a template's purchase is checked for before any client is named. */
const SOME_CLIENT = { email: 'subscriber@example.com' };

/**
 * The purchase body a template makes for one of its clients (or, before any, for
 * {@link SOME_CLIENT}): the template's purchase details, with the client's own whitelist and
 * receipt choice. `due` is the caller's: an invoice's `invoice_due`, a subscription's due
 * period from now.
 */
export function templatePurchaseBody(
  settings: TemplateSettings | Record<string, unknown>,
  client: Partial<SubscriberSettings>,
  due: unknown,
): Record<string, unknown> {
  const template = settings as Record<string, unknown>;
  const invoice = template.is_subscription !== true;
  return {
    brand_id: template.brand_id,
    ...(client.client_id === undefined ? { client: SOME_CLIENT } : { client_id: client.client_id }),
    purchase: template.purchase,
    force_recurring: template.force_recurring ?? undefined,
    skip_capture: invoice ? (template.invoice_skip_capture ?? undefined) : undefined,
    send_receipt:
      client.send_receipt ?? (invoice ? (template.invoice_send_receipt ?? undefined) : undefined),
    issued: invoice ? (template.invoice_issued ?? undefined) : undefined,
    due: due ?? undefined,
    payment_method_whitelist: client.payment_method_whitelist ?? undefined,
  };
}

/** Collects the issues of one body's own fields (those the purchase rules do not check). */
class Issues {
  readonly list: FieldIssue[] = [];

  readonly #body: Record<string, unknown>;

  constructor(body: Record<string, unknown>) {
    this.#body = body;
  }

  add(field: string, code: FieldIssueCode, message: string): void {
    this.list.push({ path: [field], code, message });
  }

  /** An optional boolean: its value, or `fallback`. */
  flag(field: string, fallback: boolean): boolean {
    const value = this.#body[field];
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    this.add(field, 'invalid', `${field} must be true or false, not ${describeValue(value)}.`);
    return fallback;
  }

  /** An optional whole number from `min`: its value, or `null`. */
  count(field: string, min: number): number | null {
    const value = this.#body[field];
    if (value === undefined || value === null) return null;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= min) return value;
    this.add(
      field,
      typeof value === 'number' && Number.isSafeInteger(value) ? 'min_value' : 'invalid',
      `${field} must be a whole number from ${min}, not ${describeValue(value)}.`,
    );
    return null;
  }

  /** An optional period unit: its value, or `null`. */
  unit(field: string): PeriodUnit | null {
    const value = this.#body[field];
    if (value === undefined || value === null) return null;
    if (PERIOD_UNITS.includes(value as PeriodUnit)) return value as PeriodUnit;
    this.add(
      field,
      'invalid_choice',
      `${field} must be one of ${PERIOD_UNITS.join(', ')}, not ${describeValue(value)}.`,
    );
    return null;
  }

  /** A field that must be given when `rule` says so. */
  requireWhen(given: unknown, field: string, rule: string): void {
    if (given === null && !this.list.some((issue) => issue.path[0] === field)) {
      this.add(field, 'required', `${field} is required ${rule}.`);
    }
  }

  /** Throws every issue, with those of `purchaseCheck` (run either way), as one 400. */
  throwAny(purchaseCheck: () => void, renames: Readonly<Record<string, string>>): void {
    let purchaseErrors = {};
    try {
      purchaseCheck();
    } catch (error) {
      if (!(error instanceof GatewayHttpError) || error.status !== 400) throw error;
      purchaseErrors = renamedBody(error.body, renames);
    }
    if (this.list.length > 0 || Object.keys(purchaseErrors).length > 0) {
      throw new GatewayHttpError(400, mergedBodies(purchaseErrors, toGatewayErrorBody(this.list)));
    }
  }
}

/**
 * Checks a billing template body (`POST`, and `PUT`, which sets every field anew). Fields the
 * gateway sets (`id`, `type`, `clients`, `company_id`, …) are ignored, so a template read back
 * can be sent again as it is. With `forBilling` (the body of `POST /billing/`), `title` and
 * `is_subscription` may be left out: an invoice sent at once.
 */
export function checkedTemplateBody(
  core: SandboxCore,
  body: Record<string, unknown>,
  { forBilling = false }: { forBilling?: boolean } = {},
): TemplateSettings {
  const issues = new Issues(body);
  const { title } = body;
  let checkedTitle = '';
  if (typeof title === 'string' && title.trim() !== '') checkedTitle = title;
  else if (title === undefined || title === null) {
    if (!forBilling) issues.add('title', 'required', 'title is required: the template’s name.');
  } else issues.add('title', 'blank', 'title must be a text that is not blank.');
  if (!forBilling && (body.is_subscription === undefined || body.is_subscription === null)) {
    issues.add('is_subscription', 'required', 'is_subscription is required: true or false.');
  }
  const isSubscription = issues.flag('is_subscription', false);
  const settings = {
    title: checkedTitle,
    is_subscription: isSubscription,
    number_of_billing_cycles: issues.count('number_of_billing_cycles', 1),
    force_recurring: issues.flag('force_recurring', false),
    invoice_skip_capture: issues.flag('invoice_skip_capture', false),
    invoice_send_receipt: issues.flag('invoice_send_receipt', false),
    subscription_period: issues.count('subscription_period', 1),
    subscription_period_units: issues.unit('subscription_period_units'),
    subscription_due_period: issues.count('subscription_due_period', 0),
    subscription_due_period_units: issues.unit('subscription_due_period_units'),
    subscription_charge_period_end: issues.flag('subscription_charge_period_end', false),
    subscription_trial_periods: issues.count('subscription_trial_periods', 0) ?? 0,
    subscription_active: issues.flag('subscription_active', true),
  };
  if (isSubscription) {
    const rule = 'for a subscription (is_subscription: true)';
    issues.requireWhen(settings.subscription_period, 'subscription_period', rule);
    issues.requireWhen(settings.subscription_period_units, 'subscription_period_units', rule);
  }
  if (settings.subscription_due_period !== null) {
    issues.requireWhen(
      settings.subscription_due_period_units,
      'subscription_due_period_units',
      'with subscription_due_period',
    );
  }
  const purchaseBody = templatePurchaseBody(
    { ...body, is_subscription: false },
    {},
    body.invoice_due,
  );
  let checked: ReturnType<typeof checkedPurchaseBody> | undefined;
  issues.throwAny(() => {
    checked = checkedPurchaseBody(core, purchaseBody);
  }, TEMPLATE_FIELD_OF);
  const { body: purchase } = checked as ReturnType<typeof checkedPurchaseBody>;
  return {
    ...settings,
    brand_id: purchase.brand_id,
    purchase: purchase.purchase,
    invoice_issued: purchase.issued ?? null,
    invoice_due: purchase.due ?? null,
  };
}

/**
 * Checks a billing-template client body (`send_invoice/`, `add_subscriber/`, each client of
 * `billing/`) against its template: `client_id` must name a client of the company, and the
 * purchase it makes must pass every purchase rule (its `payment_method_whitelist` against the
 * template's total, for one). `due` is that purchase's. A refusal names the fields under
 * `under` (`['clients', 0]` in `billing/`).
 */
export function checkedSubscriberBody(
  core: SandboxCore,
  template: TemplateSettings,
  body: Record<string, unknown>,
  due: number | null,
): SubscriberSettings {
  const issues = new Issues(body);
  const { client_id: clientId, payment_method_whitelist: whitelist } = body;
  if (clientId === undefined || clientId === null || clientId === '') {
    issues.add('client_id', 'required', 'client_id is required: the id of a client (/clients/).');
  }
  const settings: SubscriberSettings = {
    client_id: typeof clientId === 'string' ? clientId : '',
    payment_method_whitelist: Array.isArray(whitelist) ? (whitelist as string[]) : null,
    send_receipt: issues.flag('send_receipt', false),
    send_invoice_on_charge_failure: issues.flag('send_invoice_on_charge_failure', false),
    send_invoice_on_add_subscriber: issues.flag('send_invoice_on_add_subscriber', false),
  };
  const purchaseBody = templatePurchaseBody(
    template,
    {
      client_id: (clientId ?? undefined) as string | undefined,
      payment_method_whitelist: (whitelist ?? undefined) as string[] | undefined,
      send_receipt: body.send_receipt === undefined ? undefined : settings.send_receipt,
    },
    due,
  );
  issues.throwAny(() => void checkedPurchaseBody(core, purchaseBody), {});
  return settings;
}

/** The statuses of a billing-template client: billed each period, or not. */
const SUBSCRIBER_STATUSES: readonly StoredBillingTemplateClient['status'][] = [
  'active',
  'inactive',
];

/**
 * Checks a partial update of a billing-template client (`PATCH`, as the PHP SDK's own test
 * sends `{"status": "active"}`): `status`, `payment_method_whitelist`, `send_receipt` and the
 * `send_invoice_on_*` choices; the fields the gateway sets, and `client_id`, are ignored. The
 * whitelist is checked against the template's purchase as a new one would be.
 */
export function checkedSubscriberUpdate(
  core: SandboxCore,
  template: TemplateSettings,
  current: StoredBillingTemplateClient,
  body: Record<string, unknown>,
): SubscriberSettings & Pick<StoredBillingTemplateClient, 'status'> {
  const { status } = body;
  let checkedStatus = current.status;
  if (SUBSCRIBER_STATUSES.includes(status as StoredBillingTemplateClient['status'])) {
    checkedStatus = status as StoredBillingTemplateClient['status'];
  } else if (status !== undefined && status !== null) {
    throw GatewayHttpError.field(
      'status',
      'invalid_choice',
      `status must be one of ${SUBSCRIBER_STATUSES.join(', ')}, not ${describeValue(status)}.`,
    );
  }
  const merged: Record<string, unknown> = { ...current, client_id: current.client_id };
  for (const field of [
    'payment_method_whitelist',
    'send_receipt',
    'send_invoice_on_charge_failure',
    'send_invoice_on_add_subscriber',
  ]) {
    if (body[field] !== undefined) merged[field] = body[field];
  }
  const settings = checkedSubscriberBody(core, template, merged, null);
  return { ...settings, status: checkedStatus };
}
