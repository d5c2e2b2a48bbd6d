/**
 * The kit installed from its tarballs with npm into the apps merchants start from, each made by
 * its own generator at a pinned version: create-vite's React (TypeScript) template with the
 * React 19 it comes with and with React 18, its Vue and Svelte templates, and create-next-app
 * with its defaults. Each gets a page that uses the kit as the root README tells merchants
 * (`apps/`; the Next.js app, the repository's example, `examples/nextjs/`); then the app's own scripts type-check and build it, the build is served, and a
 * payer in Chromium chooses Card: the picker lists the gateway's methods, the card form shows,
 * and the console has no error and no warning.
 *
 * Runs against the built packages: `pnpm build` first (the test command does).
 */
import assert from 'node:assert/strict';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type TestContext, after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { type Sandbox, startSandbox } from '../../packages/sandbox/src/index.js';
import {
  CheckoutClient,
  createPaymentMethodsHandler,
  toNodeListener,
} from '../../packages/server/src/index.js';
import { chromiumArgs, chromiumExecutablePath } from '../chromium.js';
import {
  type AppDependencies,
  type Tarballs,
  addTarballs,
  installedMajor,
  npmInstall,
  packTarballs,
  runLoud,
} from './pack.js';
import { type Route, freePort, serveBuild, startNext } from './serve.js';
import { payByCard } from './visit.js';

/**
 * The generators' versions, pinned: what merchants start from changes with a new release, and
 * this test follows it when these lines are changed, never unannounced.
 */
const CREATE_VITE = '9.3.0';
const CREATE_NEXT_APP = '16.4.3';

/**
 * Each app's time limit: a generator that waits for an answer or a server that never gets ready
 * fails its test, not the whole CI run. Installs on an empty npm cache take the longest.
 */
const TIMEOUT = 8 * 60_000;

/** The pages this test puts into the generated apps, by app kind, and the purchase they pay. */
const PAGES = fileURLToPath(new URL('./apps/', import.meta.url));
/** The Next.js example of the repository, which the Next.js app is made of. */
const NEXT_EXAMPLE = fileURLToPath(new URL('../../examples/nextjs/', import.meta.url));

/** An app made with create-vite, and what the test does to it. */
interface ViteApp extends AppDependencies {
  /** Its folder, and the package name create-vite gives it. */
  folder: string;
  /** The create-vite template. */
  template: 'react-ts' | 'vue-ts' | 'svelte-ts';
  /** The folder of `apps/` whose files replace or join the template's. */
  pages: 'react' | 'vue' | 'svelte';
  /** The app's own npm scripts that type-check and build it, in order. */
  scripts: string[];
  /** The React line the app keeps, types included, whatever the kit's peer ranges say. */
  react?: '18' | '19';
}

const VITE_APPS: Record<string, ViteApp> = {
  'React 19': {
    folder: 'react-19-app',
    template: 'react-ts',
    pages: 'react',
    kit: ['protocol', 'elements', 'react'],
    scripts: ['build'], // tsc -b && vite build
    react: '19',
  },
  'React 18': {
    folder: 'react-18-app',
    template: 'react-ts',
    pages: 'react',
    kit: ['protocol', 'elements', 'react'],
    // The template, then React 18 as a merchant on it sets it.
    dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1' },
    devDependencies: { '@types/react': '^18.3.0', '@types/react-dom': '^18.3.0' },
    scripts: ['build'],
    react: '18',
  },
  'Vue 3': {
    folder: 'vue-app',
    template: 'vue-ts',
    pages: 'vue',
    kit: ['protocol', 'elements'],
    scripts: ['build'], // vue-tsc -b && vite build
  },
  'Svelte 5': {
    folder: 'svelte-app',
    template: 'svelte-ts',
    pages: 'svelte',
    kit: ['protocol', 'elements'],
    scripts: ['check', 'build'], // svelte-check, then vite build (which does not type-check)
  },
};

let dir = '';
let tarballs: Tarballs;
let browser: Browser;
let sandbox: Sandbox;
/** The merchant's payment-methods proxy against the sandbox: the Vite apps' `/payment-methods`. */
let paymentMethods: Route;

/**
 * Runs one step of an app's test and notes in the test's output how long it took: the figures
 * to read when this test grows slow.
 */
