// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, chromiumExecutablePath } from '../../../../test/chromium.js';
import { testEngines } from '../../../../test/engines.js';
import { bundleTestFiles } from './bundle-test-files.js';
import { engineCommands } from './engine-commands.js';
import { firefoxLauncher } from './firefox-launcher.js';
import { webkitLauncher } from './webkit-launcher.js';

/**
 * The server's root is the workspace, not one package: the stand-in proxy serves the sandbox's
 * logo files, and test file URLs (`/packages/<name>/src/…`) read the same from wherever the
 * runner starts.
 */
export const WORKSPACE_ROOT = path.resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

/** How each engine is launched. */
const LAUNCHERS = {
  chromium: () =>
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        headless: true,
        executablePath: chromiumExecutablePath(),
        args: chromiumArgs,
      },
    }),
  firefox: firefoxLauncher,
  webkit: webkitLauncher,
};

/**
 * A package's Web Test Runner config: its `files`, in Chromium, Firefox and WebKit (or the engines
 * `CHECKOUT_TEST_ENGINES` names, see `test/engines.js`), one engine after the other, each
 * test file bundled by esbuild (with `alias` per file, if given), and the timeouts and
 * concurrency the machines need.
 *
 * @param {{
 *   files: string[],
 *   alias?: (file: string) => Record<string, string> | undefined,
 *   plugins?: import('@web/test-runner').TestRunnerPlugin<any>[],
 *   middleware?: NonNullable<import('@web/test-runner').TestRunnerConfig['middleware']>,
 * }} options
 * @returns {import('@web/test-runner').TestRunnerConfig}
 */
export function browserTestConfig({ files, alias, plugins = [], middleware = [] }) {
  return {
    rootDir: WORKSPACE_ROOT,
    files,
    nodeResolve: true,
    browsers: testEngines().map((engine) => LAUNCHERS[engine]()),
    concurrentBrowsers: 1,
    // Pages open at once in Chromium (the machines have 2 cores); Firefox and WebKit take one
    // at a time, so that the page under test has focus.
    concurrency: 2,
    browserStartTimeout: 60_000,
    testsStartTimeout: 30_000,
    testsFinishTimeout: 120_000,
    testFramework: { config: { timeout: 10_000 } },
    middleware,
    plugins: [bundleTestFiles(WORKSPACE_ROOT, { alias }), engineCommands(), ...plugins],
  };
}
