// @ts-check
/* global fetch, setTimeout -- Node's */
/* global window -- in the functions that run in the page */
/**
 * Where to find WebKit (Safari's engine), and how to drive it, for the browser tests that run in
 * it: the web-test-runner component tests and the end-to-end payments.
 *
 * On Linux, WebKit is WebKitGTK: Debian's `webkit2gtk-driver` package has `WebKitWebDriver`, a
 * WebDriver (classic) server that drives the `MiniBrowser` the WebKitGTK libraries ship. The
 * MiniBrowser has no headless mode, so each driver gets an X server of its own (Xvfb), and three
 * things of that set-up are worked around here:
 * - its toolbar keeps the window at least about 447 px wide: a GTK theme of our own shrinks the
 *   toolbar, so that a 320 px phone fits;
 * - Xvfb has no window manager, so the window never has input focus (`document.hasFocus()` is
 *   false, `:focus` never matches, `blur` never fires): `focusWindow()` gives it focus with
 *   `xdotool`;
 * - a driver takes one session at a time: every user starts its own.
 */
import { spawn, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** System locations of `WebKitWebDriver`, checked in order when `WEBKIT_DRIVER_PATH` is not set. */
export const webkitDriverLocations = ['/usr/bin/WebKitWebDriver'];

/** System locations of the MiniBrowser, checked in order when `WEBKIT_BROWSER_PATH` is not set. */
export const miniBrowserLocations = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/libexec/webkitgtk-6.0/MiniBrowser',
];

/**
 * The GTK theme the MiniBrowser runs with: its toolbar, address entry and buttons take no room
 * of their own, so the window can be as narrow as a phone.
 */
const NARROW_TOOLBAR_CSS =
  'toolbar, toolbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 6px; }\n';

/** @param {string} variable @param {string[]} locations */
function firstExisting(variable, locations) {
  const fromEnvironment = process.env[variable];
  if (fromEnvironment) return fromEnvironment;
  return locations.find((location) => existsSync(location));
}

/**
 * `WebKitWebDriver` and the MiniBrowser it drives.
 *
 * @returns {{ driver: string, browser: string } | undefined} `undefined` when either is missing.
 */
export function webkitExecutablePaths() {
  const driver = firstExisting('WEBKIT_DRIVER_PATH', webkitDriverLocations);
  const browser = firstExisting('WEBKIT_BROWSER_PATH', miniBrowserLocations);
  return driver && browser ? { driver, browser } : undefined;
}

/** What to install when WebKit is missing, for error messages. */
export const WEBKIT_MISSING =
  'WebKit not found: install Debian\'s "webkit2gtk-driver", "xvfb" and "xdotool" (or set ' +
  'WEBKIT_DRIVER_PATH and WEBKIT_BROWSER_PATH)';

/** A free TCP port on the loopback interface. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts an X server on a display number it chooses itself (`-displayfd`), so that two test runs
 * never share one.
 *
 * @returns {Promise<{ display: string, process: import('node:child_process').ChildProcess }>}
 */
async function startXvfb() {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  xvfb.stderr?.on('data', (chunk) => (errors += chunk));
  const display = await new Promise((resolve, reject) => {
    let written = '';
    xvfb.stdio[3]?.on('data', (chunk) => {
      written += chunk;
      if (written.includes('\n')) resolve(`:${written.trim()}`);
    });
    xvfb.on('error', (error) =>
      reject(new Error(`Xvfb could not start (${error.message}). ${WEBKIT_MISSING}.`)),
    );
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${errors.trim()}`)));
  });
  return { display, process: xvfb };
}

/**
 * Waits until a WebDriver server answers its status.
 *
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} driver
 */
async function whenDriverAnswers(port, driver) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port} within 20 s`);
}

/**
 * A running `WebKitWebDriver` on an X server of its own.
 *
 * @typedef {object} WebKitDriver
 * @property {number} port The driver's port on 127.0.0.1.
 * @property {string} display The X display the MiniBrowser opens on.
 * @property {Record<string, unknown>} capabilities The capabilities of a new session (webdriverio's
 *   `remote({ hostname: '127.0.0.1', port, capabilities })`).
 * @property {() => Promise<void>} focusWindow Gives the session's window the X input focus, as a
 *   window manager would: call it once the session has opened its window.
 * @property {() => Promise<void>} stop Stops the driver, its browser and the X server.
 */

/**
 * Starts Xvfb and `WebKitWebDriver` for one WebDriver session.
 *
 * @param {{ environment?: Record<string, string> }} [options] `environment`: variables the browser
 *   gets besides the machine's (e.g. `FONTCONFIG_FILE`, for the fonts it may draw with).
 * @returns {Promise<WebKitDriver>}
 * @example
 * const webkit = await startWebKitDriver();
 * const browser = await remote({ hostname: '127.0.0.1', port: webkit.port, capabilities: webkit.capabilities });
 * await webkit.focusWindow();
 * // …
 * await browser.deleteSession();
 * await webkit.stop();
 */
export async function startWebKitDriver({ environment: extra = {} } = {}) {
  const paths = webkitExecutablePaths();
  if (!paths) throw new Error(`${WEBKIT_MISSING}.`);
  const configHome = await mkdtemp(path.join(tmpdir(), 'checkout-kit-webkit-'));
  await mkdir(path.join(configHome, 'gtk-3.0'));
  await writeFile(path.join(configHome, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
  const xvfb = await startXvfb();
  const port = await freePort();
  const environment = {
    ...process.env,
    ...extra,
    DISPLAY: xvfb.display,
    XDG_CONFIG_HOME: configHome,
  };
  const driver = spawn(paths.driver, [`--port=${port}`, '--host=127.0.0.1'], {
    env: environment,
    stdio: 'ignore',
  });
  const stop = async () => {
    driver.kill();
    xvfb.process.kill();
    await rm(configHome, { recursive: true, force: true });
  };
  try {
    await whenDriverAnswers(port, driver);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    display: xvfb.display,
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] },
    },
    async focusWindow() {
      await promisify(execFile)(
        'xdotool',
        ['search', '--sync', '--onlyvisible', '--class', 'MiniBrowser', 'windowfocus', '--sync'],
        { env: environment, timeout: 10_000 },
      );
    },
    stop,
  };
}

