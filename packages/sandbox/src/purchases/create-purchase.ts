import { randomUUID } from 'node:crypto';
import {
  type ClientDetails,
  type KnownPurchaseStatus,
  type Purchase,
  type PurchaseCreateBody,
  checkPurchase,
  purchaseTotal,
  toGatewayErrorBody,
} from '@checkout-kit/protocol';
import { paysByCard } from '../collection/method-catalogue.js';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import type { StoredPurchase } from '../core/state.js';
import { passDue } from './transitions.js';
import { clientAsReturned, detailsAsReturned, issuerDetails } from './live-shape.js';
import { checkScenario } from './scenarios.js';
import { ownEntry } from '../core/own-entry.js';
import { emptyList } from './shared-values.js';
import { UNTRIED_TRANSACTION_DATA } from './transaction-data.js';
import { pooled } from './string-pool.js';

/** The brand's time zone, for `issued` when the purchase names none. */
const DEFAULT_TIMEZONE = 'Asia/Kuala_Lumpur';

/** Every purchase starts here. */
const INITIAL_STATUS: KnownPurchaseStatus = 'created';

/** `request_client_details` entries answered by a client field of the same name or group. */
const CLIENT_DETAIL_FIELDS: Record<string, readonly (keyof ClientDetails)[]> = {
  billing_address: ['street_address', 'country', 'city', 'zip_code', 'state'],
  shipping_address: [
    'shipping_street_address',
    'shipping_country',
    'shipping_city',
    'shipping_zip_code',
    'shipping_state',
  ],
};

/**
 * A `YYYY-MM-DD` formatter of each time zone met, with the last date it gave. Making one is
 * costly (it was a sixth of the sandbox's CPU per purchase), so each is made once, and the
 * date is formatted again only when the minute changes: every time zone's offset in the years
 * the sandbox clock can reach is a whole number of minutes, so no date changes within one. An unknown zone throws before it is kept,
 * and the map stops growing at {@link MAX_DATE_FORMATS} (zone names may come in any letter
 * case), so no stream of purchases can fill memory with them.
 */
const DATE_FORMATS = new Map<
  string,
  { format: Intl.DateTimeFormat; minute: number; date: string }
>();
const MAX_DATE_FORMATS = 1000;

/** Today's date, `YYYY-MM-DD`, in a time zone. */
export function dateIn(timeZone: string, unixMs: number): string {
  const minute = Math.floor(unixMs / 60_000);
  const known = DATE_FORMATS.get(timeZone);
  if (known?.minute === minute) return known.date;
  const format =
    known?.format ??
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  const date = format.format(unixMs);
  if (known) Object.assign(known, { minute, date });
  else if (DATE_FORMATS.size < MAX_DATE_FORMATS)
    DATE_FORMATS.set(timeZone, { format, minute, date });
  return date;
}

/**
 * `checkout_url` and `direct_post_url`. The first is the start of the second: made as a slice
 * of it, it shares its characters instead of holding a copy.
 */
function pageUrls(
  origin: string,
  id: string,
  directPost: boolean,
): { checkout_url: string; direct_post_url: string | null } {
  if (!directPost) return { checkout_url: `${origin}/p/${id}/`, direct_post_url: null };
  const directPostUrl = `${origin}/p/${id}/direct_post/`;
  return {
    checkout_url: directPostUrl.slice(0, -'direct_post/'.length),
    direct_post_url: directPostUrl,
  };
}

/** A requested detail is dropped from the list when the client already gives it. */
function stillRequested(requested: readonly string[], client: ClientDetails): string[] {
  return requested.filter((detail) => {
    const fields = CLIENT_DETAIL_FIELDS[detail] ?? [detail as keyof ClientDetails];
    return !fields.some((field) => {
      const value = client[field];
      return typeof value === 'string' && value.trim() !== '';
    });
  });
}

/** A purchase body that passed every rule, with what checking it worked out. */
export interface CheckedPurchaseBody {
  body: PurchaseCreateBody;
  /** `purchaseTotal()` of its details. */
  total: number;
  /** The payer: the body's `client`, or the stored client that `client_id` names. */
  client: ClientDetails;
}

/**
 * Checks a `POST /purchases/` body with the rules of `@checkout-kit/protocol` (the same ones
 * the server package applies), its sandbox scenario (`purchase.metadata.sandbox_scenario`) and
 * what only the sandbox knows (its brand, its clients), changing nothing: a 400 naming every
 * broken rule when anything is wrong. Whatever makes purchases checks each body with it first.
 */
export function checkedPurchaseBody(
  core: SandboxCore,
  raw: Record<string, unknown>,
): CheckedPurchaseBody {
  const check = checkPurchase(raw);
  const scenarioIssues = checkScenario(raw);
  if (!check.valid || scenarioIssues.length > 0) {
    const issues = check.valid ? scenarioIssues : [...check.issues, ...scenarioIssues];
    throw new GatewayHttpError(400, toGatewayErrorBody(issues));
  }
  const { body } = check;
  const { state } = core;

  if (body.brand_id !== state.brandId) {
    throw GatewayHttpError.field(
      'brand_id',
      'invalid',
      `brand_id ${body.brand_id} is not a brand of this company.`,
    );
  }
  // Exact decimal arithmetic over every product line: worked out once per purchase.
  const total = purchaseTotal(body.purchase);
  if (!body.skip_capture && total === 0) {
    // The description makes a total of 0 a preauthorization only with skip_capture=true, and
    // says nothing of one without it: refused here, so a merchant learns it before going live
    // (the sandbox's guess at the gateway's answer; see the README's "Sandbox and live").
    throw GatewayHttpError.general(
      400,
      'purchase_zero_total_requires_skip_capture',
      'A purchase with a total of 0 is a preauthorization (card verified and saved, nothing charged): create it with skip_capture: true.',
    );
  }
  if (!body.client_id) return { body, total, client: body.client as ClientDetails };
  const stored = ownEntry(state.clients, body.client_id);
  if (!stored) {
    throw GatewayHttpError.field(
      'client_id',
      'invalid',
      `client_id ${body.client_id} is not a client of this company.`,
    );
  }
  const { id, type, created_on, updated_on, ...details } = stored;
  return { body, total, client: details };
}

