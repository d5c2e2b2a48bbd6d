/**
 * Layout shift on real checkout pages, built as the READMEs tell merchants to build them
 * (`checkout-pages.ts`): the root README's five-minute page, and the elements README's two
 * layouts, the card form in the picker's `card` slot and the card form kept below the picker,
 * `hidden` until Card is chosen. Each page as its README writes it (with `expected-methods`,
 * and the kit's classic script in the head, which holds the first paint), without the first, and
 * with the second deferred; an order summary above the payment, terms and a link below it,
 * so that whatever moves the payment moves content too. At 390 px (a phone) and 1280 px wide,
 * with the CPU slowed 4×, each visit follows a payer:
 *
 * 1. load: the page fetches its purchase, the picker its methods from a proxy that answers
 *    after 500 ms (then 1 s for the logos to arrive);
 * 2. card: the payer chooses Card, and the card form opens;
 * 3. submit: the payer submits the empty form, and the errors appear;
 * 4. fix: the payer fills the four fields correctly, and the errors go.
 *
 * A `PerformanceObserver` on `layout-shift`, set up before anything else on the page, records
 * each shift with its phase and what moved. Figures per case, over n rounds that visit every
 * case in turn (the order reversed every other round), so that all share the machine's noise:
 *
 * - CLS as the browser scores it: the sum of the shifts without `hadRecentInput` over the
 *   whole visit (at least the page's CLS, its largest 5 s session window), median and range.
 *   A shift within 500 ms of a click or key counts as caused by the payer and is left out: the
 *   card form opening under Card, the errors after Pay. Goal: 0, absolute (no ratio: a page
 *   that does not move scores 0, whatever the machine);
 * - all shifts, those included (printed with the phases, for where a shift comes from);
 * - the page's first contentful paint as written, against the same page with the kit's script
 *   deferred in the same rounds: what holding the paint for the kit's script costs
 *   the payer. For information: the first-paint goal is the card form's, in the load
 *   bench.
 *
 * Every case is visited with each set of fonts (`font-sets.ts`): the Linux defaults and Noto,
 * as Android draws. Firefox and WebKit, which have no Layout Instability API, are measured by
 * what moves on screen (`layout-moves.ts`).
 */
import type { Browser, Page } from 'playwright-core';
import { progress } from '../output.js';
import { type Row, roundsRow } from '../rows.js';
import { median, spread } from '../stats.js';
import {
  CHECKOUT_PAGES,
  CHECKOUT_PAGE_TITLES,
  type CheckoutPage,
  PAGE_VARIANTS,
  type PageVariant,
  variantName,
} from './checkout-pages.js';
import { sleep, throttledPage } from './chromium.js';
import { FONT_SET_TITLES, type FontSet } from './font-sets.js';
import { PROXY_DELAY_MS, type BenchServer } from './server.js';

export const WIDTHS = [390, 1280];
/** Time for the page to settle after each step (images, transitions). */
export const SETTLE_MS = 1000;

/** What the payer fills in, by each input's `autocomplete`. */
export const CARD_FIELDS: [string, string][] = [
  ['cc-name', 'Siti Aisyah'],
  ['cc-number', '4111111111111111'],
  ['cc-exp', '1234'],
  ['cc-csc', '123'],
];

interface Case {
  page: CheckoutPage;
  variant: PageVariant;
  width: number;
}

/** The module variant is measured in the engines it differs in (`layout-moves.ts`). */
const VARIANTS = PAGE_VARIANTS.filter((variant) => variant !== 'module');

const CASES: Case[] = CHECKOUT_PAGES.flatMap((page) =>
  VARIANTS.flatMap((variant) => WIDTHS.map((width) => ({ page, variant, width }))),
);

export const VARIANT_TITLES: Record<PageVariant, string> = {
  'as-written': 'as written',
  unexpected: 'no expected-methods',
  deferred: 'kit deferred',
  module: 'kit as a module, blocking="render"',
};

/** A case, and the fonts the browser draws it with (`font-sets.ts`). */
const describe = (c: Case, fonts: FontSet): string =>
  `${CHECKOUT_PAGE_TITLES[c.page]}, ${VARIANT_TITLES[c.variant]}, ${c.width} px, ${FONT_SET_TITLES[fonts]}`;

interface Visit {
  /** The page's first contentful paint, from the start of the navigation. */
  firstPaint: number;
  cls: number;
  all: number;
  byPhase: Record<string, number>;
  /** What moved in each phase (part names), to tell where a shift comes from. */
  moved: Record<string, string[]>;
}

const setPhase = (page: Page, phase: string): Promise<void> =>
  page.evaluate((name) => {
    window.bench.phase = name;
  }, phase);

