import type { Context } from 'hono';
import { Hono } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import { methodNotAllowed } from '../core/http.js';
import type { StoredPurchase } from '../core/state.js';
import { onceInQuery } from './pagination.js';

/*
 * The company's figures, `GET /account/json/balance/` and `GET /account/json/turnover/`. The
 * interface description does not show them; the gateway maker's plugins read them (chip-for-whmcs
 * 1.7.1 `modules/gateways/chip/api.php:114-117` and `gateway.php` `account_balance`;
 * chip-for-woocommerce 1.8.5 `includes/class-wc-api.php:121-135` and
 * `includes/class-wc-gateway-chip.php:2372-2398`), so the sandbox answers the fields they read,
 * computed from its purchases. Which money the live figures count is its guess.
 */

/** The currency the sandbox's payments are in, always in the balance. */
const HOME_CURRENCY = 'MYR';

/** The money one purchase moved through the gateway, in the smallest currency unit. */
interface MoneyMoved {
  currency: string;
  /** When it was paid (Unix seconds): the time the figures filter by. */
  paidOn: number;
  received: number;
  /** Refunded, or taken back by a chargeback. */
  returned: number;
  /** Refunds made, and a chargeback. */
  returns: number;
}

/**
 * What a purchase paid through the gateway moved: `null` for one never paid, and for one
 * marked as paid (the money went around the gateway).
 */
function moneyMoved({ purchase }: StoredPurchase): MoneyMoved | null {
  const { payment } = purchase;
  if (!payment || purchase.marked_as_paid) return null;
  const refunds = purchase.transaction_data.attempts.filter((a) => a.type === 'refund').length;
  return {
    currency: payment.currency,
    paidOn: payment.paid_on ?? 0,
    received: payment.amount,
    returned: payment.amount - purchase.refundable_amount,
    returns: refunds + (purchase.status === 'chargeback' ? 1 : 0),
  };
}

/** A query value given at most once that must match `pattern`; `rule` says what it must be. */
function queryValue(c: Context, name: string, pattern: RegExp, rule: string): string | undefined {
  const value = onceInQuery(c, name, rule);
  if (value !== undefined && !pattern.test(value)) {
    throw GatewayHttpError.field(name, 'invalid', rule);
  }
  return value;
}

/** The filters both figures take: `brand_id`, `currency`, and the turnover's `from` and `to`. */
function filtersOf(c: Context) {
  const unixTime = (name: string) => {
    const text = queryValue(
      c,
      name,
      /^\d{1,12}$/,
      `${name} must be a Unix time in whole seconds, once.`,
    );
    return text === undefined ? undefined : Number(text);
  };
  return {
    brandId: queryValue(c, 'brand_id', /^/, 'brand_id must be given once.'),
    currency: queryValue(
      c,
      'currency',
      /^[A-Z]{3}$/,
      'currency must be a code of 3 capital letters (MYR), once.',
    ),
    from: unixTime('from'),
    to: unixTime('to'),
  };
}

/** The money every purchase of the company moved, within the filters. */
function moved(core: SandboxCore, filters: ReturnType<typeof filtersOf>): MoneyMoved[] {
  const all: MoneyMoved[] = [];
  for (const stored of core.purchases.all()) {
    if (filters.brandId !== undefined && stored.purchase.brand_id !== filters.brandId) continue;
    const money = moneyMoved(stored);
    if (!money) continue;
    if (filters.currency !== undefined && money.currency !== filters.currency) continue;
    if (filters.from !== undefined && money.paidOn < filters.from) continue;
    if (filters.to !== undefined && money.paidOn > filters.to) continue;
    all.push(money);
  }
  return all;
}

/** One direction of the turnover, as WooCommerce 1.8.5 reads it. Fees are 0 in the sandbox. */
const flow = (count: number, turnover: number) => ({
  count: { all: count },
  fee_sell: 0,
  turnover,
});

/**
 * - `GET /account/json/balance/` (`brand_id`, `currency`): `{<currency>: {balance,
 *   available_balance}}`, what was paid in less what went back, for `currency` or for MYR and
 *   every currency paid in. Every top-level key is a currency: WHMCS reads them all as ones.
 * - `GET /account/json/turnover/` (`brand_id`, `currency` default MYR, `from`, `to`):
 *   `incoming` (payments) and `outgoing` (refunds, chargebacks), each `count.all`, `fee_sell`
 *   and `turnover`; a purchase counts by its payment's `paid_on`, its refunds with it.
 *
 * Each answer reads every purchase: its cost grows with their number.
 */
export function accountFigureRoutes(core: SandboxCore): Hono {
  const app = new Hono();

  app.get('/account/json/balance/', (c) => {
    const filters = filtersOf(c);
    const balances: Record<string, { balance: number; available_balance: number }> = {};
    const add = (currency: string, amount: number) => {
      const entry = (balances[currency] ??= { balance: 0, available_balance: 0 });
      entry.balance += amount;
      entry.available_balance += amount;
    };
    add(filters.currency ?? HOME_CURRENCY, 0);
    for (const money of moved(core, filters)) add(money.currency, money.received - money.returned);
    return c.json(balances);
  });
  app.all('/account/json/balance/', methodNotAllowed(['GET']));

  app.get('/account/json/turnover/', (c) => {
    const filters = filtersOf(c);
    const all = moved(core, { ...filters, currency: filters.currency ?? HOME_CURRENCY });
    const sum = (pick: (money: MoneyMoved) => number) =>
      all.reduce((total, money) => total + pick(money), 0);
    return c.json({
      incoming: flow(
        all.length,
        sum((money) => money.received),
      ),
      outgoing: flow(
        sum((money) => money.returns),
        sum((money) => money.returned),
      ),
    });
  });
  app.all('/account/json/turnover/', methodNotAllowed(['GET']));

  return app;
}
