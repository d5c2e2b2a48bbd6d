/**
 * The browser benches, against one bench server: page load and typing in one headless Chromium,
 * layout shift in Chromium with each set of fonts, and in Firefox and WebKit (`layout-moves.ts`).
 * Needs the built kit (`pnpm build`).
 */
import { progress } from '../output.js';
import type { Row } from '../rows.js';
import { launchChromium } from './chromium.js';
import { FONT_SETS, fontSetEnvironments } from './font-sets.js';
import { keystrokeRows } from './keystrokes.js';
import { layoutMoveRows } from './layout-moves.js';
import { layoutShiftRows } from './layout-shift.js';
import { pageLoadRows } from './page-load.js';
import { startBenchServer } from './server.js';

export interface BrowserRuns {
  /** Page loads of each page. */
  loads: number;
  /** Typing runs of 16 keystrokes each. */
  typing: number;
  /** Visits of each layout-shift case. */
  visits: number;
}

export type BrowserBench = 'load' | 'typing' | 'layout-shift';

export async function browserRows(
  runs: BrowserRuns,
  benches: readonly BrowserBench[],
): Promise<Row[]> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const rows: Row[] = [];
    if (benches.includes('load')) {
      progress(`page load: ${runs.loads} rounds of a load of each page, alternating`);
      rows.push(...(await pageLoadRows(browser, server, runs.loads)));
    }
    if (benches.includes('typing')) {
      progress(`typing: ${runs.typing} rounds of 16 keystrokes in each form, alternating`);
      rows.push(...(await keystrokeRows(browser, server, runs.typing)));
    }
    if (benches.includes('layout-shift')) {
      progress(
        `layout shift: ${runs.visits} rounds of a visit of each page and width, alternating, ` +
          'in Chromium with each set of fonts',
      );
      const environments = await fontSetEnvironments();
      try {
        for (const fonts of FONT_SETS) {
          const drawing = await launchChromium(environments.of(fonts));
          try {
            rows.push(...(await layoutShiftRows(drawing, server, runs.visits, fonts)));
          } finally {
            await drawing.close();
          }
        }
      } finally {
        await environments.remove();
      }
      progress(`layout moves: the same visits in Firefox and WebKit, with each set of fonts`);
      rows.push(...(await layoutMoveRows(server, runs.visits)));
    }
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}
