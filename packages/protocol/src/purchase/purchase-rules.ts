import * as z from 'zod';
import { ISO_LANGUAGE_CODES } from '../codes/iso-codes.js';
import {
  CARD_PAYMENT_METHODS,
  isDocumentedPaymentMethod,
  minimumAmountOf,
} from '../payment-methods/payment-method.js';
import { DECIMAL_STRING } from '../rules/decimal.js';
import { describeValue } from '../rules/describe-value.js';
import { REQUEST_CLIENT_DETAILS } from './purchase-choices.js';
import { NON_FIELD_KEY, type FieldIssueCode } from '../rules/field-issue.js';
import { PURCHASE_LIMITS as LIMITS } from './purchase-limits.js';
import { exactPurchaseTotals, purchaseTotals } from './purchase-total.js';
import {
  choiceList,
  email,
  flag,
  formatted,
  HTTP_URL,
  boundedText,
  isAbsoluteHttpUrl,
  listOfAtLeast,
  money,
  nonBlankText,
  type RuleParams,
  ruled,
  type Verdict,
  whenObject,
} from '../rules/rule-schemas.js';

/*
 * The Purchase creation body's rules as zod schemas: the one definition that the sandbox
 * (answering `POST /purchases/`) and the server package (before any network call) apply.
 * `validatePurchase` turns the schemas' issues into the gateway's codes and messages.
 *
 * Unknown fields are ignored, at every level, as the gateway ignores them; parsing drops them.
 * Empty strings are refused (`blank`) where a value is required or has a format; the URL
 * fields take `''` as "not set", so that the server package never refuses a body only for an
 * empty optional URL (the gateway's own answer to one is not documented).
 */

/** A number given as a JSON number or a decimal string (`2`, `"1.5"`), within bounds. */
function numeric(bounds: { min: number; minExclusive?: boolean; max?: number }, what: string) {
  return ruled<number | string>((value) => {
    const number =
      typeof value === 'number' && Number.isFinite(value)
        ? value
        : typeof value === 'string' && DECIMAL_STRING.test(value)
          ? Number(value)
          : undefined;
    if (number === undefined) {
      return {
        code: 'invalid',
        rule: `must be ${what}, as a number or a decimal string such as "1.5"`,
      };
    }
    const shown = typeof value === 'number' ? `, not ${value}` : '';
    if (bounds.minExclusive ? number <= bounds.min : number < bounds.min) {
      const bound = bounds.minExclusive ? 'greater than' : 'at least';
      return { code: 'min_value', rule: `must be ${bound} ${bounds.min}${shown}` };
    }
    if (bounds.max !== undefined && number > bounds.max) {
      return { code: 'max_value', rule: `must be at most ${bounds.max}${shown}` };
    }
    return undefined;
  });
}

/** A URL field: an absolute http(s) URL of at most 500 characters; `''` means not set. */
function urlField() {
  return boundedText(LIMITS.urlMaxLength).refine(
    (value) => value === '' || isAbsoluteHttpUrl(value),
    {
      params: {
        code: 'invalid',
        rule: `must be ${HTTP_URL}`,
      } satisfies RuleParams,
    },
  );
}

