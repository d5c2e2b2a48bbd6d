import {
  ANY_COUNTRY_GROUP,
  CARD_METHODS_GROUP,
  KIT_LANGUAGES,
  type KitLanguage,
  type PaymentMethodsLookup,
  minimumAmountOf,
  readKitLanguage,
} from '@checkout-kit/protocol';
import { METHOD_WORDS, type MethodGroup, type TranslatedMethod } from './method-names.js';

/**
 * The payment methods the sandbox offers: every method of the gateway's list, with what the
 * lookup (`GET /payment_methods/`) and the hosted payment page need to know about it.
 */

/** Languages the sandbox has names in, the kit's; every other language gets the English ones. */
export type CatalogueLanguage = KitLanguage;

/** One payment method of the catalogue. */
export interface CatalogueMethod {
  /** The gateway's method name, as in `payment_method_whitelist`. */
  readonly method: string;
  /** Readable names per language. */
  readonly names: Readonly<Record<CatalogueLanguage, string>>;
  /** Logo path relative to the API host, or several. */
  readonly logo: string | readonly string[];
  readonly group: MethodGroup;
  /** Whether a payment with it can become a recurring token and be charged again. */
  readonly recurring: boolean;
  /** Whether it can authorize and hold funds for a later capture (`skip_capture`). */
  readonly skipCapture: boolean;
  /** Whether it can verify without charging (a total of 0). */
  readonly preauthorization: boolean;
  /** The smallest amount it takes, in the smallest currency unit (100 = RM 1.00). */
  readonly minimumAmount: number;
}

/** The path under which the sandbox serves logos (see `logos.ts`). */
export const LOGO_PATH = '/static/logos';

const logo = (file: string): string => `${LOGO_PATH}/${file}.svg`;

/** A name in each language, as `nameIn` gives it. */
const namesIn = (nameIn: (language: CatalogueLanguage) => string) =>
  Object.fromEntries(KIT_LANGUAGES.map((language) => [language, nameIn(language)])) as Record<
    CatalogueLanguage,
    string
  >;

/** A brand's name, which no language translates. */
const brandName = (name: string): Record<CatalogueLanguage, string> => namesIn(() => name);

/** A method's name in each language's own words (`method-names.ts`). */
const translatedName = (method: TranslatedMethod): Record<CatalogueLanguage, string> =>
  namesIn((language) => METHOD_WORDS[language].methods[method]);

const card = (method: string, name: string): CatalogueMethod => ({
  method,
  names: brandName(name),
  logo: logo(method),
  group: CARD_METHODS_GROUP,
  recurring: true,
  skipCapture: true,
  preauthorization: true,
  minimumAmount: minimumAmountOf(method),
});

/**
 * A wallet that hands the gateway a card (Google Pay, Apple Pay): a card method, paid through
 * the card page, but, as the sandbox guesses, no recurring token, no hold and no
 * preauthorization, and from one sen. The gateway maker's WooCommerce plugin keeps only visa,
 * mastercard and maestro for recurring payments and for saving a card (`skip_capture` with a
 * total of 0) (chip-for-woocommerce 2.0.5 `class-chip-woocommerce-gateway.php:3579-3596`), and
 * the protocol's rules already refuse `skip_capture` and a total of 0 with no card brand.
 */
const walletCard = (method: string, name: string, logoFile: string): CatalogueMethod => ({
  method,
  names: brandName(name),
  logo: logo(logoFile),
  group: CARD_METHODS_GROUP,
  recurring: false,
  skipCapture: false,
  preauthorization: false,
  minimumAmount: minimumAmountOf(method),
});

const other = (
  method: string,
  names: Record<CatalogueLanguage, string>,
  logoFile: string,
  group: Exclude<MethodGroup, typeof CARD_METHODS_GROUP>,
): CatalogueMethod => ({
  method,
  names,
  logo: logo(logoFile),
  group,
  recurring: false,
  skipCapture: false,
  preauthorization: false,
  minimumAmount: minimumAmountOf(method),
});

