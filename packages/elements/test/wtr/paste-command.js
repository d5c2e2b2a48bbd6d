// @ts-check

/**
 * The `paste` command: pastes `payload.text` into the focused element the way a person does.
 *
 * Path used: the real clipboard, in each engine, so that the browser itself fires a trusted
 * `paste` event carrying the text in `clipboardData`, then inserts it (`input` event with
 * `inputType` `insertFromPaste`), exactly as for a person:
 * - Chromium (Playwright): the page is granted clipboard access, writes the text to the clipboard,
 *   and Control+V (Meta+V on macOS) is pressed. Playwright's new headless mode has its own
 *   in-memory clipboard.
 * - Firefox (puppeteer): the same, with the testing preference that lets a page write the
 *   clipboard without a click (`test/firefox.js`).
 * - WebKit (WebDriver): the launcher puts the text on its X server's clipboard and presses
 *   Control+V (`webkit-launcher.js`).
 *
 * The clipboard is shared by every page of the browser, so pastes are done one at a time.
 *
 * @example
 * // in a test
 * input.focus();
 * await executeServerCommand('paste', { text: '4444 3333 2222 1111' });
 * @returns {import('@web/test-runner').TestRunnerPlugin<{ text: string }>}
 */
export function pasteCommand() {
  let queue = Promise.resolve();
  return {
    name: 'checkout-kit-paste-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'paste') return undefined;
      if (typeof payload?.text !== 'string') {
        throw new Error('The paste command needs a payload { text: string }.');
      }
      const { text } = payload;
      const browser = /** @type {any} */ (session.browser);
      /** @type {() => Promise<void>} */
      let paste;
      if (browser.type === 'webdriver') {
        paste = () => browser.paste(text);
      } else {
        const page = browser.getPage(session.id);
        paste = async () => {
          if (browser.type === 'playwright') {
            await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
              origin: new URL(page.url()).origin,
            });
          }
          await page.evaluate(
            // eslint-disable-next-line no-undef -- this function runs in the page
            (/** @type {string} */ value) => navigator.clipboard.writeText(value),
            text,
          );
          await page.keyboard.press('ControlOrMeta+V');
        };
      }
      const done = queue.then(paste);
      queue = done.catch(() => undefined);
      await done;
      return true;
    },
  };
}
