/**
 * Payment method names the gateway documents. Live names come from `GET /payment_methods/`
 * and may include others, so APIs take `string` where the gateway may send new ones.
 */
export const PAYMENT_METHODS = [
  'fpx',
  'fpx_b2b1',
  'crypto_coin',
  'dnqr',
  'duitnow_qr',
  'maestro',
  'mastercard',
  'visa',
  'shopee_pay',
  'partner_atome',
  'partner_grabpay',
  'partner_maybankqr',
  'partner_shopeepay',
  'partner_tng',
  'processor_apple_pay',
  'processor_google_pay',
] as const;

/** A payment method name the gateway documents. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * A payment method name as the gateway sends it: a documented one, or any other string (live
 * names such as `razer_grabpay`, and methods added later). Switch on it with a default branch.
 */
export type PaymentMethodName = PaymentMethod | (string & {});

let providerMethodPattern: RegExp | undefined;

/**
 * A partner or processor method under any provider's prefix, capturing what follows it
 * (`razer_grabpay` gives `grabpay`). Built on first use: a module-level constant would be
 * computed in every browser bundle that imports this file, used or not.
 */
function providerMethod(): RegExp {
  providerMethodPattern ??= new RegExp(
    `^[a-z0-9]+_(${PAYMENT_METHODS.flatMap(
      (method) => /^(?:partner|processor)_(.+)$/.exec(method)?.slice(1) ?? [],
    ).join('|')})$`,
  );
  return providerMethodPattern;
}

/**
 * Whether `name` is a method the gateway documents: one of {@link PAYMENT_METHODS}, where
 * `partner_` and `processor_` stand for a provider's own prefix (`razer_grabpay`).
 *
 * @example
 * isDocumentedPaymentMethod('razer_atome') // true
 * isDocumentedPaymentMethod('paypal') // false
 */
export function isDocumentedPaymentMethod(name: unknown): boolean {
  return typeof name === 'string' && documentedPaymentMethod(name) !== null;
}

/**
 * The documented name of a method: `name` itself, or for a method under a provider's own prefix
 * the documented `partner_`/`processor_` one (`razer_grabpay` is `partner_grabpay`); `null` for
 * a name the gateway does not document.
 *
 * @example
 * documentedPaymentMethod('stripe_apple_pay') // 'processor_apple_pay'
 */
export function documentedPaymentMethod(name: string): PaymentMethod | null {
  if ((PAYMENT_METHODS as readonly string[]).includes(name)) return name as PaymentMethod;
  const suffix = providerMethod().exec(name)?.[1];
  return suffix === undefined
    ? null
    : (PAYMENT_METHODS.find(
        (method) => method === `partner_${suffix}` || method === `processor_${suffix}`,
      ) ?? null);
}

/** The documented minimum totals (smallest units), by method or by what follows its prefix. */
const MINIMUM_AMOUNTS: Readonly<Record<string, number>> = {
  atome: 1000,
  fpx: 100,
  fpx_b2b1: 200,
  duitnow_qr: 15,
  dnqr: 15,
};

/**
 * The least total a method takes: the gateway's documented minimums (Atome RM 10, FPX RM 1,
 * FPX B2B1 RM 2, DuitNow QR RM 0.15); cards take 0 (a preauthorization), the others one sen.
 *
 * @example
 * minimumAmountOf('razer_atome') // 1000
 */
export function minimumAmountOf(method: string): number {
  if ((CARD_PAYMENT_METHODS as readonly string[]).includes(method)) return 0;
  const key = providerMethod().exec(method)?.[1] ?? method;
  return MINIMUM_AMOUNTS[key] ?? 1;
}

/**
 * The card payment methods: the only ones that can authorize without capturing
 * (`skip_capture=true`) or preauthorize (a total of 0).
 */
export const CARD_PAYMENT_METHODS = [
  'visa',
  'mastercard',
  'maestro',
] as const satisfies readonly PaymentMethod[];

/**
 * The filters of `GET /payment_methods/`: every parameter but `brand_id` and `currency`, which
 * the merchant's server sets. The browser picker may choose these.
 */
export interface PaymentMethodsFilters {
  /** In the smallest unit (1000 = RM 10.00); methods with a higher minimum are left out. */
  amount?: number;
  /** ISO 3166-1 alpha-2 country code, upper case (`MY`). */
  country?: string;
  /** Only methods that can be charged again through a recurring token. */
  recurring?: boolean;
  /** Only methods that can hold funds for a later capture. */
  skip_capture?: boolean;
  /** Only methods that can preauthorize (a total of 0). */
  preauthorization?: boolean;
  /** ISO 639-1 language code of the readable names, lower case (`en`, `ms`). */
  language?: string;
}

/** The whole query of `GET /payment_methods/`. */
export interface PaymentMethodsQuery extends PaymentMethodsFilters {
  brand_id: string;
  /** ISO 4217 currency code; the gateway takes `MYR`. */
  currency: string;
}

/** The result of `GET /payment_methods/`. */
export interface PaymentMethodsLookup {
  available_payment_methods: string[];
  /** Country code to method names; `any` means all countries; card methods sit under `card`. */
  by_country: Record<string, string[]>;
  /** Country code to readable name; `any` is `Other`. */
  country_names: Record<string, string>;
  /** Method name to readable name. */
  names: Record<string, string>;
  /** Method name to a logo path relative to the API host, or several paths. */
  logos: Record<string, string | string[]>;
  /** The card methods among `available_payment_methods`. */
  card_methods: string[];
}
