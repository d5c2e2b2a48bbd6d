/**
 * Typing: main-thread work per keystroke while a payer types the 16 digits of a card number,
 * in the kit's card form against the same typing in a plain `<input>`, and in the Lit floor's
 * card number (`lit-floor.ts`), which formats as typed with the least code: what any formatted
 * card field in a Lit element costs.
 *
 * Method: Chromium traces the run (`devtools.timeline`, the DevTools Performance panel's
 * categories) while Playwright presses one digit every {@link GAP_MS} ms. A keystroke's work is
 * the total duration of the renderer main thread's top-level tasks from the one that dispatches
 * its `keydown` until {@link WINDOW_MS} ms later: keydown, keypress, beforeinput, input and keyup
 * with their listeners, the frame that renders the change (style, layout, paint) and anything
 * they scheduled. Each key is given time to settle before the next, so windows never overlap,
 * and nothing but the keys runs in the page meanwhile (no polling script).
 *
 * One more run types in the kit's card form with its `input` listener stopped before it (a
 * capturing listener on the document stops the event): the form's formatting, its checks and
 * `checkout-change` skipped, the rest of the page as it is. Against the plain input, it tells how
 * much of the kit's figure is that listener's script and how much the form's markup and styles.
 *
 * The CPU is slowed 4×; each run is a fresh page; each round types in the pages in turn, the
 * order reversed every other round, the stopped-listener run right after the card form's.
 * Figures: the median over runs × 16 keystrokes of each, and the median over the rounds of each
 * round's ratio against the plain input (each page's median of its 16 keystrokes), with their
 * range (the spread). Goal: the kit ≤ 1.1× the plain input, what the payer compares with; the
 * Lit floor's ratio and the stopped listener's are given for information.
 */
import type { Browser } from 'playwright-core';
import { progress } from '../output.js';
import { type Row, roundsRow } from '../rows.js';
import { median, percentile } from '../stats.js';
import { sleep, throttledPage } from './chromium.js';
import { LIT_FLOOR_TAG } from './lit-floor.js';
import { type FormPage, formPagesInRound, perFormPage } from './pages.js';
import type { BenchServer } from './server.js';
import { TRACE_CATEGORIES, mainThreadOf, workPerKeystroke } from './trace.js';

/** A valid Visa test number: the form formats and checks it as it grows. */
const DIGITS = '4111111111111111';
const GAP_MS = 250;
/**
 * Long enough for a keystroke's own work, even slowed 4×; the rest of the window is the page
 * idling, which the plain form's figure of the same run shows.
 */
const WINDOW_MS = 100;

/** The card number input of each page typed in (Playwright's locators enter shadow roots). */
const CARD_NUMBER: Record<FormPage, string> = {
  'card-form': 'checkout-card-form input[autocomplete="cc-number"]',
  'card-form-server': 'checkout-card-form input[autocomplete="cc-number"]',
  'card-form-server-lazy': 'checkout-card-form input[autocomplete="cc-number"]',
  'plain-form': 'input[name="card_number"]',
  'lit-floor': `${LIT_FLOOR_TAG} input[name="card_number"]`,
};

async function typeOnce(
  browser: Browser,
  server: BenchServer,
  name: FormPage,
  stopInputListener = false,
): Promise<number[]> {
  const { page, close } = await throttledPage(browser);
  try {
    await page.goto(server.url(name), { waitUntil: 'load' });
    // Typing starts once the form is live: server markup is on the page before the kit is.
    if (name !== 'plain-form') await page.waitForFunction(() => window.bench.ready !== null);
    if (stopInputListener) {
      await page.evaluate(() =>
        document.addEventListener('input', (event) => event.stopPropagation(), true),
      );
    }
    const input = page.locator(CARD_NUMBER[name]);
    await input.click();
    await sleep(GAP_MS);
    await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
    for (const digit of DIGITS) {
      await page.keyboard.press(digit);
      await sleep(GAP_MS);
    }
    const work = workPerKeystroke(mainThreadOf(await browser.stopTracing()), WINDOW_MS);
    const typed = (await input.inputValue()).replace(/\D/g, '');
    if (typed !== DIGITS) throw new Error(`typed ${typed}, not ${DIGITS}`);
    if (work.length !== DIGITS.length) throw new Error(`${work.length} keydowns traced, not 16`);
    return work;
  } finally {
    await close();
  }
}

export async function keystrokeRows(
  browser: Browser,
  server: BenchServer,
  runs: number,
): Promise<Row[]> {
  const work = perFormPage<number>();
  const perRound = perFormPage<number>();
  const stopped = { work: [] as number[], perRound: [] as number[] };
  for (let run = 0; run < runs; run++) {
    // The lazy app's page types as the README's once taken over: only its load differs.
    for (const name of formPagesInRound(run).filter((page) => page !== 'card-form-server-lazy')) {
      const keys = await typeOnce(browser, server, name);
      work[name].push(...keys);
      perRound[name].push(median(keys));
      if (name !== 'card-form') continue;
      const stoppedKeys = await typeOnce(browser, server, name, true);
      stopped.work.push(...stoppedKeys);
      stopped.perRound.push(median(stoppedKeys));
    }
  }
  const { 'card-form': kit, 'plain-form': plain, 'lit-floor': floor } = work;
  const n = runs * DIGITS.length;
  const summary = (times: number[]): string =>
    `median ${median(times).toFixed(2)}, p90 ${percentile(times, 90).toFixed(2)}, ` +
    `max ${Math.max(...times).toFixed(2)} ms`;
  progress(`  per keystroke, kit:         ${summary(kit)}`);
  progress(`  per keystroke, server markup: ${summary(work['card-form-server'])}`);
  progress(`  per keystroke, kit, no input listener: ${summary(stopped.work)}`);
  progress(`  per keystroke, Lit floor:   ${summary(floor)}`);
  progress(`  per keystroke, plain input: ${summary(plain)}`);
  const rowOf = (
    figure: string,
    typed: { work: number[]; perRound: number[] },
    goal?: string,
  ): Row =>
    roundsRow({
      figure: `${figure} (median, n=${runs}×16; ratio: median of the rounds' ratios)`,
      value: median(typed.work),
      unit: 'ms',
      baseline: median(plain),
      ratios: typed.perRound.map((m, round) => m / (perRound['plain-form'][round] as number)),
      ...(goal ? { goal } : {}),
    });
  const row = (figure: string, name: FormPage, goal?: string): Row =>
    rowOf(figure, { work: work[name], perRound: perRound[name] }, goal);
  return [
    row('typing: main-thread work per keystroke vs plain input', 'card-form', '≤ 1.1×'),
    row(
      'typing: markup from the server, work per keystroke vs plain input',
      'card-form-server',
      '≤ 1.1×',
    ),
    rowOf('typing: the card form with its input listener stopped vs plain input', stopped),
    row('typing: Lit floor per keystroke vs plain input', 'lit-floor'),
    {
      figure: `typing: p90 per keystroke (n=${n})`,
      value: percentile(kit, 90),
      unit: 'ms',
      baseline: percentile(plain, 90),
      ratio: percentile(kit, 90) / percentile(plain, 90),
    },
  ];
}
