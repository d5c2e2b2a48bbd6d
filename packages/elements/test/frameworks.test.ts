/**
 * The template types for Vue 3 and Svelte 5 (`@checkout-kit/elements/vue`, `…/svelte`), checked
 * by each framework's own checker on a page as a merchant writes it: `vue-tsc` on
 * `frameworks/vue/Checkout.vue`, `svelte-check` on `frameworks/svelte/Checkout.svelte`.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const bin = (name: string) =>
  fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const fixture = (path: string) => fileURLToPath(new URL(`frameworks/${path}`, import.meta.url));

describe('framework template types', () => {
  it('Vue 3: vue-tsc accepts the page, and each expected error is one', async () => {
    // `@vue-expect-error` fails the check when the line below it compiles.
    await run(bin('vue-tsc'), ['-p', 'tsconfig.json'], { cwd: fixture('vue') }).catch(
      (error: { stdout?: string }) => assert.fail(error.stdout ?? String(error)),
    );
  });

  it('Svelte 5: svelte-check finds exactly the errors the page announces', async () => {
    const page = await readFile(fixture('svelte/Checkout.svelte'), 'utf8');
    const expected = page
      .split('\n')
      .flatMap((line, index) =>
        line.includes('A type error, which the test expects') ? [index + 2] : [],
      );
    assert.equal(expected.length, 2);
    const result = await run(
      bin('svelte-check'),
      ['--workspace', '.', '--tsconfig', './tsconfig.json', '--output', 'machine'],
      { cwd: fixture('svelte') },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const errors = result.stdout
      .split('\n')
      .filter((line) => / ERROR /.test(line))
      .map((line) => Number(/" (\d+):\d+ "/.exec(line)?.[1]));
    assert.deepEqual(errors, expected, result.stdout);
  });
});
