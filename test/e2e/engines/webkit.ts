/**
 * WebKit, Safari's engine, for a payer's steps: WebKitGTK's MiniBrowser on an X server of its own,
 * driven over WebDriver classic by webdriverio (`test/webkit.js`). The driver takes one session at
 * a time, so a tab is a session of its own (a fresh MiniBrowser, with storage of its own), whose
 * window is given the X input focus as a payer's Safari tab has it.
 *
 * WebDriver classic has no script that runs before a page's own: the record of the page's errors
 * is installed by each step instead (`scriptsFirst: false`).
 */
import { remote } from 'webdriverio';
import { setWebKitViewport, startWebKitDriver, typingActions } from '../../webkit.js';
import type { EngineDriver, EngineTab } from './engine.js';

/**
 * Starts Xvfb, `WebKitWebDriver` and, for each tab, a MiniBrowser; `environment`: variables the
 * browser gets besides the machine's (e.g. `FONTCONFIG_FILE`).
 */
export async function startWebKit(environment: Record<string, string> = {}): Promise<EngineDriver> {
  const webkit = await startWebKitDriver({ environment });
  let version = 'WebKitGTK';
  let open: WebdriverIO.Browser | undefined;
  return {
    engine: 'webkit',
    get version() {
      return version;
    },
    scriptsFirst: false,
    async newTab(): Promise<EngineTab> {
      if (open)
        throw new Error('WebKitWebDriver takes one session at a time: close the tab first.');
      const browser = await remote({
        hostname: '127.0.0.1',
        port: webkit.port,
        capabilities: webkit.capabilities as WebdriverIO.Capabilities,
        logLevel: 'error',
      });
      open = browser;
      version = `WebKitGTK ${browser.capabilities.browserVersion ?? ''}`.trim();
      await webkit.focusWindow();
      return {
        goto: async (url) => {
          await browser.navigateTo(url);
        },
        url: () => browser.getUrl(),
        // The page's script goes with each step's (see page.ts), so nothing to do with `script`.
        run: (body) => browser.execute(body),
        clickAt: async (x, y) => {
          await browser.performActions([
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [
                { type: 'pointerMove', duration: 0, origin: 'viewport', x, y },
                { type: 'pointerDown', button: 0 },
                { type: 'pointerUp', button: 0 },
              ],
            },
          ]);
          await browser.releaseActions();
        },
        typeKeys: async (text) => {
          await browser.performActions([
            { type: 'key', id: 'keyboard', actions: typingActions(text) },
          ]);
          await browser.releaseActions();
        },
        setViewport: (viewport) => setWebKitViewport(browser, viewport),
        screenshot: async () => Buffer.from(await browser.takeScreenshot(), 'base64'),
        close: async () => {
          open = undefined;
          await browser.deleteSession();
        },
      };
    },
    close: async () => {
      await open?.deleteSession().catch(() => undefined);
      await webkit.stop();
    },
  };
}