/**
 * Every method, in the order the lookup and the payment page list them, under the names the
 * live gateway uses, as the gateway maker's own plugins whitelist them: the description's
 * `partner_` methods are Razer's (`razer_grabpay`, ...), its `processor_` methods MPGS's
 * (`mpgs_google_pay`, `mpgs_apple_pay`: chip-for-woocommerce 2.0.5
 * `class-chip-woocommerce-gateway.php:472, 3487-3488`; chip-for-whmcs 1.7.1 `helpers.php:45`,
 * "Cards"). Minimum amounts are the gateway's (Atome RM 10, FPX RM 1, FPX B2B1 RM 2, DuitNow QR
 * RM 0.15, for both DuitNow QR names); the others take any amount from one sen, and only the
 * card brands take 0 (a preauthorization).
 */
export const METHOD_CATALOGUE: readonly CatalogueMethod[] = [
  card('visa', 'Visa'),
  card('mastercard', 'Mastercard'),
  card('maestro', 'Maestro'),
  walletCard('mpgs_google_pay', 'Google Pay', 'google_pay'),
  walletCard('mpgs_apple_pay', 'Apple Pay', 'apple_pay'),
  other('fpx', translatedName('fpx'), 'fpx', 'MY'),
  other('fpx_b2b1', translatedName('fpx_b2b1'), 'fpx_b2b1', 'MY'),
  other('duitnow_qr', brandName('DuitNow QR'), 'duitnow_qr', 'MY'),
  other('dnqr', brandName('DuitNow QR (DNQR)'), 'duitnow_qr', 'MY'),
  other('razer_tng', brandName("Touch 'n Go eWallet"), 'tng', 'MY'),
  other('razer_grabpay', brandName('GrabPay'), 'grabpay', 'MY'),
  other('shopee_pay', brandName('ShopeePay'), 'shopeepay', 'MY'),
  other('razer_shopeepay', brandName('ShopeePay (Razer)'), 'shopeepay', 'MY'),
  other('razer_maybankqr', brandName('MaybankQR'), 'maybankqr', 'MY'),
  other('razer_atome', translatedName('razer_atome'), 'atome', 'MY'),
  other('crypto_coin', translatedName('crypto_coin'), 'crypto', ANY_COUNTRY_GROUP),
];

const BY_NAME: ReadonlyMap<string, CatalogueMethod> = new Map(
  METHOD_CATALOGUE.map((entry) => [entry.method, entry]),
);

/** Group keys in the order `by_country` lists them. */
const GROUP_ORDER: readonly MethodGroup[] = [CARD_METHODS_GROUP, 'MY', ANY_COUNTRY_GROUP];

/**
 * A catalogue entry by method name, or `undefined` for a name the sandbox does not offer.
 *
 * @example
 * findMethod('fpx')?.minimumAmount // 100
 */
export function findMethod(method: string): CatalogueMethod | undefined {
  return BY_NAME.get(method);
}

/**
 * Whether a method pays through the card page (and Direct Post): a card brand, or a wallet that
 * hands over a card. `false` for a name the sandbox does not offer.
 *
 * @example
 * paysByCard('mpgs_google_pay') // true
 */
export function paysByCard(method: string): boolean {
  return findMethod(method)?.group === CARD_METHODS_GROUP;
}

/**
 * The language whose names the sandbox answers with: a kit language by the code's primary
 * subtag (`zh-MY` is Chinese), English otherwise.
 */
export const catalogueLanguage = (language: string | null | undefined): CatalogueLanguage =>
  readKitLanguage(language) ?? 'en';

/**
 * A method's readable name in a language (English unless the sandbox has one in it).
 *
 * @example
 * methodName('fpx', 'ms') // 'Perbankan Dalam Talian FPX'
 */
export function methodName(method: string, language?: string | null): string {
  return findMethod(method)?.names[catalogueLanguage(language)] ?? method;
}