async function visit(browser: Browser, server: BenchServer, c: Case): Promise<Visit> {
  const { page, close } = await throttledPage(browser, { width: c.width, height: 844 });
  try {
    await page.goto(server.url(variantName(c.page, c.variant)), { waitUntil: 'load' });
    await page.waitForFunction(() => window.bench.methodsLoaded !== null, undefined, {
      timeout: PROXY_DELAY_MS + 15_000,
    });
    await sleep(SETTLE_MS);

    await setPhase(page, 'card');
    // Card is the first option; Playwright's locators see into the picker's shadow root.
    await page.locator('checkout-method-picker [part="option"]').first().click();
    await page.locator('checkout-card-form input[autocomplete="cc-number"]').waitFor();
    await sleep(SETTLE_MS);

    await setPhase(page, 'submit');
    await page.locator('checkout-card-form button[type="submit"]').click();
    await sleep(SETTLE_MS);

    await setPhase(page, 'fix');
    for (const [autocomplete, text] of CARD_FIELDS) {
      const input = page.locator(`checkout-card-form input[autocomplete="${autocomplete}"]`);
      await input.click();
      await input.pressSequentially(text);
    }
    // Leave the last field, as a payer moving to the button would.
    await page.keyboard.press('Tab');
    await sleep(SETTLE_MS);

    const { shifts, firstPaint } = await page.evaluate(() => window.bench);
    const byPhase: Record<string, number> = {};
    const moved: Record<string, Set<string>> = {};
    for (const shift of shifts) {
      byPhase[shift.phase] = (byPhase[shift.phase] ?? 0) + shift.value;
      for (const name of shift.moved) (moved[shift.phase] ??= new Set()).add(name);
    }
    const sum = (list: typeof shifts): number => list.reduce((total, s) => total + s.value, 0);
    if (firstPaint === null)
      throw new Error(`${c.page} (${c.variant}, ${c.width} px): no first contentful paint`);
    return {
      firstPaint,
      cls: sum(shifts.filter((s) => !s.hadRecentInput)),
      all: sum(shifts),
      byPhase,
      moved: Object.fromEntries(Object.entries(moved).map(([phase, names]) => [phase, [...names]])),
    };
  } finally {
    await close();
  }
}

/** Where each case's shifts happened, all shifts included: phase, median, what moved. */
function report(title: string, visits: Visit[]): void {
  const phases = [...new Set(visits.flatMap((v) => Object.keys(v.byPhase)))];
  const where = phases
    .map((phase) => {
      const value = median(visits.map((v) => v.byPhase[phase] ?? 0)).toFixed(4);
      const what = [...new Set(visits.flatMap((v) => v.moved[phase] ?? []))].join(', ');
      return `${phase} ${value} (moved: ${what})`;
    })
    .join('; ');
  progress(`  ${title}: all shifts by phase (median): ${where || 'none'}`);
}

/** The rows of every case in `browser`, a Chromium that draws with `fonts`. */
export async function layoutShiftRows(
  browser: Browser,
  server: BenchServer,
  rounds: number,
  fonts: FontSet,
): Promise<Row[]> {
  const visits = new Map<Case, Visit[]>(CASES.map((c) => [c, []]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? CASES : [...CASES].reverse();
    for (const c of order) visits.get(c)?.push(await visit(browser, server, c));
  }
  const visitsOf = ({ page, variant, width }: Case): Visit[] => {
    const same = CASES.find((c) => c.page === page && c.variant === variant && c.width === width);
    return (same && visits.get(same)) ?? [];
  };
  const shiftRows = CASES.map((c): Row => {
    report(describe(c, fonts), visitsOf(c));
    const cls = visitsOf(c).map((v) => v.cls);
    return {
      figure: `layout shift: ${describe(c, fonts)}, CLS (median, n=${rounds})`,
      value: median(cls),
      unit: '',
      spread: spread(cls),
      goal: '0',
    };
  });
  return [...shiftRows, ...CASES.filter((c) => c.variant === 'as-written').map(paintRow)];

  /** The page's first paint as written, against the same page without `blocking="render"`. */
  function paintRow(c: Case): Row {
    const held = visitsOf(c).map((v) => v.firstPaint);
    const unheld = visitsOf({ ...c, variant: 'deferred' }).map((v) => v.firstPaint);
    return roundsRow({
      figure: `first paint: ${describe(c, fonts)} vs ${VARIANT_TITLES.deferred} (median, n=${rounds}; ratio: median of the rounds' ratios)`,
      value: median(held),
      unit: 'ms',
      baseline: median(unheld),
      ratios: held.map((ms, round) => ms / (unheld[round] ?? Number.NaN)),
    });
  }
}
