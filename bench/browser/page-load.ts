/**
 * Page load: the single-file kit with a card form against a page with a plain 4-input form.
 *
 * - ready: from the start of the navigation to `checkout-ready` (the card form's first render),
 *   against DOMContentLoaded for the plain form, which is usable once parsed;
 * - first paint of the form: `first-contentful-paint` of each page, whose only content is the
 *   form (a custom element paints nothing before it renders).
 *
 * The card form comes two ways, each measured: drawn by the element of the single-file kit (the
 * script-tag pages), and with its markup from the server, which the npm build's element takes
 * over (`server-markup.ts`): the first is what the element alone costs, the second what a page
 * rendered on a server gives the payer.
 *
 * The server-markup page is loaded a second time with an app that leaves out the README's
 * `import '@checkout-kit/elements/hydration.js'`: ready with the import against without it, in
 * the same rounds, is what the import gives (for information, without a goal).
 *
 * A further page, the Lit floor (`lit-floor.ts`), draws the plain form with a minimal Lit
 * element: what Lit alone costs over plain HTML for the same form, and so how much of the
 * kit's figure is its own.
 *
 * Each load is a first visit (a fresh browser context, no cache) with the CPU slowed 4×; each
 * round loads the three pages in turn, the order reversed every other round, so all share the
 * machine's noise. Figures: the median of n loads, and the median over the rounds of each
 * round's ratio against the plain form, with their range (the spread). Goals, against the
 * plain form, what the payer compares with: first paint ≤ 1.1×, ready ≤ 1.25×. The Lit floor's
 * ratios are given for information, without a goal.
 */
import type { Browser } from 'playwright-core';
import { progress } from '../output.js';
import { type Row, roundsRow } from '../rows.js';
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
  progress(`  ready, server markup (ms): ${list('card-form-server', 'ready')}`);
  progress(`  ready, no hydration.js:    ${list('card-form-server-lazy', 'ready')}`);
  progress(`  ready, Lit floor (ms):     ${list('lit-floor', 'ready')}`);
  progress(`  ready, plain form (ms):    ${list('plain-form', 'ready')}`);
  progress(`  first paint, kit (ms):     ${list('card-form', 'firstPaint')}`);
  progress(`  first paint, server (ms):  ${list('card-form-server', 'firstPaint')}`);
  progress(`  first paint, Lit floor:    ${list('lit-floor', 'firstPaint')}`);
  progress(`  first paint, plain (ms):   ${list('plain-form', 'firstPaint')}`);
  const n = `median, n=${runs}`;
  /** `name`'s figure against `baseline`'s (the plain form, unless told), round by round. */
  const row = (
    figure: string,
    name: FormPage,
    key: keyof Load,
    goal?: string,
    baseline: FormPage = 'plain-form',
  ): Row =>
    roundsRow({
      figure: `${figure} (${n}; ratio: median of the rounds' ratios)`,
      value: medianOf(name, key),
      unit: 'ms',
      baseline: medianOf(baseline, key),
      ratios: loads[name].map((l, round) => l[key] / (loads[baseline][round] as Load)[key]),
      ...(goal ? { goal } : {}),
    });
  return [
    row('load: navigation to checkout-ready vs plain form ready', 'card-form', 'ready', '≤ 1.25×'),
    row('load: first paint of the card form vs plain form', 'card-form', 'firstPaint', '≤ 1.1×'),
    row(
      'load: markup from the server, navigation to checkout-ready vs plain form ready',
      'card-form-server',
      'ready',
      '≤ 1.25×',
    ),
    row(
      'load: markup from the server, first paint of the card form vs plain form',
      'card-form-server',
      'firstPaint',
      '≤ 1.1×',
    ),
    // What importing `hydration.js` gives: ready with the README's app against without it.
    row(
      'load: markup from the server, checkout-ready with hydration.js vs without',
      'card-form-server',
      'ready',
      undefined,
      'card-form-server-lazy',
    ),
    row('load: Lit floor ready vs plain form ready', 'lit-floor', 'ready'),
    row('load: Lit floor first paint vs plain form', 'lit-floor', 'firstPaint'),
  ];
}