/** What narrows the list of methods; every field is optional. */
export interface MethodFilter {
  /** Only these method names (a purchase's `payment_method_whitelist`). */
  whitelist?: readonly string[] | null;
  /** The amount to pay: methods whose minimum is higher are left out. */
  amount?: number | null;
  /** The payer's country: methods of other countries are left out (`any` and cards stay). */
  country?: string | null;
  /** Only methods that can be charged again through a recurring token. */
  recurring?: boolean;
  /** Only methods that can hold funds for a later capture. */
  skipCapture?: boolean;
  /** Only methods that can verify without charging. */
  preauthorization?: boolean;
}

/**
 * The catalogue entries that pass a filter, in catalogue order.
 *
 * @example
 * filterMethods({ amount: 99 }).some((m) => m.method === 'fpx') // false: FPX takes RM 1 or more
 */
export function filterMethods(filter: MethodFilter = {}): CatalogueMethod[] {
  // Whitelists name methods as the gateway serves them (`razer_grabpay`): matched exactly.
  const whitelist = filter.whitelist ? new Set(filter.whitelist) : null;
  const country = filter.country?.toUpperCase();
  return METHOD_CATALOGUE.filter(
    (entry) =>
      (!whitelist || whitelist.has(entry.method)) &&
      (filter.amount === undefined ||
        filter.amount === null ||
        entry.minimumAmount <= filter.amount) &&
      (!country ||
        entry.group === CARD_METHODS_GROUP ||
        entry.group === ANY_COUNTRY_GROUP ||
        entry.group === country) &&
      (!filter.recurring || entry.recurring) &&
      (!filter.skipCapture || entry.skipCapture) &&
      (!filter.preauthorization || entry.preauthorization),
  );
}

/** The parts of a Purchase that decide which methods can pay it. */
export interface PurchaseForMethods {
  payment_method_whitelist?: readonly string[] | null;
  skip_capture?: boolean | null;
  purchase: { total: number };
}

/**
 * Which methods can pay this purchase: those of its `payment_method_whitelist` (all when it has
 * none) whose minimum the total reaches; with `skip_capture`, only those that can hold funds;
 * with a total of 0 (a preauthorization), only those that can verify without charging. The
 * hosted payment page lists exactly these.
 *
 * @example
 * methodsForPurchase({ skip_capture: true, purchase: { total: 5000 } }).map((m) => m.method)
 * // ['visa', 'mastercard', 'maestro']
 */
export function methodsForPurchase(purchase: PurchaseForMethods): CatalogueMethod[] {
  const total = purchase.purchase.total;
  return filterMethods({
    whitelist: purchase.payment_method_whitelist ?? null,
    amount: total,
    skipCapture: Boolean(purchase.skip_capture),
    preauthorization: total === 0,
  });
}

/**
 * The gateway's "payment methods lookup result" for a list of methods, with names in a
 * language (a kit language, else English).
 *
 * @example
 * lookupResult(filterMethods({ recurring: true }), 'en').by_country.card // ['visa', 'mastercard', 'maestro']
 */
export function lookupResult(
  methods: readonly CatalogueMethod[],
  language?: string | null,
): PaymentMethodsLookup {
  const lang = catalogueLanguage(language);
  const result: PaymentMethodsLookup = {
    available_payment_methods: methods.map((entry) => entry.method),
    by_country: {},
    country_names: {},
    names: {},
    logos: {},
    card_methods: methods
      .filter((entry) => entry.group === CARD_METHODS_GROUP)
      .map((entry) => entry.method),
  };
  for (const group of GROUP_ORDER) {
    const members = methods.filter((entry) => entry.group === group);
    if (members.length === 0) continue;
    result.by_country[group] = members.map((entry) => entry.method);
    result.country_names[group] = METHOD_WORDS[lang].groups[group];
  }
  for (const entry of methods) {
    result.names[entry.method] = entry.names[lang];
    result.logos[entry.method] = typeof entry.logo === 'string' ? entry.logo : [...entry.logo];
  }
  return result;
}
