// @ts-check
/**
 * Web Test Runner: the elements' browser tests, the `*.test.ts` files beside their sources in
 * `src/`, in a real Chromium. Run with `pnpm test:browser` at the workspace root, or
 * `pnpm --filter @checkout-kit/elements test:browser`; add `--files <glob>` for a subset.
 *
 * Chromium is found by the workspace's `test/chromium.js`: `CHROME_PATH`, else a system
 * Chromium, else Playwright's own browser. What the tests get besides the default commands of
 * `@web/test-runner-commands` (`sendKeys`, `sendMouse`, `setViewport`, …) lives in `test/wtr/`:
 * - `paste` and `compose`: paste like a person, type through an input method;
 * - `POST /__form-receiver`: a target for native form posts that echoes what it received;
 * - `GET /__methods/<fixture>`: a stand-in for the merchant's payment-methods proxy, and
 *   `/static/logos/…`, where its logo paths point;
 * - `GET /__banks?method=<method>`: a stand-in for the merchant's bank list;
 * - `GET /__kit-alone/<build>`: a script-tag build with no translation files beside it;
 * - `GET /__server-markup`: a card form as a Node server renders it (from the package's build).
 */
import { fileURLToPath } from 'node:url';
import { bankListStandIn } from './test/wtr/bank-list-stand-in.js';
import { browserTestConfig } from './test/wtr/browser-test-config.js';
import { composeCommand } from './test/wtr/compose-command.js';
import { formReceiver } from './test/wtr/form-receiver.js';
import { kitWithoutTranslations } from './test/wtr/kit-without-translations.js';
import { pasteCommand } from './test/wtr/paste-command.js';
import { paymentMethodsStandIn } from './test/wtr/payment-methods-stand-in.js';
import { serverMarkup } from './test/wtr/server-markup.js';

export default browserTestConfig({
  files: [fileURLToPath(new URL('src/**/*.test.ts', import.meta.url))],
  middleware: [
    formReceiver,
    paymentMethodsStandIn,
    bankListStandIn,
    kitWithoutTranslations,
    serverMarkup,
  ],
  plugins: [pasteCommand(), composeCommand()],
});
