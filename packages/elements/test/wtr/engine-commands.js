// @ts-check

/**
 * The `checkout-tap` command: a finger's tap at `{ x, y }` (CSS pixels of the viewport), as
 * touch events (Chromium over the DevTools protocol: the page gets `touchstart`, `touchend` and
 * the click a tap makes). Other engines' drivers have no touch input: there it throws, and a
 * test that taps skips them, saying why.
 *
 * The `checkout-viewport` and `checkout-media` commands: `setViewport` and `emulateMedia` of
 * `@web/test-runner-commands` for every engine the tests run in. (Its own commands support
 * Playwright's and puppeteer's Chromium, not Firefox's media features or a WebDriver window.)
 * The tests call them through `src/internal/test/engine.ts`.
 *
 * - Viewport: Playwright's and puppeteer's page viewport; WebKit's window, sized so that its
 *   viewport is the one asked for.
 * - Media: Playwright emulates every feature. Firefox over WebDriver BiDi and WebKit over WebDriver
 *   emulate none, so there the command takes the defaults a test resets to (no reduced motion, no
 *   forced colours) and refuses anything else: a test that needs an emulated feature skips those
 *   engines, saying why.
 *
 * @returns {import('@web/test-runner').TestRunnerPlugin<any>}
 */
export function engineCommands() {
  return {
    name: 'checkout-kit-engine-commands',
    async executeCommand({ command, payload, session }) {
      if (command === 'checkout-tap') {
        const { x, y } = payload ?? {};
        const browser = /** @type {any} */ (session.browser);
        if (browser.type !== 'playwright') {
          throw new Error(`${browser.name} has no touch input here; skip the test there.`);
        }
        const page = browser.getPage(session.id);
        const cdp = await page.context().newCDPSession(page);
        try {
          const touchPoints = [{ x, y }];
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints });
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        } finally {
          await cdp.detach();
        }
        return true;
      }
      if (command === 'checkout-viewport') {
        const { width, height } = payload ?? {};
        if (!Number.isInteger(width) || !Number.isInteger(height)) {
          throw new Error(
            'The checkout-viewport command needs a payload { width, height } of integers.',
          );
        }
        const browser = /** @type {any} */ (session.browser);
        if (browser.type === 'playwright') {
          await browser.getPage(session.id).setViewportSize({ width, height });
        } else if (browser.type === 'puppeteer') {
          await browser.getPage(session.id).setViewport({ width, height });
        } else {
          await browser.setViewport({ width, height });
        }
        return true;
      }
      if (command === 'checkout-media') {
        const browser = /** @type {any} */ (session.browser);
        if (browser.type === 'playwright') {
          await browser.getPage(session.id).emulateMedia(payload);
          return true;
        }
        const defaults = { reducedMotion: 'no-preference', forcedColors: 'none' };
        const asked = Object.entries(payload ?? {}).filter(
          ([feature, value]) => defaults[/** @type {keyof typeof defaults} */ (feature)] !== value,
        );
        if (asked.length > 0) {
          throw new Error(
            `${browser.name} cannot emulate ${asked.map(([feature, value]) => `${feature}: ${value}`).join(', ')}; skip the test there.`,
          );
        }
        return true;
      }
      return undefined;
    },
  };
}
