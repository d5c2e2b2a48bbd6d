// @ts-check
/**
 * Web Test Runner: the browser component tests, the `*.test.ts` files beside their sources in
 * `packages/<name>/src/`.
 *
 * Run with `pnpm test:browser` (or `pnpm exec web-test-runner`). Chromium is found by
 * `test/chromium.js`: `CHROME_PATH`, else a system Chromium, else Playwright's own browser.
 *
 * Besides the default commands of `@web/test-runner-commands` (`sendKeys`, `sendMouse`,
 * `setViewport`, ... are built into Web Test Runner 1), tests get:
 * - the `paste` command: `executeServerCommand('paste', { text })` pastes like a person does;
 * - the `compose` command: `executeServerCommand('compose', { steps, commit })` types through an
 *   input method (IME), as CJK keyboards do;
 * - `POST /__form-receiver`: a target for native form posts that echoes what it received;
 * - `GET /__methods/<fixture>`: a stand-in for the merchant's payment-methods proxy, answering
 *   recorded lookup results, slowly or with an error on request, and `/static/logos/…`, where
 *   their logo paths point.
 */
import { Buffer } from 'node:buffer';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { TextDecoder } from 'node:util';
import { playwrightLauncher } from '@web/test-runner-playwright';
import * as esbuild from 'esbuild';
import { chromiumArgs, chromiumExecutablePath } from './test/chromium.js';

const rootDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Serves each test file as one ES module bundled by esbuild.
 *
 * The dev server alone serves unbundled ESM, which cannot load the CommonJS `card-validator`
 * and `credit-card-type`; bundling also compiles TypeScript and resolves the workspace
 * packages (`@checkout-kit/*`) to their TypeScript sources through the `source` export
 * condition, so tests never need a build first.
 *
 * In watch mode a test file is re-bundled on every request, but only a change to the test
 * file itself triggers a re-run: the browser never sees the modules it imports.
 *
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
function bundleTestFiles() {
  /** @param {string} urlPath */
  const testFileOf = (urlPath) => {
    if (!urlPath.endsWith('.test.ts')) return undefined;
    const file = path.join(rootDir, decodeURIComponent(urlPath));
    return file.startsWith(rootDir + path.sep) && existsSync(file) ? file : undefined;
  };
  return {
    name: 'checkout-kit-bundle-test-files',
    async serve(context) {
      const file = testFileOf(context.path);
      if (!file) return undefined;
      try {
        const result = await esbuild.build({
          entryPoints: [file],
          absWorkingDir: rootDir,
          // Nothing is written; this makes source map paths relative to the test file's URL.
          outdir: path.dirname(file),
          bundle: true,
          format: 'esm',
          platform: 'browser',
          target: 'es2022',
          conditions: ['source'],
          // Served by the test runner at run time, e.g. the web socket that
          // `@web/test-runner-commands` imports to reach the server.
          external: ['/__web-dev-server__*', '/__web-test-runner__*'],
          sourcemap: 'inline',
          write: false,
          logLevel: 'silent',
        });
        const bundle = result.outputFiles.find((output) => output.path.endsWith('.js'));
        return { body: bundle?.text ?? '', type: 'js' };
      } catch (error) {
        /** @type {esbuild.Message[]} */
        const errors = /** @type {{ errors?: esbuild.Message[] }} */ (error).errors ?? [];
        if (errors.length === 0) throw error;
        // Serve a module that fails with esbuild's messages: the report shows them by the test file.
        const text = await esbuild.formatMessages(errors, { kind: 'error', color: false });
        const message = `Could not bundle ${context.path}:\n${text.join('\n')}`;
        return { body: `throw new Error(${JSON.stringify(message)});\n`, type: 'js' };
      }
    },
    // Bundles depend on more files than the one requested: never serve one from the cache.
    transform(context) {
      return testFileOf(context.path) ? { transformCache: false } : undefined;
    },
  };
}

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
function pasteCommand() {
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
function composeCommand() {
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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Escapes text for an HTML element's content. */
const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `POST /__form-receiver`: a target for native form posts in tests. Answers
 * `200 text/html` with the receipt, the JSON
 * `{"contentType": <the request's Content-Type>, "body": <the raw body>, "encoding": "utf-8" | "latin1"}`,
 * as the text of `<pre id="receipt">`, and a script that sends the same object to the parent
 * window with `postMessage`: the card form only posts to another origin than the page's (the
 * tests use the other loopback name, `127.0.0.1` for `localhost`), whose frame the test cannot
 * read. The body is not parsed or re-encoded: its bytes are decoded as UTF-8 when they are
 * valid UTF-8, else as Latin-1 (one character per byte); either way they round-trip exactly.
 *
 * @example
 * // <form method="post" action="http://127.0.0.1:<port>/__form-receiver" target="sink"> + <iframe name="sink">
 * window.addEventListener('message', (event) => event.data.body);
 * @type {NonNullable<import('@web/test-runner').TestRunnerConfig['middleware']>[number]}
 */
const formReceiver = async (ctx, next) => {
  if (ctx.path !== '/__form-receiver') return next();
  if (ctx.method !== 'POST') {
    ctx.status = 405;
    ctx.set('Allow', 'POST');
    return undefined;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of ctx.req) chunks.push(chunk);
  const raw = Buffer.concat(chunks);
  /** @type {string} */
  let body;
  let encoding = 'utf-8';
  try {
    body = utf8.decode(raw);
  } catch {
    body = raw.toString('latin1');
    encoding = 'latin1';
  }
  const receipt = JSON.stringify({ contentType: ctx.get('Content-Type') || null, body, encoding });
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.body =
    `<!doctype html><title>Form receiver</title><pre id="receipt">${escapeHtml(receipt)}</pre>` +
    '<script>parent.postMessage(JSON.parse(document.getElementById("receipt").textContent), "*")</script>';
  return undefined;
};

/** Where the recorded lookup results are: `lookup.<fixture>.json`. */
const METHOD_FIXTURES = path.join(rootDir, 'packages/elements/src/method-picker/test');

/** The longest `delay` the stand-in proxy takes, in ms: below the test timeout. */
const MAX_DELAY_MS = 5000;

/**
 * A stand-in for the merchant's payment-methods proxy (`createPaymentMethodsHandler`) and the
 * gateway's logo files, for the method picker's tests.
 *
 * - `GET /__methods/<fixture>` answers `lookup.<fixture>.json` of
 *   `packages/elements/src/method-picker/test/` (a result recorded from the sandbox) as JSON,
 *   `Cache-Control: no-store`. Query parameters: `delay` (ms, at most 5000) waits before
 *   answering; `status` answers that HTTP status instead, with a JSON error body. Any other
 *   parameter (the picker's filters) is ignored. An unknown fixture is 404.
 * - `GET /__methods/checkout/…`: a stand-in checkout page that shows the query it was opened
 *   with, as text (for navigation tests).
 * - `GET /static/logos/<name>.svg`: the sandbox's logo files
 *   (`packages/sandbox/assets/logos/`), where the recorded logo paths (relative to the API host,
 *   as the gateway gives them) point.
 *
 * @example
 * // <checkout-method-picker src="/__methods/en?delay=800"> answers lookup.en.json after 0.8 s
 * @type {NonNullable<import('@web/test-runner').TestRunnerConfig['middleware']>[number]}
 */
const paymentMethodsStandIn = async (ctx, next) => {
  if (ctx.path.startsWith('/static/logos/')) {
    ctx.path = `/packages/sandbox/assets/logos/${ctx.path.slice('/static/logos/'.length)}`;
    return next();
  }
  if (!ctx.path.startsWith('/__methods/')) return next();
  const name = ctx.path.slice('/__methods/'.length);
  ctx.set('Cache-Control', 'no-store');
  if (name.startsWith('checkout/')) {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = `checkout page ${ctx.querystring}`;
    return undefined;
  }
  const delay = Math.min(Number(ctx.query.delay) || 0, MAX_DELAY_MS);
  if (delay > 0) await sleep(delay);
  const status = Number(ctx.query.status) || 200;
  const file = path.join(METHOD_FIXTURES, `lookup.${name}.json`);
  if (status !== 200) {
    ctx.status = status;
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({
      error: 'lookup_failed',
      message: 'The stand-in was told to fail.',
    });
  } else if (/^[a-z0-9-]+$/.test(name) && existsSync(file)) {
    ctx.type = 'application/json';
    ctx.body = await readFile(file, 'utf8');
  } else {
    ctx.status = 404;
  }
  return undefined;
};

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir,
  files: [
    'packages/*/src/**/*.test.ts',
    // These packages run on Node; their `src/**/*.test.ts` are Node tests (`tsx --test`).
    '!packages/{protocol,server,sandbox}/**',
  ],
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
  testFramework: {
    config: { timeout: 10_000 },
  },
  middleware: [formReceiver, paymentMethodsStandIn],
  plugins: [bundleTestFiles(), pasteCommand(), composeCommand()],
};
