/**
 * Layout shift through a payment, in the two layouts the elements' README shows: the picker
 * stacked above the card form (both shown from the start), and the card form in the picker's
 * `card` slot. At 390 px (a phone) and 1280 px wide, with the CPU slowed 4×:
 *
 * 1. load: the picker loads its methods from a proxy that answers after 500 ms (then 1 s for
 *    the logos to arrive);
 * 2. card: the payer chooses Card;
 * 3. submit: the payer submits the empty form, and the errors appear;
 * 4. fix: the payer fills the four fields correctly, and the errors go.
 *
 * A `PerformanceObserver` on `layout-shift`, set up before anything else on the page, records
 * each shift with its phase. Two figures per case, each the median of n runs:
 *
 * - CLS as the browser scores it: the shifts without `hadRecentInput`. A shift within 500 ms of
 *   a click or key counts as caused by the payer and is left out, and the error messages come
 *   right after a click;
 * - all shifts, those included, so that what the payer's own actions move shows too.
 *
 * The sum over the whole visit, not CLS's largest 5 s session window: at most this is the page's
 * CLS. Goal: CLS 0. The second figure has none: what moves there follows the payer's own click
 * (the card form opening under Card in the picker, pushing the methods below it down), as it
 * should.
 */
import type { Browser, Page } from 'playwright-core';
import { progress } from '../output.js';
import type { Row } from '../rows.js';
import { median } from '../stats.js';
import { sleep, throttledPage } from './chromium.js';
import { PROXY_DELAY_MS, type BenchServer } from './server.js';

type Layout = 'stacked' | 'slotted';
const LAYOUT_NAMES: Record<Layout, string> = {
  stacked: 'picker above form',
  slotted: 'form in picker slot',
};
const WIDTHS = [390, 1280];
/** Time for the page to settle after each step (images, transitions). */
const SETTLE_MS = 1000;

interface Visit {
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

async function visit(
  browser: Browser,
  server: BenchServer,
  layout: Layout,
  width: number,
): Promise<Visit> {
  const { page, close } = await throttledPage(browser, { width, height: 844 });
  try {
    await page.goto(server.url(layout), { waitUntil: 'load' });
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
    const fields: [string, string][] = [
      ['cc-name', 'Siti Aisyah'],
      ['cc-number', '4111111111111111'],
      ['cc-exp', '1234'],
      ['cc-csc', '123'],
    ];
    for (const [autocomplete, text] of fields) {
      const input = page.locator(`checkout-card-form input[autocomplete="${autocomplete}"]`);
      await input.click();
      await input.pressSequentially(text);
    }
    // Leave the last field, as a payer moving to the button would.
    await page.keyboard.press('Tab');
    await sleep(SETTLE_MS);

    const shifts = await page.evaluate(() => window.bench.shifts);
    const byPhase: Record<string, number> = {};
    const moved: Record<string, Set<string>> = {};
    for (const shift of shifts) {
      byPhase[shift.phase] = (byPhase[shift.phase] ?? 0) + shift.value;
      for (const name of shift.moved) (moved[shift.phase] ??= new Set()).add(name);
    }
    const sum = (list: typeof shifts): number => list.reduce((total, s) => total + s.value, 0);
    return {
      cls: sum(shifts.filter((s) => !s.hadRecentInput)),
      all: sum(shifts),
      byPhase,
      moved: Object.fromEntries(Object.entries(moved).map(([phase, names]) => [phase, [...names]])),
    };
  } finally {
    await close();
  }
}

export async function layoutShiftRows(
  browser: Browser,
  server: BenchServer,
  runs: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const layout of ['stacked', 'slotted'] as const) {
    for (const width of WIDTHS) {
      const visits: Visit[] = [];
      for (let run = 0; run < runs; run++) visits.push(await visit(browser, server, layout, width));
      const phases = [...new Set(visits.flatMap((v) => Object.keys(v.byPhase)))];
      const where = phases
        .map((phase) => {
          const value = median(visits.map((v) => v.byPhase[phase] ?? 0)).toFixed(4);
          const what = [...new Set(visits.flatMap((v) => v.moved[phase] ?? []))].join(', ');
          return `${phase} ${value} (moved: ${what})`;
        })
        .join('; ');
      progress(
        `  ${LAYOUT_NAMES[layout]}, ${width} px: all shifts by phase (median): ${where || 'none'}`,
      );
      const name = `${LAYOUT_NAMES[layout]}, ${width} px`;
      rows.push(
        {
          figure: `layout shift: ${name}, CLS (median, n=${runs})`,
          value: median(visits.map((v) => v.cls)),
          unit: '',
          goal: '0',
        },
        {
          figure: `layout shift: ${name}, all shifts incl. after input`,
          value: median(visits.map((v) => v.all)),
          unit: '',
        },
      );
    }
  }
  return rows;
}
