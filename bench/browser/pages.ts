/**
 * The pages the browser benches load. Every page starts with the same inline probe, before
 * anything else can run, which records in `window.bench`:
 *
 * - `ready`: when `checkout-ready` (the card form's first render) reached the document;
 * - `domContentLoaded`: the plain form's ready, as a parsed HTML form is usable then;
 * - `methodsLoaded`: when the picker showed its lookup (`checkout-methods-load`);
 * - `shifts`: every `layout-shift` entry, with the phase of the scenario it happened in and
 *   what it moved;
 * - `firstPaint`: the page's `first-contentful-paint`, which it also announces on the console
 *   ({@link FIRST_PAINT_MESSAGE}), so a bench can wait for it without running anything in the
 *   page: a script evaluated before the first frame is presented delays that frame.
 *
 * All times are `performance.now()`, i.e. milliseconds from the start of the navigation. The
 * pages hold nothing but the forms, so their first contentful paint is the form's.
 */

import { LIT_FLOOR_TAG } from './lit-floor.js';
import { serverMarkupPage } from './server-markup.js';

/** Where the pages load the single-file kit and the Lit floor's module from. */
export const KIT_SCRIPT = '/checkout-kit.js';
export const LIT_FLOOR_SCRIPT = '/lit-floor.js';

/** What the probe records; read back with `page.evaluate(() => window.bench)`. */
export interface Probe {
  ready: number | null;
  domContentLoaded: number | null;
  methodsLoaded: number | null;
  firstPaint: number | null;
  phase: string;
  shifts: {
    value: number;
    hadRecentInput: boolean;
    startTime: number;
    phase: string;
    /** What moved, and from where to where: `label at y 120→168` (a node's `part`, else its name). */
    moved: string[];
  }[];
}

declare global {
  interface Window {
    bench: Probe;
  }
}

/** What the probe logs once the page's first contentful paint is recorded. */
export const FIRST_PAINT_MESSAGE = 'bench: first contentful paint';

export const PROBE = `<script>
  window.bench = { ready: null, domContentLoaded: null, methodsLoaded: null, firstPaint: null, phase: 'load', shifts: [] };
  document.addEventListener('checkout-ready', () => { bench.ready ??= performance.now(); });
  document.addEventListener('checkout-methods-load', () => { bench.methodsLoaded ??= performance.now(); });
  document.addEventListener('DOMContentLoaded', () => { bench.domContentLoaded = performance.now(); });
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) {
      const moved = shift.sources.map(({ node, previousRect, currentRect }) =>
        (node ? node.getAttribute?.('part') || node.nodeName.toLowerCase() : 'in a shadow root') +
        ' at y ' + Math.round(previousRect.y) + '→' + Math.round(currentRect.y));
      bench.shifts.push({ value: shift.value, hadRecentInput: shift.hadRecentInput, startTime: shift.startTime, phase: bench.phase, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list, observer) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (!entry) return;
    observer.disconnect();
    bench.firstPaint = entry.startTime;
    console.log('${FIRST_PAINT_MESSAGE}');
  }).observe({ type: 'paint', buffered: true });
</script>`;

/** The card form as a merchant sets it up for a purchase (Direct Post URL on the gateway). */
const cardForm = (gatewayOrigin: string): string =>
  `<checkout-card-form action="${gatewayOrigin}/p/bench/direct_post/" ` +
  `checkout-url="${gatewayOrigin}/p/bench/" amount="4990" currency="MYR"></checkout-card-form>`;

/**
 * A page of the benches, with `script` (a module's path) in its head when there is one, loaded
 * as the READMEs tell merchants to load the kit: `blocking="render"`, so the page's first frame
 * waits for it (the plain form has none to wait for).
 */
const page = (
  title: string,
  body: string,
  script: string | null = KIT_SCRIPT,
): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${PROBE}
${script ? `<script type="module" src="${script}" blocking="render"></script>` : ''}
<style>body { margin: 0 auto; max-width: 32rem; padding: 1rem; font: 1rem system-ui, sans-serif; }</style>
</head>
<body>
${body}
</body>
</html>`;

/** The amount the plain form's button shows. */
export const PLAIN_FORM_AMOUNT = 'RM 49.90';

/**
 * The baseline of the page-load and typing benches: the same four fields as the card form, as
 * plain HTML with the same autocomplete hints, no script.
 */
export const PLAIN_FORM = `<form method="post" action="/nowhere">
  <p><label>Name on card<br><input name="cardholder_name" autocomplete="cc-name"></label></p>
  <p><label>Card number<br><input name="card_number" autocomplete="cc-number" inputmode="numeric"></label></p>
  <p><label>Expiry date<br><input name="expires" autocomplete="cc-exp" inputmode="numeric"></label></p>
  <p><label>Security code<br><input name="cvc" autocomplete="cc-csc" inputmode="numeric"></label></p>
  <p><button>Pay ${PLAIN_FORM_AMOUNT}</button></p>
</form>`;

/**
 * The pages holding one form alone, which the page-load and typing benches compare: the kit's
 * card form drawn by the element (the single-file kit), the same form with its markup from the
 * server (`server-markup.ts`) and the README's app, the same with an app that does not import
 * Lit's hydration first, the plain form, and the Lit floor.
 */
export const FORM_PAGES = [
  'card-form',
  'card-form-server',
  'card-form-server-lazy',
  'plain-form',
  'lit-floor',
] as const;
export type FormPage = (typeof FORM_PAGES)[number];

/** The form pages in the order of a bench's round: reversed every other round. */
export const formPagesInRound = (round: number): readonly FormPage[] =>
  round % 2 === 0 ? FORM_PAGES : [...FORM_PAGES].reverse();

/** A list per form page, each empty. */
export const perFormPage = <T>(): Record<FormPage, T[]> => ({
  'card-form': [],
  'card-form-server': [],
  'card-form-server-lazy': [],
  'plain-form': [],
  'lit-floor': [],
});

/** The server-rendered card form's settings, as the other pages give the element. */
const serverSettings = (gatewayOrigin: string) => ({
  action: `${gatewayOrigin}/p/bench/direct_post/`,
  checkoutUrl: `${gatewayOrigin}/p/bench/`,
  amount: 4990,
  currency: 'MYR',
});

/**
 * `gatewayOrigin` is another origin than the page's (the card form refuses a same-origin
 * `action`); nothing is ever posted to it, as the benches never submit a valid form.
 */
export function pages(gatewayOrigin: string): Record<FormPage, string> {
  return {
    'plain-form': page('Plain form', PLAIN_FORM, null),
    'lit-floor': page(
      'Lit floor',
      `<${LIT_FLOOR_TAG} amount="${PLAIN_FORM_AMOUNT}"></${LIT_FLOOR_TAG}>`,
      LIT_FLOOR_SCRIPT,
    ),
    'card-form': page('Card form', cardForm(gatewayOrigin)),
    'card-form-server': serverMarkupPage(PROBE, serverSettings(gatewayOrigin)),
    'card-form-server-lazy': serverMarkupPage(PROBE, serverSettings(gatewayOrigin), 'lazy'),
  };
}
