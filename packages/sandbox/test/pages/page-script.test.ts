import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { bundlePageScript } from '../../build/page-script.js';
import { PAGE_SCRIPT_BUILD_COMMAND, PAGE_SCRIPT_FILE } from '../../src/pages/page-script-file.js';
import { readPageScript } from '../../src/pages/page-script.js';
import { useSandbox } from '../helpers.js';

/**
 * The hosted pages' script is the file the package's build writes, served as it is: the
 * sandbox bundles nothing at run time.
 */

/** The built file's text; a test run before the package is built fails here, saying so. */
async function builtScript(): Promise<string> {
  try {
    return (await readPageScript(PAGE_SCRIPT_FILE)).text;
  } catch (error) {
    assert.fail((error as Error).message);
  }
}

describe('the hosted pages’ script', () => {
  const sandbox = useSandbox();
  const scriptUrl = () => new URL('/static/pages/field-check.js', sandbox().url);

  it('is served as the package’s build wrote it, asked again each time, and only read', async () => {
    const built = await builtScript();
    const response = await fetch(scriptUrl());
    assert.equal(response.status, 200);
    assert.equal(await response.text(), built);
    assert.equal(response.headers.get('content-type'), 'text/javascript; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.match(response.headers.get('etag') ?? '', /^"[\w-]{27}"$/);

    const posted = await fetch(scriptUrl(), { method: 'POST' });
    assert.equal(posted.status, 405);
    assert.equal(posted.headers.get('allow'), 'GET');
  });

  it('is the bundle of the sources as they are now', async () => {
    // A change to the card rules or the browser's script shows in the pages after a build.
    const fresh = await bundlePageScript();
    assert.ok(
      (await builtScript()) === fresh,
      `The built script is not what the sources build now: run \`${PAGE_SCRIPT_BUILD_COMMAND}\`.`,
    );
  });

  it('is never an empty script when the build is missing: the error says what to run', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'checkout-sandbox-script-'));
    try {
      const missing = pathToFileURL(join(folder, 'field-check.js'));
      await assert.rejects(readPageScript(missing), (error: Error) => {
        assert.match(error.message, /is not built: run `pnpm build`/);
        assert.ok(error.message.includes(PAGE_SCRIPT_BUILD_COMMAND), error.message);
        return true;
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
