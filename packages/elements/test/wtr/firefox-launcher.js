// @ts-check
import { ChromeLauncher } from '@web/test-runner-chrome';
import * as puppeteer from 'puppeteer-core';
import { firefoxLaunchOptions } from '../../../../test/firefox.js';

/** Playwright's key names that puppeteer spells otherwise. */
const PUPPETEER_KEYS = { Space: ' ', ControlOrMeta: 'Control' };

/**
 * A puppeteer keyboard that takes Playwright's key syntax, the one the tests are written in
 * (`sendKeys({ press: 'Shift+Tab' })`, `'Space'`): a chord's keys go down in order and up in
 * reverse.
 *
 * @param {import('puppeteer-core').Keyboard} keyboard
 */
function playwrightKeyboard(keyboard) {
  /** @param {string} key */
  const chord = (key) => {
    const parts = key.length > 1 ? key.split('+') : [key];
    return parts.map((part) => {
      const named = PUPPETEER_KEYS[/** @type {keyof typeof PUPPETEER_KEYS} */ (part)];
      // In a chord a letter names its key (`Control+V`); puppeteer's `V` is a shifted `v`.
      const letter = parts.length > 1 && /^[A-Z]$/.test(part) ? part.toLowerCase() : part;
      return /** @type {import('puppeteer-core').KeyInput} */ (named ?? letter);
    });
  };
  return {
    /** @param {string} text */
    type: (text) => keyboard.type(text),
    /** @param {string} key */
    down: async (key) => {
      for (const part of chord(key)) await keyboard.down(part);
    },
    /** @param {string} key */
    up: async (key) => {
      for (const part of chord(key).reverse()) await keyboard.up(part);
    },
    /** @param {string} key */
    press: async (key) => {
      const keys = chord(key);
      for (const part of keys) await keyboard.down(part);
      for (const part of keys.reverse()) await keyboard.up(part);
    },
  };
}

/**
 * Runs the tests in a stock Firefox over WebDriver BiDi (`puppeteer-core`), through the launcher
 * `@web/test-runner-chrome` builds on puppeteer, which takes a browser other than Chrome.
 *
 * One test file at a time, each in a tab of its own (never the first tab, which under automation
 * never has focus): of two tabs open at once only the newer has focus, and focus is what many
 * tests are about. The page the commands get types keys in Playwright's syntax.
 */
class FirefoxLauncher extends ChromeLauncher {
  constructor() {
    super(
      firefoxLaunchOptions(),
      async ({ browser }) => browser.defaultBrowserContext(),
      async ({ context }) => context.newPage(),
      puppeteer,
      1,
    );
  }

  /** @param {string} sessionId */
  getPage(sessionId) {
    const page = super.getPage(sessionId);
    const keyboard = playwrightKeyboard(page.keyboard);
    // Bound to the page itself: puppeteer's classes keep private fields a proxy cannot reach.
    return new Proxy(page, {
      get(target, property) {
        if (property === 'keyboard') return keyboard;
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}

/** A web-test-runner launcher for Firefox. @returns {import('@web/test-runner').BrowserLauncher} */
export function firefoxLauncher() {
  return new FirefoxLauncher();
}