async function timed<T>(t: TestContext, step: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    t.diagnostic(`${step}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
}

/** The environment without the gateway's settings, as a build machine has it. */
function withoutSecrets(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('CHECKOUT_')),
  );
}

describe(
  'apps made the way merchants make them, with the kit installed by npm',
  { concurrency: true },
  () => {
    before(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'checkout-kit-apps-'));
      tarballs = await packTarballs(dir);
      // The merchant's server side, as the test's own: the sandbox and the payment-methods proxy.
      sandbox = await startSandbox();
      paymentMethods = toNodeListener(
        createPaymentMethodsHandler({ client: new CheckoutClient(sandbox) }),
      );
      browser = await chromium.launch({
        executablePath: chromiumExecutablePath(),
        args: chromiumArgs,
      });
    });

    after(async () => {
      await browser?.close();
      await sandbox?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    for (const [name, app] of Object.entries(VITE_APPS)) {
      it(
        `${name} (create-vite ${app.template}): installs, type-checks, builds, and pays by card with a clean console`,
        { timeout: TIMEOUT },
        async (t) => {
          const folder = path.join(dir, app.folder);
          await timed(t, 'create', () =>
            runLoud(
              'npm',
              [
                ...['create', '--yes', `vite@${CREATE_VITE}`, app.folder, '--'],
                ...['--template', app.template, '--no-interactive', '--no-immediate'],
              ],
              dir,
            ),
          );
          await cp(path.join(PAGES, app.pages), folder, { recursive: true });
          await cp(path.join(PAGES, 'purchase.ts'), path.join(folder, 'src/purchase.ts'));
          await addTarballs(folder, tarballs, app);
          await timed(t, 'npm install', () => npmInstall(folder));
          if (app.react) {
            assert.equal(await installedMajor(folder, 'react'), app.react);
            assert.equal(await installedMajor(folder, '@types/react'), app.react, 'its own types');
          }
          for (const script of app.scripts) {
            await timed(t, `npm run ${script}`, () => runLoud('npm', ['run', script], folder));
          }

          const served = await serveBuild(path.join(folder, 'dist'), {
            '/payment-methods': paymentMethods,
          });
          try {
            const visit = await timed(t, 'Chromium', () => payByCard(browser, `${served.origin}/`));
            assert.ok(visit.methods.includes('FPX Online Banking'), visit.methods.join(', '));
            assert.deepEqual(visit.console, []);
          } finally {
            await served.close();
          }
        },
      );
    }

    it(
      "Next.js (create-next-app's defaults): installs, builds with no secret, and pays by card with a clean console",
      { timeout: TIMEOUT },
      async (t) => {
        const folder = path.join(dir, 'next-app');
        await timed(t, 'create', () =>
          runLoud(
            'npx',
            [
              ...['--yes', `create-next-app@${CREATE_NEXT_APP}`, 'next-app'],
              ...['--yes', '--skip-install', '--disable-git', '--use-npm'],
            ],
            dir,
            // Its defaults, not preferences an earlier interactive run saved on this machine.
            { ...process.env, XDG_CONFIG_HOME: path.join(dir, 'config') },
          ),
        );
        // The example itself, whose code the README's Next.js section shows, over the template's.
        for (const part of ['app', 'lib']) {
          await cp(path.join(NEXT_EXAMPLE, part), path.join(folder, part), { recursive: true });
        }
        await addTarballs(folder, tarballs, {
          kit: ['protocol', 'elements', 'react', 'server'],
          // The template's ESLint: some 300 packages, half of the app's install time, that the kit
          // never meets (nothing here lints, and no peer range of the kit is theirs).
          leaveOut: ['eslint', 'eslint-config-next'],
        });
        await timed(t, 'npm install', () => npmInstall(folder));
        const env = { ...withoutSecrets(), NEXT_TELEMETRY_DISABLED: '1' };
        // next build type-checks too.
        await timed(t, 'npm run build', () => runLoud('npm', ['run', 'build'], folder, env));

        const port = await freePort();
        const shop = `http://127.0.0.1:${port}`;
        const next = await startNext(folder, port, {
          ...env,
          CHECKOUT_BASE_URL: sandbox.baseUrl,
          CHECKOUT_API_KEY: sandbox.apiKey,
          CHECKOUT_BRAND_ID: sandbox.brandId,
          SHOP_ORIGIN: shop,
        });
        try {
          const visit = await timed(t, 'Chromium', () =>
            payByCard(browser, `${next.origin}/checkout`),
          );
          assert.ok(visit.methods.includes('FPX Online Banking'), visit.methods.join(', '));
          assert.deepEqual(visit.console, []);
        } finally {
          await next.close();
        }
      },
    );
  },
);
