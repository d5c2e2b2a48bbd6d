/**
 * Page load: the single-file kit with a card form against a page with a plain 4-input form.
 *
 * - ready: from the start of the navigation to `checkout-ready` (the card form's first render),
 *   against DOMContentLoaded for the plain form, which is usable once parsed;
 * - first paint of the form: `first-contentful-paint` of each page, whose only content is the
 *   form (a custom element paints nothing before it renders).
 *
 * A third page, the Lit floor (`lit-floor.ts`), draws the plain form with a minimal Lit
 * element: what Lit alone costs over plain HTML for the same form, and so how much of the
 * kit's figure is its own.
 *
 * Each load is a first visit (a fresh browser context, no cache) with the CPU slowed 4×; the
 * pages load in turns, the order reversed every other round, so all share the machine's noise.
 * Medians of n loads each. Goal: the kit's ready and first paint ≤ 1.2× the Lit floor's, which
 * is what the kit controls; against the plain form they are the payer's figures, without a goal,
 * since the floor alone is above the 1.25× first asked (see the root README).
 */
import type { Browser } from 'playwright-core';
import { progress } from '../output.js';
import { type Row, against } from '../rows.js';
import { median } from '../stats.js';
import { throttledPage } from './chromium.js';
import {
  FIRST_PAINT_MESSAGE,
  FORM_PAGES,
  type FormPage,
  formPagesInRound,
  perFormPage,
} from './pages.js';
import type { BenchServer } from './server.js';

interface Load {
  ready: number;
  firstPaint: number;
}

/** Loads one form page; each is ready at its `checkout-ready`, the plain form once parsed. */
async function load(browser: Browser, server: BenchServer, name: FormPage): Promise<Load> {
  const { page, close } = await throttledPage(browser);
  try {
    // Nothing is evaluated in the page before its first paint: Playwright's helper script, run
    // by a `waitForFunction` or `evaluate`, takes the main thread for 10 to 40 ms at 4× and
    // would hold back the frame being measured. The probe announces the paint on the console.
    const painted = page.waitForEvent('console', {
      predicate: (message) => message.text() === FIRST_PAINT_MESSAGE,
    });
    await page.goto(server.url(name), { waitUntil: 'load' });
    await painted;
    if (name !== 'plain-form') await page.waitForFunction(() => window.bench.ready !== null);
    const { ready, domContentLoaded, firstPaint } = await page.evaluate(() => window.bench);
    return { ready: (ready ?? domContentLoaded) as number, firstPaint: firstPaint as number };
  } finally {
    await close();
  }
}

export async function pageLoadRows(
  browser: Browser,
  server: BenchServer,
  runs: number,
): Promise<Row[]> {
  // One unmeasured load of each warms the browser and the server up.
  for (const name of FORM_PAGES) await load(browser, server, name);
  const loads = perFormPage<Load>();
  for (let run = 0; run < runs; run++) {
    for (const name of formPagesInRound(run)) loads[name].push(await load(browser, server, name));
  }
  const medianOf = (name: FormPage, key: keyof Load): number =>
    median(loads[name].map((l) => l[key]));
  const list = (name: FormPage, key: keyof Load): string =>
    loads[name].map((l) => l[key].toFixed(0)).join(' ');
  progress(`  ready, kit (ms):           ${list('card-form', 'ready')}`);
  progress(`  ready, Lit floor (ms):     ${list('lit-floor', 'ready')}`);
  progress(`  ready, plain form (ms):    ${list('plain-form', 'ready')}`);
  progress(`  first paint, kit (ms):     ${list('card-form', 'firstPaint')}`);
  progress(`  first paint, Lit floor:    ${list('lit-floor', 'firstPaint')}`);
  progress(`  first paint, plain (ms):   ${list('plain-form', 'firstPaint')}`);
  const n = `median, n=${runs}`;
  return [
    against({
      figure: `load: navigation to checkout-ready vs plain form ready (${n})`,
      value: medianOf('card-form', 'ready'),
      unit: 'ms',
      baseline: medianOf('plain-form', 'ready'),
    }),
    against({
      figure: `load: first paint of the form vs plain form (${n})`,
      value: medianOf('card-form', 'firstPaint'),
      unit: 'ms',
      baseline: medianOf('plain-form', 'firstPaint'),
    }),
    against({
      figure: `load: Lit floor ready vs plain form ready (${n})`,
      value: medianOf('lit-floor', 'ready'),
      unit: 'ms',
      baseline: medianOf('plain-form', 'ready'),
    }),
    against({
      figure: `load: Lit floor first paint vs plain form (${n})`,
      value: medianOf('lit-floor', 'firstPaint'),
      unit: 'ms',
      baseline: medianOf('plain-form', 'firstPaint'),
    }),
    against({
      figure: `load: kit checkout-ready vs Lit floor ready (${n})`,
      value: medianOf('card-form', 'ready'),
      unit: 'ms',
      baseline: medianOf('lit-floor', 'ready'),
      goal: '≤ 1.2×',
    }),
    against({
      figure: `load: kit first paint vs Lit floor first paint (${n})`,
      value: medianOf('card-form', 'firstPaint'),
      unit: 'ms',
      baseline: medianOf('lit-floor', 'firstPaint'),
      goal: '≤ 1.2×',
    }),
  ];
}
