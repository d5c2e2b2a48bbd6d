/**
 * Firefox for a payer's steps: a stock Firefox (Debian's `firefox-esr`) driven over WebDriver BiDi
 * by `puppeteer-core` (`test/firefox.js`). Each tab opens in a browser context of its own (its
 * own cookies and storage): a new tab, never the first one, which under automation never has
 * focus.
 */
import puppeteer from 'puppeteer-core';
import { firefoxLaunchOptions, firefoxPrefs } from '../../firefox.js';
import type { EngineDriver, EngineTab } from './engine.js';

/**
 * Launches a headless Firefox; `environment`: variables it gets besides the machine's (e.g.
 * `FONTCONFIG_FILE`).
 */
export async function launchFirefox(
  environment: Record<string, string> = {},
): Promise<EngineDriver> {
  const browser = await puppeteer.launch({
    ...firefoxLaunchOptions(),
    env: { ...process.env, ...environment },
    extraPrefsFirefox: {
      ...firefoxPrefs,
      // Scrollbars over the page, as a phone draws them: a classic one would lay a 390 px
      // viewport out at 378 px.
      'ui.useOverlayScrollbars': 1,
    },
  });
  return {
    engine: 'firefox',
    version: await browser.version(),
    scriptsFirst: true,
    async newTab(script: string): Promise<EngineTab> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      page.setDefaultNavigationTimeout(20_000);
      await page.evaluateOnNewDocument(script);
      return {
        goto: async (url) => {
          await page.goto(url);
        },
        url: async () => page.url(),
        run: (body) => page.evaluate(`(() => {${body}})()`),
        clickAt: (x, y) => page.mouse.click(x, y),
        typeKeys: (text) => page.keyboard.type(text),
        setViewport: (viewport) => page.setViewport(viewport),
        screenshot: () => page.screenshot({ type: 'png' }),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
