// @ts-check
/* global Buffer, setTimeout -- Node's */
/* global window, document -- in the functions that run in the page */
import { spawn } from 'node:child_process';
import { remote } from 'webdriverio';
import { pressActions, setWebKitViewport, startWebKitDriver } from '../../../../test/webkit.js';

/** WebDriver's code of each mouse button. */
const MOUSE_BUTTONS = { left: 0, middle: 1, right: 2 };

/**
 * Runs `xclip` on the driver's X server: with `input`, puts it on the clipboard, and resolves once
 * xclip's first process has exited (its fork goes on serving the clipboard, holding no pipe of
 * ours); without, resolves with what the clipboard holds.
 *
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} [input]
 * @returns {Promise<string>}
 */
function runXclip(args, env, input) {
  return new Promise((resolve, reject) => {
    const reading = input === undefined;
    const xclip = spawn('xclip', args, {
      env,
      stdio: [reading ? 'ignore' : 'pipe', reading ? 'pipe' : 'ignore', 'ignore'],
    });
    let output = '';
    xclip.stdout?.on('data', (chunk) => (output += chunk));
    xclip.on('error', (error) =>
      reject(new Error(`xclip could not start (${error.message}): install Debian's "xclip".`)),
    );
    xclip.on(reading ? 'close' : 'exit', () => resolve(output));
    xclip.stdin?.end(input);
  });
}

/**
 * Runs the tests in WebKit (WebKitGTK's MiniBrowser, through `WebKitWebDriver`), one test file at
 * a time in one window that has the X input focus, as a payer's Safari tab has.
 *
 * `@web/test-runner-webdriver` exists, but it types a doubled character once (`hello` arrived as
 * `helo` in WebKitGTK 2.50) and cannot press a chord; this launcher sends each key as a down and an up action of its own, and starts the driver
 * and its X server itself.
 *
 * @implements {import('@web/test-runner').BrowserLauncher}
 */
export class WebKitLauncher {
  name = 'WebKit';
  type = 'webdriver';
  /** One window, so one test file at a time: a second window would take the focus. */
  concurrency = 1;
  /** @type {import('../../../../test/webkit.js').WebKitDriver | undefined} */
  webkit;
  /** @type {WebdriverIO.Browser | undefined} */
  driver;
  /** @type {Promise<WebdriverIO.Browser> | undefined} */
  starting;
  /** @type {Map<string, string>} The URL of each running test session. */
  sessions = new Map();

  async initialize() {}

  /** The WebDriver session, started on first use with its window focused. */
  async browser() {
    this.starting ??= (async () => {
      this.webkit = await startWebKitDriver();
      const driver = await remote({
        hostname: '127.0.0.1',
        port: this.webkit.port,
        logLevel: 'error',
        capabilities: this.webkit.capabilities,
      });
      await this.webkit.focusWindow();
      this.name = `WebKit ${driver.capabilities.browserVersion ?? ''}`.trim();
      this.driver = driver;
      return driver;
    })();
    return this.starting;
  }

  async stop() {
    await this.driver?.deleteSession().catch(() => undefined);
    await this.webkit?.stop();
  }

  /** @param {string} id @param {string} url */
  async startSession(id, url) {
    const driver = await this.browser();
    this.sessions.set(id, url);
    await driver.navigateTo(url);
  }

  /** @param {string} id */
  isActive(id) {
    return this.sessions.has(id);
  }

  /** @param {string} id */
  getBrowserUrl(id) {
    return this.sessions.get(id);
  }

  /** @param {string} id */
  async stopSession(id) {
    // An empty page stops whatever the test file left running.
    await this.driver?.navigateTo('about:blank');
    this.sessions.delete(id);
    return {};
  }

  async startDebugSession() {
    throw new Error('Debug WebKit by hand: run the MiniBrowser with the test page open.');
  }

  /**
   * Types characters, or presses a key or a chord (`sendKeys` of `@web/test-runner-commands`).
   *
   * @param {string} _id
   * @param {string[]} keys One character each, or a single key name or chord.
   */
  async sendKeys(_id, keys) {
    const driver = await this.browser();
    await driver.performActions([
      { type: 'key', id: 'keyboard', actions: keys.flatMap(pressActions) },
    ]);
    await driver.releaseActions();
  }

  /**
   * Pastes `text` into the focused element as a person does: the text goes on the X server's
   * clipboard (`xclip`, whose fork keeps serving it until the next paste takes the clipboard
   * over), and Control+V is pressed; this returns once the page's `paste` event has been handled.
   *
   * @param {string} text
   */
  async paste(text) {
    const driver = await this.browser();
    const environment = { ...process.env, DISPLAY: this.webkit?.display };
    await runXclip(['-selection', 'clipboard', '-in'], environment, text);
    // The clipboard holds the text once another client reads it back.
    while ((await runXclip(['-selection', 'clipboard', '-out'], environment)) !== text) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await driver.execute(() => {
      const page = /** @type {{ checkoutKitPasted?: boolean }} */ (/** @type {unknown} */ (window));
      page.checkoutKitPasted = false;
      // After the page's own listeners: a task queued from the first of them.
      const seen = () => setTimeout(() => (page.checkoutKitPasted = true));
      document.addEventListener('paste', seen, { capture: true, once: true });
    });
    await driver.performActions([
      { type: 'key', id: 'keyboard', actions: pressActions('Control+v') },
    ]);
    await driver.releaseActions();
    await driver.waitUntil(
      () =>
        driver.execute(
          () =>
            /** @type {{ checkoutKitPasted?: boolean }} */ (/** @type {unknown} */ (window))
              .checkoutKitPasted === true,
        ),
      { timeout: 5_000, timeoutMsg: 'WebKit fired no paste event within 5 s of Control+V.' },
    );
  }

  /**
   * Sizes the window so that the page's viewport (`innerWidth` × `innerHeight`) is `width` ×
   * `height`: the toolbar's height, and the frame's, are measured and added.
   *
   * @param {{ width: number, height: number }} viewport
   */
  async setViewport(viewport) {
    await setWebKitViewport(await this.browser(), viewport);
  }

  /** @param {any[]} actions */
  async performActions(actions) {
    const driver = await this.browser();
    await driver.performActions(actions);
    await driver.releaseActions();
  }

  /** @param {string} _id @param {number} x @param {number} y */
  sendMouseMove(_id, x, y) {
    return this.performActions([
      { type: 'pointer', id: 'mouse', actions: [{ type: 'pointerMove', duration: 0, x, y }] },
    ]);
  }

  /** @param {string} _id @param {number} x @param {number} y @param {keyof typeof MOUSE_BUTTONS} [button] */
  sendMouseClick(_id, x, y, button = 'left') {
    return this.performActions([
      {
        type: 'pointer',
        id: 'mouse',
        actions: [
          { type: 'pointerMove', duration: 0, x, y },
          { type: 'pointerDown', button: MOUSE_BUTTONS[button] },
          { type: 'pointerUp', button: MOUSE_BUTTONS[button] },
        ],
      },
    ]);
  }

  async resetMouse() {
    await this.driver?.releaseActions();
  }

  /** @param {string} _id @param {string} locator A function's source that returns the element. */
  async takeScreenshot(_id, locator) {
    const driver = await this.browser();
    const element = await driver.$(await driver.execute(locator, []));
    return Buffer.from(await driver.takeElementScreenshot(element.elementId), 'base64');
  }
}

/** A web-test-runner launcher for WebKit. */
export function webkitLauncher() {
  return new WebKitLauncher();
}
