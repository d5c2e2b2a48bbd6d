import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { methodNotAllowed } from '../core/http.js';
import { PAGE_SCRIPT_BUILD_COMMAND, PAGE_SCRIPT_FILE } from './page-script-file.js';

/**
 * The hosted pages' one script, `field-check.js`: `browser/field-check.ts` bundled with the
 * card rules it imports, so the browser runs exactly the checks the server runs. The package's
 * build bundles it (`build/page-script.ts`); the sandbox reads the file on its first request
 * and then keeps it in memory.
 */

/** The script as served: its text and the ETag it is asked again with. */
export interface PageScript {
  text: string;
  etag: string;
}

/**
 * Reads the built script.
 *
 * @throws {Error} that says to build the package when the file is missing, as it is in a
 * checkout of the kit's sources not yet built (the published package ships it).
 */
export async function readPageScript(file: URL = PAGE_SCRIPT_FILE): Promise<PageScript> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(
      `The hosted pages' script ${fileURLToPath(file)} is not built: run \`pnpm build\` ` +
        `(or \`${PAGE_SCRIPT_BUILD_COMMAND}\`) first.`,
      { cause: error },
    );
  }
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return { text, etag };
}

let script: Promise<PageScript> | undefined;

/**
 * `/static/pages/field-check.js`: the script of the hosted pages' forms. No API key. Without
 * the built file it answers 500 and logs what to run.
 */
export function pageScriptRoutes(): Hono {
  const app = new Hono({ strict: false });
  app.get('/field-check.js', async (c) => {
    script ??= readPageScript().catch((error: unknown) => {
      // Read again on the next request, once the package is built.
      script = undefined;
      throw error;
    });
    const current = await script;
    const headers = {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Asked again each time: a sandbox started after a new build serves the new rules.
      'Cache-Control': 'no-cache',
      ETag: current.etag,
      'X-Content-Type-Options': 'nosniff',
    };
    const match = c.req.header('if-none-match');
    if (match?.split(',').some((tag) => tag.trim() === current.etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(current.text, 200, headers);
  });
  app.all('/field-check.js', methodNotAllowed(['GET']));
  return app;
}
