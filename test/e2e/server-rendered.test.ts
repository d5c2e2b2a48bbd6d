/**
 * The card form and the picker in a React app rendered on a server and hydrated in the browser
 * (what Next.js does), with React 18 and React 19 in development builds, which report every
 * hydration mismatch: the payer sees the card form at first paint, types before the app's
 * script has loaded and after, and loses no character; the console stays free of errors and
 * warnings.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { type Browser, type Page, chromium } from 'playwright-core';
import { chromiumArgs, chromiumExecutablePath } from '../chromium.js';

const HERE = fileURLToPath(new URL('server-rendered/', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REACT_PACKAGE = path.join(ROOT, 'packages/react/node_modules');

/** Each React line, by the packages the bundles take for `react` and `react-dom`. */
const REACT_LINES = {
  18: {
    react: path.join(REACT_PACKAGE, 'react-18'),
    'react-dom': path.join(REACT_PACKAGE, 'react-dom-18'),
  },
  19: {
    react: path.join(REACT_PACKAGE, 'react'),
    'react-dom': path.join(REACT_PACKAGE, 'react-dom'),
  },
} as const;

/** The picker's lookup, as the merchant's payment-methods proxy answers it. */
const LOOKUP_FILE = path.join(ROOT, 'packages/elements/src/method-picker/test/lookup.small.json');

/** The sandbox's logo files, where the lookup's logo paths point. */
const LOGOS = path.join(ROOT, 'packages/sandbox/assets/logos');

/** Bundles `entry` with the given React for the server (Node) or the browser, in development. */
async function bundle(entry: string, alias: Record<string, string>, platform: 'node' | 'browser') {
  const result = await esbuild.build({
    entryPoints: [path.join(HERE, entry)],
    bundle: true,
    format: 'esm',
    platform,
    target: 'es2022',
    jsx: 'automatic',
    conditions: ['@checkout-kit/source'],
    alias,
    define: { 'process.env.NODE_ENV': '"development"' },
    // Node's own modules, and the CommonJS `require` some server dependencies call.
    banner:
      platform === 'node'
        ? {
            js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
          }
        : {},
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles?.[0]?.text ?? '';
}

/** The shop's server for one React line: the page rendered by React, its script held back. */
async function startShop(line: keyof typeof REACT_LINES, scratch: string) {
  const alias = REACT_LINES[line];
  const serverFile = path.join(scratch, `server-${line}.mjs`);
  await writeFile(serverFile, await bundle('server-entry.tsx', alias, 'node'));
  const { render, styles } = (await import(pathToFileURL(serverFile).href)) as {
    render: () => string;
    styles: () => string;
  };
  const client = await bundle('client-entry.tsx', alias, 'browser');
  const lookup = await readFile(LOOKUP_FILE, 'utf8');
  let releaseScript = () => {};
  const scriptReleased = new Promise<void>((resolve) => (releaseScript = resolve));
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop.test');
    if (url.pathname === '/') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout</title><link rel="icon" href="data:,"><style>${styles()}</style></head>` +
          `<body><div id="root">${render()}</div><script type="module" src="/app.js"></script></body></html>`,
      );
    } else if (url.pathname === '/app.js') {
      // Held back until the test lets it go: the payer types into the server's markup first.
      void scriptReleased.then(() => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(client);
      });
    } else if (url.pathname === '/payment-methods') {
      response.setHeader('Content-Type', 'application/json');
      response.end(lookup);
    } else if (/^\/static\/logos\/[\w-]+\.svg$/.test(url.pathname)) {
      // Where the lookup's logo paths point: the sandbox's logo files.
      const name = url.pathname.slice('/static/logos/'.length);
      void readFile(path.join(LOGOS, name)).then(
        (logo) => {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.end(logo);
        },
        () => {
          response.statusCode = 404;
          response.end();
        },
      );
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, releaseScript, close: () => server.close() };
}

/** Where each part of the card form lies, from the form's top left corner, and its size. */
function cardFormLayout(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('checkout-card-form');
    if (!host) throw new Error('no card form');
    const origin = host.getBoundingClientRect();
    return [...host.querySelectorAll('label, input, button, .ck-error')].map((part) => {
      const box = part.getBoundingClientRect();
      return [box.x - origin.x, box.y - origin.y, box.width, box.height];
    });
  });
}

let browser: Browser;
let scratch = '';

before(async () => {
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
  scratch = await mkdtemp(path.join(tmpdir(), 'checkout-kit-ssr-'));
});

after(async () => {
  await browser?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

for (const line of [18, 19] as const) {
  describe(`a React ${line} checkout rendered on a server`, () => {
    it('shows the card form at first paint, keeps every character typed across hydration, and logs nothing', async () => {
      const shop = await startShop(line, scratch);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const reported: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          reported.push(`${message.type()}: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => reported.push(`pageerror: ${error.message}`));
      try {
        // Not 'domcontentloaded': it waits for the module script, which the shop holds back.
        await page.goto(shop.url, { waitUntil: 'commit' });
        // The server's markup, before any script: a form the payer can type in, Pay waiting.
        const number = page.locator('checkout-card-form input[name="card_number"]');
        await number.waitFor();
        assert.equal(
          await page.locator('checkout-card-form button[type="submit"]').isDisabled(),
          true,
        );
        await page.evaluate(() => {
          (window as unknown as { serverInput: Element | null }).serverInput =
            document.querySelector('input[name="card_number"]');
        });
        await number.click();
        await page.keyboard.type('4444333322');
        const before = await cardFormLayout(page);

        shop.releaseScript();
        await page.waitForFunction(() => {
          const form = document.querySelector('checkout-card-form');
          return form?.hasUpdated === true && !form.hasAttribute('defer-hydration');
        });
        await page.locator('checkout-method-picker input[type="radio"]').first().waitFor();
        assert.equal(
          await page.evaluate(
            () =>
              document.querySelector('input[name="card_number"]') ===
              (window as unknown as { serverInput: Element }).serverInput,
          ),
          true,
          'the input the server rendered is the one the kit runs',
        );
        assert.equal(await number.inputValue(), '4444 3333 22');
        // Styled from the first paint by the styles in the head: nothing in the form moved (the
        // picker above it has grown with its list meanwhile, which moves the form as a whole).
        assert.deepEqual(await cardFormLayout(page), before);
        assert.equal(await number.evaluate((input) => input === document.activeElement), true);

        await page.keyboard.type('221111');
        assert.equal(await number.inputValue(), '4444 3333 2222 1111');
        assert.equal(
          await page.locator('checkout-card-form button[type="submit"]').isDisabled(),
          false,
        );
        assert.equal(await page.locator('checkout-card-form form').count(), 1);
        assert.deepEqual(reported, []);
      } finally {
        await context.close();
        shop.close();
      }
    });
  });
}