/**
 * `POST /purchases/`: checks the body ({@link checkedPurchaseBody}), then builds the purchase
 * the gateway would return. Nothing is stored when anything is wrong. `billingTemplateId` names
 * the billing template a purchase was made from (`billing_template_id`).
 */
export function createPurchase(
  core: SandboxCore,
  raw: Record<string, unknown>,
  clientIp: string,
  { billingTemplateId = null }: { billingTemplateId?: string | null } = {},
): StoredPurchase {
  const { body, total, client } = checkedPurchaseBody(core, raw);
  const { state } = core;

  const now = core.clock.now();
  const nowSeconds = Math.floor(now / 1000);
  const id = randomUUID();
  const details = body.purchase;
  const timezone = details.timezone ?? DEFAULT_TIMEZONE;
  const requested = stillRequested(details.request_client_details ?? [], client);
  const whitelist = body.payment_method_whitelist;
  // A card brand, or a wallet that hands over a card (mpgs_google_pay): the maker's WooCommerce
  // plugin sends a purchase of only these to its direct_post_url (2.0.5 gateway.php:1934-1945).
  const cardAllowed = !whitelist || whitelist.some(paysByCard);
  const directPostPossible =
    core.account.directPost &&
    requested.length === 0 &&
    Boolean(body.success_redirect) &&
    Boolean(body.failure_redirect) &&
    cardAllowed;
  const sequence = ++state.purchaseSequence;

  const urls = pageUrls(core.origin, id, directPostPossible);
  const purchase: Purchase = {
    client_id: body.client_id ?? null,
    send_receipt: body.send_receipt ?? false,
    skip_capture: body.skip_capture ?? false,
    force_recurring: body.force_recurring ?? false,
    // A whole number (an order id, as the maker's plugins send it) is kept as its decimal text:
    // the plugins read it back only as an id, where "7" serves as 7 does.
    reference: pooled(String(body.reference ?? '')),
    issued: body.issued ?? dateIn(timezone, now),
    due: body.due ?? null,
    payment_method_whitelist: whitelist ?? null,
    success_redirect: pooled(body.success_redirect ?? ''),
    failure_redirect: pooled(body.failure_redirect ?? ''),
    cancel_redirect: pooled(body.cancel_redirect ?? ''),
    success_callback: pooled(body.success_callback ?? ''),
    creator_agent: pooled(body.creator_agent ?? ''),
    // Any name now (a plugin's own, such as woocommerce): one copy of each, as for the texts above.
    platform: pooled(body.platform ?? 'api'),
    tags: body.tags ?? emptyList(),
    // The brand's own id (the body's was checked equal to it): one string for every purchase.
    brand_id: state.brandId,
    type: 'purchase',
    id,
    client: clientAsReturned(client),
    purchase: detailsAsReturned(details, {
      currency: details.currency ?? 'MYR',
      language: details.language ?? 'en',
      timezone,
      request_client_details: requested.length > 0 ? requested : emptyList(),
      debt: details.debt ?? 0,
      total,
    }),
    created_on: nowSeconds,
    updated_on: nowSeconds,
    payment: null,
    issuer_details: issuerDetails(core.account.brandName),
    transaction_data: UNTRIED_TRANSACTION_DATA,
    status: INITIAL_STATUS,
    status_history: [{ status: INITIAL_STATUS, timestamp: nowSeconds, related_object: null }],
    viewed_on: null,
    company_id: state.companyId,
    is_test: true,
    user_id: null,
    is_recurring_token: false,
    recurring_token: null,
    reference_generated: `CK${String(sequence).padStart(6, '0')}`,
    refund_availability: 'none',
    refundable_amount: 0,
    currency_conversion: null,
    product: 'purchases',
    created_from_ip: pooled(clientIp),
    invoice_url: null,
    checkout_url: urls.checkout_url,
    direct_post_url: urls.direct_post_url,
    marked_as_paid: false,
    order_id: null,
    billing_template_id: billingTemplateId,
    audit_log_entries: emptyList(),
    can_mark_as_refunded: false,
    upsell_campaigns: emptyList(),
    referral_campaign_id: null,
    referral_code: null,
    referral_code_generated: null,
    referral_code_details: null,
    retain_level_details: null,
    can_retrieve: false,
    can_chargeback: false,
    can_reverse_chargeback: false,
  };
  const stored: StoredPurchase = { purchase, heldAmount: 0, card: null, pendingThreeDSecure: null };
  core.purchases.add(stored);
  core.changed();
  scheduleDue(core, stored);
  core.deliveries.emit('purchase.created', purchase, { successCallback: false });
  return stored;
}

/** Arranges for `due` to pass on the sandbox clock. */
export function scheduleDue(core: SandboxCore, stored: StoredPurchase): void {
  const { due } = stored.purchase;
  if (typeof due !== 'number') return;
  const { id } = stored.purchase;
  core.clock.schedule(due * 1000, () => {
    const current = core.purchases.get(id);
    if (current) passDue(core, current);
  });
}
