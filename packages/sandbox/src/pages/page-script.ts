import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { methodNotAllowed } from '../core/http.js';

/**
 * The hosted pages' one script, `field-check.js`: `browser/field-check.ts` bundled with the
 * card rules it imports (the protocol's, through the sandbox's own card check), so the browser
 * runs exactly the checks the server runs. It is bundled on its first request, from the
 * TypeScript sources both packages ship, and then kept in memory.
 */

/** The entry, beside this module as `.ts` (run through tsx) or `.js` (after `tsc`). */
const ENTRY = fileURLToPath(new URL('./browser/field-check.js', import.meta.url));

interface Script {
  text: string;
  etag: string;
}

let script: Promise<Script> | undefined;

async function bundle(): Promise<Script> {
  // Loaded only when a page asks for its script: the API alone never needs the bundler.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    // The protocol's sources, as the sandbox's own tests and the demo read them.
    conditions: ['@checkout-kit/source'],
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]?.text ?? '';
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return { text, etag };
}

/** `/static/pages/field-check.js`: the script of the hosted pages' forms. No API key. */
export function pageScriptRoutes(): Hono {
  const app = new Hono({ strict: false });
  app.get('/field-check.js', async (c) => {
    script ??= bundle().catch((error: unknown) => {
      script = undefined;
      throw error;
    });
    const current = await script;
    const headers = {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Asked again each time: a sandbox started on changed sources serves the new rules.
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