/** WebDriver's codes of the named keys (in Playwright's names; the rest are typed as characters). */
export const KEY_CODES = {
  Alt: '\uE00A',
  ArrowDown: '\uE015',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  ArrowUp: '\uE013',
  Backspace: '\uE003',
  Control: '\uE009',
  Delete: '\uE017',
  End: '\uE010',
  Enter: '\uE007',
  Escape: '\uE00C',
  Home: '\uE011',
  Meta: '\uE03D',
  PageDown: '\uE00F',
  PageUp: '\uE00E',
  Shift: '\uE008',
  Space: ' ',
  Tab: '\uE004',
};

/**
 * The key actions of one press, `Shift+Tab` style chords included: each key down in order, then
 * up in reverse.
 *
 * @param {string} press A character, a key name (`ArrowDown`) or a chord (`Shift+ArrowLeft`).
 * @returns {{ type: 'keyDown' | 'keyUp', value: string }[]}
 */
export function pressActions(press) {
  const keys = press.length > 1 ? press.split('+') : [press];
  const values = keys.map((key) => {
    const value = KEY_CODES[/** @type {keyof typeof KEY_CODES} */ (key)] ?? key;
    if ([...value].length !== 1) throw new Error(`WebDriver has no key named "${key}".`);
    return value;
  });
  return [
    ...values.map((value) => ({ type: 'keyDown', value })),
    ...values.reverse().map((value) => ({ type: 'keyUp', value })),
  ];
}

/**
 * The key actions of typing `text`: a key down and a key up of its own for each character.
 * (webdriverio's `keys()` sends a doubled character once in WebKitGTK: `hello` arrived as `helo`.)
 *
 * @param {string} text
 * @returns {{ type: 'keyDown' | 'keyUp', value: string }[]}
 */
export function typingActions(text) {
  return [...text].flatMap((value) => [
    { type: /** @type {const} */ ('keyDown'), value },
    { type: /** @type {const} */ ('keyUp'), value },
  ]);
}

/**
 * Sizes a WebDriver session's window so that its page's viewport (`innerWidth` × `innerHeight`)
 * is `width` × `height`: the toolbar's height, and the frame's, are measured and added.
 *
 * @param {WebdriverIO.Browser} driver
 * @param {{ width: number, height: number }} viewport
 */
export async function setWebKitViewport(driver, { width, height }) {
  /** @returns {Promise<number[]>} */
  const viewport = () => driver.execute(() => [window.innerWidth, window.innerHeight]);
  let [innerWidth, innerHeight] = await viewport();
  // The window manager-less X server applies a size after the command returns, sometimes
  // partly: each try waits for the page to see a new size, then corrects by what it sees.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (innerWidth === width && innerHeight === height) return;
    const outer = await driver.getWindowSize();
    await driver.setWindowSize(
      outer.width + width - (innerWidth ?? 0),
      outer.height + height - (innerHeight ?? 0),
    );
    const before = [innerWidth, innerHeight];
    const deadline = Date.now() + 2_000;
    do {
      [innerWidth, innerHeight] = await viewport();
    } while (
      innerWidth === before[0] &&
      innerHeight === before[1] &&
      Date.now() < deadline &&
      (await new Promise((resolve) => setTimeout(resolve, 20, true)))
    );
  }
  if (innerWidth !== width || innerHeight !== height) {
    throw new Error(
      `WebKit's viewport is ${innerWidth} × ${innerHeight}, not ${width} × ${height}.`,
    );
  }
}
