// @ts-check
/**
 * Where to find Chromium, and how to launch it, for every browser test in this repository:
 * the web-test-runner component tests and the end-to-end tests.
 *
 * Playwright cannot download its own browsers on CI machines, so there we use Debian's
 * `chromium` package. On a developer laptop, set `CHROME_PATH` or let Playwright use the
 * browser it installed itself.
 */
import { existsSync } from 'node:fs';

/**
 * System locations checked, in order, when `CHROME_PATH` is not set.
 *
 * @type {string[]}
 */
export const chromiumLocations = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/**
 * Command-line switches for a quiet, headless Chromium that runs as root in a container
 * and never talks to Google's services during a test.
 *
 * @type {string[]}
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * The Chromium executable to launch.
 *
 * @returns {string | undefined} `CHROME_PATH` when set, else the first existing system
 *   location, else `undefined` so that Playwright uses the browser it installed itself.
 * @example
 * const browser = await chromium.launch({
 *   executablePath: chromiumExecutablePath(),
 *   args: chromiumArgs,
 * });
 */
export function chromiumExecutablePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return chromiumLocations.find((location) => existsSync(location));
}
