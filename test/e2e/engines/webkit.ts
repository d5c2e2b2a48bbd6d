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
import { startWebKitDriver } from '../../webkit.js';
import type { EngineDriver, EngineTab, Viewport } from './engine.js';

/**
 * The key actions of typing `text`: a key down and a key up of its own for each character
 * (webdriverio's `keys()` sends a doubled character once in WebKitGTK: `44` arrives as `4`).
 */
function typingActions(text: string): { type: 'keyDown' | 'keyUp'; value: string }[] {
  return [...text].flatMap((value) => [
    { type: 'keyDown' as const, value },
    { type: 'keyUp' as const, value },
  ]);
}

/** Starts Xvfb, `WebKitWebDriver` and, for each tab, a MiniBrowser. */
export async function startWebKit(): Promise<EngineDriver> {
  const webkit = await startWebKitDriver();
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
      const inner = async (): Promise<Viewport> => {
        const [width, height] = (await browser.execute('return [innerWidth, innerHeight]')) as [
          number,
          number,
        ];
        return { width, height };
      };
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
        // The window's size less the toolbar's and the frame's is the viewport: measured, then
        // corrected by what is left over (the toolbar is shrunk by test/webkit.js's GTK theme).
        setViewport: async (viewport) => {
          for (let attempt = 0; attempt < 3; attempt += 1) {
            const now = await inner();
            if (now.width === viewport.width && now.height === viewport.height) return;
            const outer = await browser.getWindowSize();
            await browser.setWindowSize(
              outer.width + viewport.width - now.width,
              outer.height + viewport.height - now.height,
            );
          }
          const now = await inner();
          if (now.width !== viewport.width || now.height !== viewport.height) {
            throw new Error(
              `WebKit's viewport is ${now.width} × ${now.height}, not ${viewport.width} × ${viewport.height}.`,
            );
          }
        },
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
