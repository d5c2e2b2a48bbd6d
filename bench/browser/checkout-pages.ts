/**
 * Real checkout pages, built exactly as the READMEs tell merchants to build theirs: the code
 * is read from the READMEs' own blocks (`readme-code.ts`), so a change there changes the bench.
 * Around it stands what a shop's checkout has: its order summary above the payment, its terms
 * and a link back to the cart below, so that whatever moves the payment moves them too.
 *
 * - `five-minute`: the root README's "Integrate in five minutes", script tag: the page's
 *   markup, and `/assets/checkout.js` (its purchase fetched from `/checkout/purchase`, the
 *   picker's proxy set after it), with the kit's files copied as its shell commands copy them;
 * - `slotted`: the elements README's "The picker and the card form together", the card form
 *   in the picker's `card` slot;
 * - `kept-below`: the same section's second page, the card form kept below the picker,
 *   `hidden` until Card is chosen.
 *
 * Each also with one of the README's measures against layout shift taken out: without
 * `expected-methods` (`…-unexpected`), for a merchant who does not say what the lookup gives;
 * with the kit's classic script deferred (`…-deferred`), for a page that lets the browser paint
 * before the kit has defined its elements; and with the kit as a module script held by
 * `blocking="render"` (`…-module`), as the READMEs had it, which holds the paint in Chromium
 * alone.
 */
import { AFTER_PAYMENT_ID } from './moves-probe.js';
import { sectionBlocks } from './readme-code.js';

const ROOT_README = new URL('../../README.md', import.meta.url);
const ELEMENTS_README = new URL('../../packages/elements/README.md', import.meta.url);
const FIVE_MINUTES = '### a. Script tag';
const TOGETHER = '## The picker and the card form together';

export const CHECKOUT_PAGES = ['five-minute', 'slotted', 'kept-below'] as const;
export type CheckoutPage = (typeof CHECKOUT_PAGES)[number];

/** A page as its README writes it, or with one of the README's measures changed. */
export const PAGE_VARIANTS = ['as-written', 'unexpected', 'deferred', 'module'] as const;
export type PageVariant = (typeof PAGE_VARIANTS)[number];
export type CheckoutPageName =
  CheckoutPage | `${CheckoutPage}-${Exclude<PageVariant, 'as-written'>}`;

/** The kit's script tag as the READMEs write it: the classic build, in the head. */
const KIT_SCRIPT_TAG = /<script\b([^>]*)\bsrc="([^"]*\/)checkout-kit\.iife\.js"([^>]*)><\/script>/;

/** `markup` with its kit's script tag changed by `change`, which the README's page must have. */
const withKitScript = (
  markup: string,
  change: (before: string, folder: string, after: string) => string,
): string => {
  if (!KIT_SCRIPT_TAG.test(markup))
    throw new Error('The README page loads no checkout-kit.iife.js');
  return markup.replace(KIT_SCRIPT_TAG, (_, before: string, folder: string, after: string) =>
    change(before, folder, after),
  );
};

/**
 * The markup of each variant. The module's integrity, where the README gives one, is the
 * module build's hash (`integrity.module`).
 */
const VARIANT_MARKUP: Record<
  Exclude<PageVariant, 'as-written'>,
  (markup: string, integrity: KitIntegrity) => string
> = {
  unexpected: (markup) => withoutAttribute(markup, 'expected-methods'),
  deferred: (markup) =>
    withKitScript(
      markup,
      (before, folder, after) =>
        `<script defer${before}src="${folder}checkout-kit.iife.js"${after}></script>`,
    ),
  module: (markup, integrity) =>
    withKitScript(
      markup.replace(integrity.classic, integrity.module),
      (before, folder, after) =>
        `<script type="module"${before}src="${folder}checkout-kit.js"${after} blocking="render"></script>`,
    ),
};

/** A README page's markup as `variant` has it. */
export const variantOf = (markup: string, variant: PageVariant, integrity: KitIntegrity): string =>
  variant === 'as-written' ? markup : VARIANT_MARKUP[variant](markup, integrity);

