/**
 * The kit's files as the root README's five-minute section copies them into a shop's static
 * folder: read from its shell commands (`from=…`, `to=public/…`, `cp -R "$from/…" "$to/"`), so
 * the bench serves the files the README copies and no others. A file the README forgets
 * (the test-mode panel, the stylesheet) is then missing from the bench's page as from a shop's.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = fileURLToPath(new URL('../../packages/elements/', import.meta.url));
const PACKAGE_IN_NODE_MODULES = 'node_modules/@checkout-kit/elements';

/** Every file under `path`, by its path from `path`'s parent (a folder keeps its name). */
function filesOf(path: string, name: string): [string, string][] {
  if (!statSync(path).isDirectory()) return [[name, path]];
  return readdirSync(path).flatMap((entry) => filesOf(join(path, entry), `${name}/${entry}`));
}

/**
 * The copied files by URL path (`/assets/checkout-kit-0.1.0/checkout-kit.js` → its bytes), as
 * `public/` is served at the site's root.
 */
export function copiedKit(shell: string): Map<string, Uint8Array> {
  const from = /^from=(\S+)/m.exec(shell)?.[1];
  const to = /^to=public(\/\S+)/m.exec(shell)?.[1];
  if (from !== PACKAGE_IN_NODE_MODULES || !to) {
    throw new Error(
      `The README's copy no longer reads from=${PACKAGE_IN_NODE_MODULES}, to=public/…`,
    );
  }
  const files = new Map<string, Uint8Array>();
  for (const [, path = ''] of shell.matchAll(/"\$from\/([^"]+)"/g)) {
    for (const [name, file] of filesOf(join(PACKAGE_DIR, path), basename(path))) {
      files.set(`${to}/${name}`, readFileSync(file));
    }
  }
  return files;
}
