// @ts-check

/**
 * The `paste` command: pastes `payload.text` into the focused element the way a person does.
 *
 * Path used: the real clipboard. The page is granted clipboard access, the text is written to
 * the clipboard, and Playwright presses Control+V (Meta+V on macOS), so the browser itself
 * fires a trusted `paste` event carrying the text in `clipboardData`, then inserts it
 * (`input` event with `inputType` `insertFromPaste`), exactly as for a person. Checked in
 * headless Debian Chromium 156 (Playwright's new headless mode has its own in-memory
 * clipboard), so no synthetic fallback is needed.
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
      if (session.browser.type !== 'playwright') {
        throw new Error(
          `The paste command needs the Playwright launcher, not ${session.browser.type}.`,
        );
      }
      const { text } = payload;
      const launcher = /** @type {import('@web/test-runner-playwright').PlaywrightLauncher} */ (
        session.browser
      );
      const page = launcher.getPage(session.id);
      const paste = async () => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: new URL(page.url()).origin,
        });
        // eslint-disable-next-line no-undef -- this function runs in the page
        await page.evaluate((value) => navigator.clipboard.writeText(value), text);
        await page.keyboard.press('ControlOrMeta+V');
      };
      const done = queue.then(paste);
      queue = done.catch(() => undefined);
      await done;
      return true;
    },
  };
}
