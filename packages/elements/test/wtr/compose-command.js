// @ts-check

/**
 * The `compose` command: types into the focused element through an input method, as Chinese and
 * Japanese keyboards do. Each of `payload.steps` is the text being composed so far (the browser
 * fires `input` events with `isComposing` set); `payload.commit` then ends the composition with
 * that text (`compositionend`). Done through the Chrome DevTools Protocol's `Input` domain.
 *
 * @example
 * // in a test
 * input.focus();
 * await executeServerCommand('compose', { steps: ['4', '44'], commit: '44' });
 * @returns {import('@web/test-runner').TestRunnerPlugin<{ steps: string[]; commit: string }>}
 */
export function composeCommand() {
  return {
    name: 'checkout-kit-compose-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'compose') return undefined;
      if (!Array.isArray(payload?.steps) || typeof payload.commit !== 'string') {
        throw new Error('The compose command needs a payload { steps: string[], commit: string }.');
      }
      const launcher = /** @type {import('@web/test-runner-playwright').PlaywrightLauncher} */ (
        session.browser
      );
      const page = launcher.getPage(session.id);
      const cdp = await page.context().newCDPSession(page);
      try {
        for (const text of payload.steps) {
          await cdp.send('Input.imeSetComposition', {
            text,
            selectionStart: text.length,
            selectionEnd: text.length,
          });
        }
        await cdp.send('Input.insertText', { text: payload.commit });
      } finally {
        await cdp.detach();
      }
      return true;
    },
  };
}
