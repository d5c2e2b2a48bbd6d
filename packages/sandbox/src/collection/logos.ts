import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { Hono } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import { methodNotAllowed } from '../core/http.js';

/**
 * The logo files: `assets/logos/` of the package. This module sits two levels below the
 * package root both as `src/collection/logos.ts` (run through tsx) and as
 * `dist/collection/logos.js` (after `tsc`), so the same relative URL finds them.
 */
export const LOGO_DIRECTORY = new URL('../../assets/logos/', import.meta.url);

/** Logos never change within a version of the package: browsers may keep them for a week. */
const CACHE_CONTROL = 'public, max-age=604800';

/** A logo file's name: letters, digits, `_` and `-`, then `.svg`. Nothing else is ever read. */
const LOGO_FILE = /^[a-z0-9_-]+\.svg$/;

interface Logo {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/**
 * `/static/logos/{name}.svg`: the payment method logos whose paths `GET /payment_methods/`
 * returns, as real SVG files. Only files listed in the logo directory are served (read once,
 * then kept in memory), so no name can reach outside it; any other name is 404. No API key:
 * payers' browsers load these.
 */
export function logoRoutes(core: SandboxCore): Hono {
  void core;
  const app = new Hono({ strict: false });
  let logos: Promise<Map<string, Logo>> | undefined;

  const load = async (): Promise<Map<string, Logo>> => {
    const names = (await readdir(LOGO_DIRECTORY)).filter((name) => LOGO_FILE.test(name));
    const entries = await Promise.all(
      names.map(async (name): Promise<[string, Logo]> => {
        const bytes = new Uint8Array(await readFile(new URL(name, LOGO_DIRECTORY)));
        const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
        return [name, { bytes, etag }];
      }),
    );
    return new Map(entries);
  };

  app.get('/:name', async (c) => {
    const name = c.req.param('name');
    logos ??= load().catch((error: unknown) => {
      logos = undefined;
      throw error;
    });
    const logo = LOGO_FILE.test(name) ? (await logos).get(name) : undefined;
    if (!logo) throw GatewayHttpError.general(404, 'not_found', 'No logo by that name.');
    const headers = {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': CACHE_CONTROL,
      ETag: logo.etag,
      'X-Content-Type-Options': 'nosniff',
      // An SVG opened on its own may not run scripts or load anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    };
    const match = c.req.header('if-none-match');
    if (match?.split(',').some((tag) => tag.trim() === logo.etag || tag.trim() === '*')) {
      return c.body(null, 304, headers);
    }
    return c.body(logo.bytes, 200, headers);
  });
  app.all('/:name', methodNotAllowed(['GET']));

  return app;
}
