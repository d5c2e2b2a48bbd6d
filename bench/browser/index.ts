/**
 * The browser benches, in one headless Chromium and against one bench server: page load,
 * typing and layout shift. Needs the built kit (`pnpm build`).
 */
import { progress } from '../output.js';
import type { Row } from '../rows.js';
import { launchChromium } from './chromium.js';
import { keystrokeRows } from './keystrokes.js';
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

export async function browserRows(runs: BrowserRuns): Promise<Row[]> {
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    progress(`page load: ${runs.loads} loads of each page, alternating`);
    const rows = await pageLoadRows(browser, server, runs.loads);
    progress(`typing: ${runs.typing} runs of 16 keystrokes in each form, alternating`);
    rows.push(...(await keystrokeRows(browser, server, runs.typing)));
    progress(`layout shift: ${runs.visits} visits of each layout and width`);
    rows.push(...(await layoutShiftRows(browser, server, runs.visits)));
    return rows;
  } finally {
    await browser.close();
    await server.close();
  }
}
