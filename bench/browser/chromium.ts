/**
 * Headless Chromium as the repository's browser tests launch it, and pages slowed down 4× on
 * the CPU through the DevTools protocol (`Emulation.setCPUThrottlingRate`), which stands for a
 * mid-range phone. Each page gets a fresh browser context: its own HTTP and code caches, so
 * every load is a payer's first visit.
 */
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../../test/chromium.js';

export const CPU_SLOWDOWN = 4;

/** Launches Chromium; `environment`: variables it gets besides the machine's (`FONTCONFIG_FILE`). */
export function launchChromium(environment: Record<string, string> = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutablePath(),
    args: chromiumArgs,
    env: { ...process.env, ...environment },
  });
}

export interface ThrottledPage {
  page: Page;
  context: BrowserContext;
  close(): Promise<void>;
}

export async function throttledPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<ThrottledPage> {
  const context = await browser.newContext({ viewport, locale: 'en-MY' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, context, close: () => context.close() };
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
