/**
 * Layout shift in Firefox and WebKit (Safari's engine), which have no Layout Instability API: on
 * the same real checkout pages as `layout-shift.ts`, the same payer's visit (load, choose Card,
 * submit the empty form, fill it in), watched as a payer sees it. The pages' probe
 * (`moves-probe.ts`) records, at every frame from the first, where the content below the payment
 * stands; a move is any frame where it stands elsewhere than in the frame before.
 *
 * Both engines paint before a module script has run (neither knows `blocking="render"`), but not
 * before a classic script in the head, which the READMEs' pages load. Each page is visited as
 * written, without `expected-methods`, and with the kit as a module script held by
 * `blocking="render"` (as the READMEs had it), at 390 and 1280 px, in each engine with each
 * set of fonts (`font-sets.ts`), every case in turn each round (the order reversed every other
 * round). No CPU slowdown: neither engine's driver has one.
 *
 * Figure per case: the distance the content below moved without the payer's input in the 500 ms
 * before (the card form opening under Card, the errors after Pay are the payer's), summed over
 * the visit, in CSS pixels; median and range of the rounds. Goal: 0 px. Every move, by phase, goes
 * to the report.
 */
import { waitFor } from '../../test/e2e/harness.js';
import type { EngineDriver, PhoneEngine } from '../../test/e2e/engines/engine.js';
import { launchFirefox } from '../../test/e2e/engines/firefox.js';
import { PayerPage } from '../../test/e2e/engines/page.js';
import { startWebKit } from '../../test/e2e/engines/webkit.js';
import { progress } from '../output.js';
import type { Row } from '../rows.js';
import { median, spread } from '../stats.js';
import {
  CHECKOUT_PAGES,
  CHECKOUT_PAGE_TITLES,
  type CheckoutPage,
  variantName,
} from './checkout-pages.js';
import { sleep } from './chromium.js';
import { FONT_SETS, FONT_SET_TITLES, type FontSet, fontSetEnvironments } from './font-sets.js';
import { CARD_FIELDS, SETTLE_MS, VARIANT_TITLES, WIDTHS } from './layout-shift.js';
import type { MovesProbe } from './moves-probe.js';
import { PROXY_DELAY_MS, type BenchServer } from './server.js';

const ENGINES: Record<PhoneEngine, { title: string; start: typeof launchFirefox }> = {
  firefox: { title: 'Firefox', start: launchFirefox },
  webkit: { title: 'WebKit', start: startWebKit },
};

/** The pages as written, without `expected-methods`, and with the kit as a module script. */
const VARIANTS = ['as-written', 'unexpected', 'module'] as const;

interface Case {
  page: CheckoutPage;
  variant: (typeof VARIANTS)[number];
  width: number;
}

const CASES: Case[] = CHECKOUT_PAGES.flatMap((page) =>
  VARIANTS.flatMap((variant) => WIDTHS.map((width) => ({ page, variant, width }))),
);

const describe = (c: Case, engine: PhoneEngine, fonts: FontSet): string =>
  `${CHECKOUT_PAGE_TITLES[c.page]}, ${VARIANT_TITLES[c.variant]}, ${c.width} px, ` +
  `${ENGINES[engine].title}, ${FONT_SET_TITLES[fonts]}`;

interface Visit {
  /** Pixels moved without recent input. */
  moved: number;
  /** Every move, by phase: the pixels moved in it (input or not). */
  byPhase: Record<string, number>;
}

async function visit(driver: EngineDriver, server: BenchServer, c: Case): Promise<Visit> {
  const page = await PayerPage.open(driver, { width: c.width, height: 844 });
  const bench = (): Promise<MovesProbe> =>
    page.run(() => (window as unknown as { bench: MovesProbe }).bench);
  const setPhase = (phase: string): Promise<void> =>
    page.run((name) => {
      (window as unknown as { bench: MovesProbe }).bench.phase = name;
    }, phase);
  try {
    await page.goto(server.url(`moves/${variantName(c.page, c.variant)}`));
    await waitFor(
      async () => (await bench()).methodsLoaded !== null,
      'the picker showed its methods',
      PROXY_DELAY_MS + 15_000,
    );
    await sleep(SETTLE_MS);

    await setPhase('card');
    // Card is the first option.
    await page.click({ css: 'checkout-method-picker >>> [part~="option"]' });
    await page.waitFor({ css: 'checkout-card-form input[autocomplete="cc-number"]' });
    await sleep(SETTLE_MS);

    await setPhase('submit');
    await page.click({ css: 'checkout-card-form button[type="submit"]' });
    await sleep(SETTLE_MS);

    await setPhase('fix');
    for (const [autocomplete, text] of CARD_FIELDS) {
      await page.type({ css: `checkout-card-form input[autocomplete="${autocomplete}"]` }, text);
    }
    // Leave the last field, as a payer does who taps elsewhere.
    await page.click({ css: 'h1' });
    await sleep(SETTLE_MS);

    const { moves } = await bench();
    const byPhase: Record<string, number> = {};
    for (const move of moves) byPhase[move.phase] = (byPhase[move.phase] ?? 0) + Math.abs(move.by);
    const moved = moves
      .filter((move) => !move.hadRecentInput)
      .reduce((total, move) => total + Math.abs(move.by), 0);
    return { moved, byPhase };
  } finally {
    await page.close();
  }
}

/** Where a case's moves happened, input or not: phase, median pixels. */
function report(title: string, visits: Visit[]): void {
  const phases = [...new Set(visits.flatMap((v) => Object.keys(v.byPhase)))];
  const where = phases
    .map((phase) => `${phase} ${median(visits.map((v) => v.byPhase[phase] ?? 0)).toFixed(1)} px`)
    .join('; ');
  progress(`  ${title}: every move by phase (median): ${where || 'none'}`);
}

/** The rows of both engines with both sets of fonts. */
export async function layoutMoveRows(server: BenchServer, rounds: number): Promise<Row[]> {
  const environments = await fontSetEnvironments();
  const rows: Row[] = [];
  try {
    for (const engine of Object.keys(ENGINES) as PhoneEngine[]) {
      for (const fonts of FONT_SETS) {
        const driver = await ENGINES[engine].start(environments.of(fonts));
        try {
          progress(`  ${ENGINES[engine].title} (${driver.version}), ${FONT_SET_TITLES[fonts]}`);
          const visits = new Map<Case, Visit[]>(CASES.map((c) => [c, []]));
          for (let round = 0; round < rounds; round++) {
            const order = round % 2 === 0 ? CASES : [...CASES].reverse();
            for (const c of order) visits.get(c)?.push(await visit(driver, server, c));
          }
          for (const c of CASES) {
            const title = describe(c, engine, fonts);
            const ofCase = visits.get(c) ?? [];
            report(title, ofCase);
            const moved = ofCase.map((v) => v.moved);
            rows.push({
              figure: `layout moves: ${title}, px moved without input (median, n=${rounds})`,
              value: median(moved),
              unit: 'px',
              spread: spread(moved),
              goal: '0',
            });
          }
        } finally {
          await driver.close();
        }
      }
    }
    return rows;
  } finally {
    await environments.remove();
  }
}