/** The hashes of the kit's two builds, for the README's `integrity="sha384-…"`. */
export interface KitIntegrity {
  classic: string;
  module: string;
}

/** The name a page's variant is served under. */
export const variantName = (page: CheckoutPage, variant: PageVariant): CheckoutPageName =>
  variant === 'as-written' ? page : `${page}-${variant}`;

/** What each page shows, for the bench's report. */
export const CHECKOUT_PAGE_TITLES: Record<CheckoutPage, string> = {
  'five-minute': 'root README, five minutes (form in the picker)',
  slotted: 'elements README, form in the picker',
  'kept-below': 'elements README, form kept below',
};

/** Where the five-minute page's own script is served from, as its markup names it. */
export const FIVE_MINUTE_SCRIPT = '/assets/checkout.js';

/** A shop's checkout around the payment. */
const checkout = (head: string, payment: string, probe: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout</title>
${probe}
${head}
<style>body { margin: 0 auto; max-width: 32rem; padding: 1rem; font: 1rem system-ui, sans-serif; }</style>
</head>
<body>
<h1>Checkout</h1>
<section aria-labelledby="summary">
  <h2 id="summary">Your order</h2>
  <p>Batik silk scarf, hand-drawn, 1 × RM 49.90</p>
  <p>Delivery to Petaling Jaya: free</p>
  <p><strong>Total RM 49.90</strong></p>
</section>
<h2>Payment</h2>
${payment}
<p id="${AFTER_PAYMENT_ID}">By paying you agree to the shop's terms of sale and its returns policy. Your card details go
straight to the payment gateway; the shop never sees them.</p>
<p><a href="/cart">Back to the cart</a></p>
</body>
</html>`;

/** The stylesheets and script files of a README's block go in the head, as the READMEs say. */
const HEAD_TAGS = /<link\b[^>]*>\s*|<script\b[^>]*\bsrc=[^>]*>\s*<\/script>\s*/g;

function splitHead(markup: string): { head: string; body: string } {
  return {
    head: (markup.match(HEAD_TAGS) ?? []).join(''),
    body: markup.replace(HEAD_TAGS, ''),
  };
}

/** `markup` without `attribute`, which the README's page must name. */
export const withoutAttribute = (markup: string, attribute: string): string => {
  const without = markup.replace(new RegExp(`\\s+${attribute}="[^"]*"`, 'g'), '');
  if (without === markup) throw new Error(`The README page names no ${attribute}`);
  return without;
};

/** The five-minute section's files: its markup, its script and the kit's files it copies. */
export function fiveMinuteCode(): { markup: string; script: string; shell: string } {
  const [markup = ''] = sectionBlocks(ROOT_README, FIVE_MINUTES, 'html', 1);
  const [script = ''] = sectionBlocks(ROOT_README, FIVE_MINUTES, 'js', 1);
  const [shell = ''] = sectionBlocks(ROOT_README, FIVE_MINUTES, 'sh', 1);
  return { markup, script, shell };
}

/**
 * The pages, each with `probe` (the bench's inline script) first in its head. `integrity.classic`
 * stands for the README's `sha384-…` placeholder, which a merchant computes.
 */
export function checkoutPages(
  probe: string,
  integrity: KitIntegrity,
): Record<CheckoutPageName, string> {
  const [slotted = '', keptBelow = ''] = sectionBlocks(ELEMENTS_README, TOGETHER, 'html', 2);
  const markup: Record<CheckoutPage, string> = {
    'five-minute': fiveMinuteCode().markup.replace('sha384-…', integrity.classic),
    slotted,
    'kept-below': keptBelow,
  };
  const page = (code: string): string => {
    const { head, body } = splitHead(code);
    return checkout(head, body, probe);
  };
  const entries = CHECKOUT_PAGES.flatMap((name) =>
    PAGE_VARIANTS.map((variant) => [
      variantName(name, variant),
      page(variantOf(markup[name], variant, integrity)),
    ]),
  );
  return Object.fromEntries(entries) as Record<CheckoutPageName, string>;
}
