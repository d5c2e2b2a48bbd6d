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
 *   `/static/logos/…`, where its logo paths point.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, chromiumExecutablePath } from '../../test/chromium.js';
import { bundleTestFiles } from './test/wtr/bundle-test-files.js';
import { composeCommand } from './test/wtr/compose-command.js';
import { formReceiver } from './test/wtr/form-receiver.js';
import { pasteCommand } from './test/wtr/paste-command.js';
import { paymentMethodsStandIn } from './test/wtr/payment-methods-stand-in.js';

/**
 * The server's root is the workspace, not this package: the stand-in proxy serves the
 * sandbox's logo files, and test file URLs (`/packages/elements/src/…`) read the same from
 * wherever the runner starts.
 */
const rootDir = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir,
  files: [fileURLToPath(new URL('src/**/*.test.ts', import.meta.url))],
  nodeResolve: true,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        headless: true,
        executablePath: chromiumExecutablePath(),
        args: chromiumArgs,
      },
    }),
  ],
  concurrentBrowsers: 1,
  // Pages open at once in that browser; the machines have 2 cores.
  concurrency: 2,
  browserStartTimeout: 60_000,
  testsStartTimeout: 30_000,
  testsFinishTimeout: 120_000,
  testFramework: { config: { timeout: 10_000 } },
  middleware: [formReceiver, paymentMethodsStandIn],
  plugins: [bundleTestFiles(rootDir), pasteCommand(), composeCommand()],
};
