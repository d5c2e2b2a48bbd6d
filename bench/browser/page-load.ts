/**
 * Page load: the single-file kit with a card form against a page with a plain 4-input form.
 *
 * - ready: from the start of the navigation to `checkout-ready` (the card form's first render),
 *   against DOMContentLoaded for the plain form, which is usable once parsed;
 * - first paint of the form: `first-contentful-paint` of each page, whose only content is the
 *   form (a custom element paints nothing before it renders).
 *
 * Each load is a first visit (a fresh browser context, no cache) with the CPU slowed 4×; the
 * two pages load in turns, kit then plain, so both share the machine's noise. Medians of n
 * loads each. Goal: both ≤ 1.25× the plain form.
 */
import type { Browser } from 'playwright-core';
import { progress } from '../output.js';
import { type Row, against } from '../rows.js';
import { median } from '../stats.js';
import { throttledPage } from './chromium.js';
import { FIRST_PAINT_MESSAGE } from './pages.js';
import type { BenchServer } from './server.js';

interface Load {
  ready: number;
  firstPaint: number;
}

async function load(browser: Browser, server: BenchServer, kit: boolean): Promise<Load> {
  const { page, close } = await throttledPage(browser);
  try {
    // Nothing is evaluated in the page before its first paint: Playwright's helper script, run
    // by a `waitForFunction` or `evaluate`, takes the main thread for 10 to 40 ms at 4× and
    // would hold back the frame being measured. The probe announces the paint on the console.
    const painted = page.waitForEvent('console', {
      predicate: (message) => message.text() === FIRST_PAINT_MESSAGE,
    });
    await page.goto(server.url(kit ? 'card-form' : 'plain-form'), { waitUntil: 'load' });
    await painted;
    await page.waitForFunction(
      () => window.bench.ready !== null || !document.querySelector('checkout-card-form'),
    );
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
  await load(browser, server, true);
  await load(browser, server, false);
  const kit: Load[] = [];
  const plain: Load[] = [];
  for (let run = 0; run < runs; run++) {
    kit.push(await load(browser, server, true));
    plain.push(await load(browser, server, false));
  }
  const ready = { kit: median(kit.map((l) => l.ready)), plain: median(plain.map((l) => l.ready)) };
  const paint = {
    kit: median(kit.map((l) => l.firstPaint)),
    plain: median(plain.map((l) => l.firstPaint)),
  };
  const list = (loads: Load[], key: keyof Load): string =>
    loads.map((l) => l[key].toFixed(0)).join(' ');
  progress(`  ready, kit (ms):           ${list(kit, 'ready')}`);
  progress(`  ready, plain form (ms):    ${list(plain, 'ready')}`);
  progress(`  first paint, kit (ms):     ${list(kit, 'firstPaint')}`);
  progress(`  first paint, plain (ms):   ${list(plain, 'firstPaint')}`);
  return [
    against({
      figure: `load: navigation to checkout-ready vs plain form ready (median, n=${runs})`,
      value: ready.kit,
      unit: 'ms',
      baseline: ready.plain,
      goal: '≤ 1.25×',
    }),
    against({
      figure: `load: first paint of the form vs plain form (median, n=${runs})`,
      value: paint.kit,
      unit: 'ms',
      baseline: paint.plain,
      goal: '≤ 1.25×',
    }),
  ];
}