const MARKUP_CHARACTERS = /[<>'"]/;

/**
 * Whether `value` names an IANA time zone this runtime knows (`Asia/Kuala_Lumpur`), as the
 * gateway's `timezone` fields take it.
 *
 * @example
 * isTimeZone('Asia/Kuala_Lumpur') // true
 * isTimeZone('+08:00') // false
 */
export function isTimeZone(value: string): boolean {
  // Zone names only: `Intl` also takes offsets such as `+08:00`, which are not IANA zones.
  if (!/^[A-Za-z]/.test(value)) return false;
  try {
    new Intl.DateTimeFormat(undefined, { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/*
 * Where the description's literal rule is narrower than what the gateway maker's own clients
 * send in production (its SDKs and shop plugins), the clients win: the live gateway evidently
 * takes their values. See the README's "Order of evidence".
 */

/**
 * `platform`: the description lists six values; the maker's plugins send their own names
 * (`woocommerce`, `whmcs`, ...). Any name of lowercase letters, digits and `_` is taken; spaces,
 * capitals and markup are not.
 */
const platform = formatted(
  (value) => /^[a-z0-9_]+$/.test(value),
  'a name of lowercase letters, digits and _, such as web or woocommerce',
  LIMITS.platformMaxLength,
);

/**
 * `reference`: a string in the description; the maker's WooCommerce and WHMCS plugins send the
 * order or invoice id as a JSON integer. A whole number the JSON can carry exactly is taken
 * (the gateway keeps it as its decimal text); a fraction, a boolean, a list or an object is not.
 */
const reference = ruled<string | number>((value) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value))
    ? undefined
    : {
        code: 'invalid',
        rule: `must be a string, or a whole number such as an order id (at most ${Number.MAX_SAFE_INTEGER}), not ${describeValue(value)}`,
      },
);

/*
 * The body's booleans (`send_receipt`, `skip_capture`, `force_recurring`, `purchase.due_strict`,
 * `purchase.has_upsell_products`, `purchase.single_attempt`) take the strings "1" and "0" as
 * well: the maker's Fluent Forms plugin sends a saved switch as "1" (see `flag`).
 */

const uuid = formatted(
  (value) => z.regexes.guid.test(value),
  'a UUID (8-4-4-4-12 hexadecimal digits)',
);
const object = z.record(z.string(), z.unknown());

/**
 * The payer's details (`client`): SPEC "ClientDetails" (email required; the lengths of
 * full_name, personal_code, legal_name, brand_name, registration_number, tax_number; cc and bcc
 * arrays of e-mail strings).
 */
export const clientDetailsSchema = z.object({
  email,
  phone: z.string().optional(),
  full_name: boundedText(LIMITS.fullNameMaxLength).optional(),
  personal_code: boundedText(LIMITS.personalCodeMaxLength).optional(),
  street_address: z.string().optional(),
  country: z.string().optional(),
  city: z.string().optional(),
  zip_code: z.string().optional(),
  state: z.string().optional(),
  shipping_street_address: z.string().optional(),
  shipping_country: z.string().optional(),
  shipping_city: z.string().optional(),
  shipping_zip_code: z.string().optional(),
  shipping_state: z.string().optional(),
  cc: z.array(email).optional(),
  bcc: z.array(email).optional(),
  legal_name: boundedText(LIMITS.legalNameMaxLength).optional(),
  brand_name: boundedText(LIMITS.brandNameMaxLength).optional(),
  registration_number: boundedText(LIMITS.registrationNumberMaxLength).optional(),
  tax_number: boundedText(LIMITS.taxNumberMaxLength).optional(),
  bank_account: z.string().optional(),
  bank_code: z.string().optional(),
});

/**
 * One line item of `purchase.products`. The description shows no product fields ("Fields of
 * products ...: not shown"): these are the fields the total needs, checked only so the total can
 * be computed (a name, an integer price and discount, a positive quantity, a non-negative tax
 * percentage; as the live samples send them, `quantity: "1.0000"` and `tax_percent: "0.00"`
 * may be decimal strings). No length or upper bound is invented.
 */
export const productSchema = z.object({
  name: nonBlankText(),
  // SPEC "What the service does": amounts are integers in the smallest currency unit.
  price: money(0),
  quantity: numeric({ min: 0, minExclusive: true }, 'a positive quantity').optional(),
  discount: money(0).optional(),
  tax_percent: numeric({ min: 0 }, 'a percentage of 0 or more').optional(),
  category: z.string().optional(),
});

const products = listOfAtLeast(productSchema, LIMITS.productsMinItems);
const debt = money();
const totalOverride = money(0).nullable();

/** The fields the total depends on; the total can be computed once they are valid. */
const totalInputsSchema = z.object({
  products,
  debt: debt.optional(),
  total_override: totalOverride.optional(),
});

/** The total's inputs when they are valid and `debt` does not take the total below 0. */
function validTotalInputs(details: unknown) {
  const result = totalInputsSchema.safeParse(details);
  return result.success && debtVerdict(result.data) === undefined ? result.data : undefined;
}

/** SPEC "PurchaseDetails": `debt` "minimum is total times -1". */
function debtVerdict(details: z.output<typeof totalInputsSchema>): Verdict {
  const { totalBeforeDebt, debt } = purchaseTotals(details);
  if (debt >= -totalBeforeDebt) return undefined;
  return {
    code: 'min_value',
    rule: `must be at least ${-totalBeforeDebt} (minus the total before debt, ${totalBeforeDebt}), not ${debt}`,
  };
}

/**
 * The first amount of the purchase, computed from its products, that is larger than a JSON
 * number carries exactly (`Number.MAX_SAFE_INTEGER`): each price is within it, but a line (price
 * × quantity), the subtotal, the tax or the total may not be, and the gateway and the merchant's
 * own checks would then read another amount than the one meant.
 */
function amountBeyondJson(
  details: z.output<typeof totalInputsSchema>,
): (RuleParams & { path: (string | number)[] }) | undefined {
  const exact = exactPurchaseTotals(details);
  const max = BigInt(Number.MAX_SAFE_INTEGER);
  const rule = (what: string, amount: bigint) =>
    `gives ${what} of ${amount}, more than ${max}, the largest amount the gateway's JSON carries exactly`;
  const line = exact.lines.findIndex((each) => each.amount + each.tax > max);
  if (line >= 0) {
    const { amount, tax } = exact.lines[line] ?? { amount: 0n, tax: 0n };
    return {
      code: 'max_value',
      rule: rule('a line (with its tax)', amount + tax),
      path: ['products', line],
    };
  }
  for (const [what, amount] of [
    ['a subtotal', exact.subtotal],
    ['a tax', exact.tax],
    ['a total', exact.totalBeforeDebt],
    ['a total', exact.total],
  ] as const) {
    if (amount > max) return { code: 'max_value', rule: rule(what, amount), path: ['products'] };
  }
  return undefined;
}

/** What is being paid for (`purchase`). */
export const purchaseDetailsSchema = z
  .object({
    products,
    // SPEC "PurchaseDetails": currency, ISO 4217 string.
    currency: formatted(
      (value) => /^[A-Z]{3}$/.test(value),
      'an ISO 4217 currency code of three capital letters, such as MYR',
    ).optional(),
    // SPEC "PurchaseDetails": language, string, max 2, ISO 639-1.
    language: formatted(
      (value) => ISO_LANGUAGE_CODES.has(value),
      'an ISO 639-1 language code of two lowercase letters, such as en',
      LIMITS.languageMaxLength,
    ).optional(),
    notes: boundedText(LIMITS.notesMaxLength).optional(), // SPEC "Limits": notes 10000
    debt: debt.optional(),
    subtotal_override: money().nullable().optional(),
    total_tax_override: money().nullable().optional(),
    total_discount_override: money().nullable().optional(),
    total_override: totalOverride.optional(),
    // SPEC "PurchaseDetails": request_client_details, unique values of the "Allowed" list.
    request_client_details: choiceList(REQUEST_CLIENT_DETAILS).optional(),
    // SPEC "PurchaseDetails": timezone, a zone such as Europe/Oslo.
    timezone: formatted(isTimeZone, 'an IANA time zone, such as Asia/Kuala_Lumpur').optional(),
    due_strict: flag().optional(),
    email_message: boundedText(LIMITS.emailMessageMaxLength).optional(), // SPEC "Limits": 512
    shipping_options: z.array(object).optional(),
    payment_method_details: object.optional(),
    has_upsell_products: flag().optional(),
    single_attempt: flag().optional(),
    metadata: object.optional(),
  })
  .superRefine((details, ctx) => {
    const inputs = totalInputsSchema.safeParse(details);
    if (!inputs.success) return;
    const verdict = debtVerdict(inputs.data);
    if (verdict)
      ctx.addIssue({ code: 'custom', path: ['debt'], input: details.debt, params: verdict });
    const tooLarge = amountBeyondJson(inputs.data);
    if (tooLarge) {
      const { path, ...params } = tooLarge;
      ctx.addIssue({ code: 'custom', path, input: details, params });
    }
  }, whenObject);

const cardMethods: readonly unknown[] = CARD_PAYMENT_METHODS;

/** The rules across the body's fields: client or client_id, and a card method where one is needed. */
function checkBodyAcrossFields(body: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const report = (code: FieldIssueCode, message: string) =>
    ctx.addIssue({
      code: 'custom',
      path: [NON_FIELD_KEY],
      input: body,
      params: { code, message } satisfies RuleParams,
    });
  // SPEC "Purchase: creation body": "Exactly one of client and client_id may be given".
  const hasClient = body.client !== undefined && body.client !== null;
  const hasClientId = body.client_id !== undefined && body.client_id !== null;
  if (!hasClient && !hasClientId) {
    report(
      'purchase_client_or_id_required',
      "Give either client (the payer's details) or client_id (a saved client's UUID).",
    );
  } else if (hasClient && hasClientId) {
    report(
      'purchase_client_and_id_both_given',
      "Give either client or client_id, not both: client_id's saved details fill client.",
    );
  }

  const whitelist = body.payment_method_whitelist;
  if (!Array.isArray(whitelist) || whitelist.length === 0) return;
  const refuseWhitelist = (rule: string) =>
    ctx.addIssue({
      code: 'custom',
      path: ['payment_method_whitelist'],
      input: whitelist,
      params: { code: 'invalid', rule } satisfies RuleParams,
    });
  // SPEC "Errors": "a whitelist leaving no usable method" is 400. A name the kit does not know
  // may be a newer method beside known ones; a list of nothing but such names pays with nothing.
  if (
    whitelist.every((method) => typeof method === 'string' && method.trim() !== '') &&
    !whitelist.some(isDocumentedPaymentMethod)
  ) {
    refuseWhitelist(
      `leaves no usable method: none of its ${whitelist.length} names is a method the gateway documents (such as visa, fpx or duitnow_qr, or a provider's own name of one, such as razer_grabpay)`,
    );
    return;
  }
  const totalInputs = validTotalInputs(body.purchase);
  const total = totalInputs ? purchaseTotals(totalInputs).total : null;
  // SPEC "Errors": "a whitelist leaving no usable method" is 400; the minimums are the lookup's
  // ("Atome RM 10, FPX B2C RM 1, FPX B2B1 RM 2, DuitNow QR RM 0.15"); others take one sen.
  const names = whitelist.filter((method): method is string => typeof method === 'string');
  if (total !== null && total > 0 && names.every((method) => minimumAmountOf(method) > total)) {
    refuseWhitelist(
      `leaves no method that can pay a total of ${total}: ${names
        .map((method) => `${method} takes at least ${minimumAmountOf(method)}`)
        .join(', ')}`,
    );
  }
  // Refused only when every method is one the description names and none is a card: a method
  // the kit does not know may hold funds or preauthorize.
  if (
    whitelist.some((method) => cardMethods.includes(method) || !isDocumentedPaymentMethod(method))
  )
    return;
  if (total === 0) {
    report(
      'purchase_preauthorization_requires_card_method',
      'A total of 0 is a preauthorization, which only card methods (visa, mastercard, maestro) do: add one to payment_method_whitelist.',
    );
  } else if (body.skip_capture === true) {
    report(
      'purchase_skip_capture_requires_card_method',
      'skip_capture holds funds on a card, which only card methods (visa, mastercard, maestro) do: add one to payment_method_whitelist.',
    );
  }
}

/**
 * The body of `POST /purchases/`, with every rule of the gateway's interface: required fields,
 * types, formats, lengths, lists of values, money amounts as integers, and the rules across
 * fields (exactly one of `client` and `client_id`; a card method in the whitelist when
 * `skip_capture` is true or the total is 0; `debt` not below minus the total).
 *
 * Prefer {@link validatePurchase}, which reports the gateway's codes and messages; parse with
 * `{ reportInput: true }` if you read the issues yourself.
 *
 * @example
 * purchaseCreateBodySchema.safeParse({
 *   brand_id: '6f2a1c9e-8d4b-4f3a-9c2e-1b5d7e9f0a12',
 *   client: { email: 'payer@example.com' },
 *   purchase: { products: [{ name: 'Tea', price: 1050 }] },
 * }).success // true
 */
export const purchaseCreateBodySchema = z
  .object({
    // SPEC "Purchase: creation body", each field's type and rule as its table gives them.
    client: clientDetailsSchema.optional(),
    client_id: uuid.nullable().optional(),
    purchase: purchaseDetailsSchema,
    brand_id: uuid,
    send_receipt: flag().optional(),
    skip_capture: flag().optional(),
    force_recurring: flag().optional(),
    reference: reference.optional(),
    // The gateway shows `issued` as given and does not validate it.
    issued: z.string().nullable().optional(),
    due: ruled<number>((value) =>
      typeof value === 'number' && Number.isSafeInteger(value)
        ? undefined
        : { code: 'invalid', rule: 'must be an integer Unix timestamp in seconds, or null' },
    )
      .nullable()
      .optional(),
    // SPEC "Purchase: creation body": array of string, min 1 item; "the live list ... comes from
    // GET /payment_methods/": any name it may return is taken (razer_grabpay, newer methods).
    payment_method_whitelist: listOfAtLeast(
      nonBlankText(),
      LIMITS.paymentMethodWhitelistMinItems,
    ).optional(),
    success_redirect: urlField().optional(),
    failure_redirect: urlField().optional(),
    // SPEC: cancel_redirect "Must not contain any of <, >, ', \"".
    cancel_redirect: urlField()
      .refine((value) => !MARKUP_CHARACTERS.test(value), {
        params: {
          code: 'invalid',
          rule: `must not contain any of < > ' "`,
        } satisfies RuleParams,
      })
      .optional(),
    success_callback: urlField().optional(),
    creator_agent: boundedText(LIMITS.creatorAgentMaxLength).optional(), // SPEC "Limits": 32
    // SPEC: enum web, api, ios, android, macos, windows; opened for the maker's plugins' names.
    platform: platform.optional(),
    tags: z.array(z.string()).optional(),
  })
  .superRefine((body, ctx) => checkBodyAcrossFields(body, ctx), whenObject);
