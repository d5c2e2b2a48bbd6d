// @ts-check
/**
 * Where to find Firefox, and how to launch it, for the browser tests that run in it: the
 * web-test-runner component tests and the end-to-end payments.
 *
 * A stock Firefox (Debian's `firefox-esr`) is driven over WebDriver BiDi by `puppeteer-core`,
 * with no geckodriver. Open a new tab for each page: the first tab Firefox opens under
 * automation never has focus, so `blur` never fires there and `:focus` never matches.
 */
import { existsSync } from 'node:fs';

/** System locations checked, in order, when `FIREFOX_PATH` is not set. */
export const firefoxLocations = ['/usr/bin/firefox-esr', '/usr/bin/firefox'];

/** What to install when Firefox is missing, for error messages. */
export const FIREFOX_MISSING =
  'Firefox not found: install Debian\'s "firefox-esr" (or set FIREFOX_PATH)';

/**
 * Preferences for a quiet Firefox that never talks to Mozilla's services during a test, and lets
 * the test page use the clipboard.
 *
 * @type {Record<string, unknown>}
 */
export const firefoxPrefs = {
  'app.update.disabledForTesting': true,
  'browser.shell.checkDefaultBrowser': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'extensions.update.enabled': false,
  // Lets a test page write the clipboard without a click, so that a test pastes as a person
  // does (Control+V of what the page put on the clipboard).
  'dom.events.testing.asyncClipboard': true,
};

/**
 * The Firefox executable to launch.
 *
 * @returns {string | undefined} `FIREFOX_PATH` when set, else the first existing system location.
 */
export function firefoxExecutablePath() {
  if (process.env.FIREFOX_PATH) return process.env.FIREFOX_PATH;
  return firefoxLocations.find((location) => existsSync(location));
}

/**
 * `puppeteer-core`'s launch options for a headless Firefox.
 *
 * @returns {import('puppeteer-core').LaunchOptions}
 * @example
 * const browser = await puppeteer.launch(firefoxLaunchOptions());
 * const page = await browser.newPage(); // a new tab: it gets focus
 */
export function firefoxLaunchOptions() {
  const executablePath = firefoxExecutablePath();
  if (!executablePath) throw new Error(`${FIREFOX_MISSING}.`);
  return {
    browser: 'firefox',
    executablePath,
    headless: true,
    extraPrefsFirefox: firefoxPrefs,
  };
}
