/**
 * The card form with its markup from the server: the page the elements README's "Rendered on a
 * server" section tells merchants to build. The server renders the form with `renderCardForm`
 * and its styles with `renderCardFormStyles` into the page; the page's own module (`/app.js`)
 * imports Lit's hydration and the kit from npm as the README's app does, bundled as Vite or
 * Next.js bundles an app, and the element takes the markup over without drawing it again.
 *
 * So the payer sees the form when the HTML is parsed, as with the plain form, and the kit's
 * script only makes it live: this page is the load bench's second path to the card form, beside
 * the element alone, drawing its form from the single-file kit.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { renderCardForm, renderCardFormStyles } from '../../packages/elements/src/server.js';
import { sectionBlocks } from './readme-code.js';

/** The app's module resolves `@checkout-kit/elements` from the package itself, as npm installs it. */
const ELEMENTS_DIR = fileURLToPath(new URL('../../packages/elements/', import.meta.url));
const ELEMENTS_README = new URL('../../packages/elements/README.md', import.meta.url);

/** The README section's two blocks: the server's page, then the app's module. */
export function serverMarkupCode(): { page: string; app: string } {
  const [page = '', app = ''] = sectionBlocks(ELEMENTS_README, '## Rendered on a server', 'js', 2);
  return { page, app };
}

/**
 * The apps the server-markup pages load, each from a folder of its own with its chunks beside
 * it: the README's (`hydrated`: Lit's hydration imported first), and the same without that
 * import (`lazy`: the element loads the hydration once it finds the markup), which the load
 * bench measures beside it to show what the import gives.
 */
export const SERVER_MARKUP_APPS = {
  hydrated: '/server-markup',
  lazy: '/server-markup-lazy',
} as const;
export type ServerMarkupApp = keyof typeof SERVER_MARKUP_APPS;

const HYDRATION_IMPORT = "import '@checkout-kit/elements/hydration.js';\n";

/** The app's code: the README's, or the README's without the hydration import. */
export function serverMarkupAppCode(app: ServerMarkupApp): string {
  const code = serverMarkupCode().app;
  if (!code.includes(HYDRATION_IMPORT)) throw new Error('The README app imports no hydration.js');
  return app === 'hydrated' ? code : code.replace(HYDRATION_IMPORT, '');
}

/**
 * Each app's module and its chunks, by path: the app's code (the kit's npm entries, their built
 * files as a merchant installs them) bundled, split and minified by esbuild, as a bundler builds
 * an app.
 */
export async function buildServerMarkupApps(): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  for (const [app, dir] of Object.entries(SERVER_MARKUP_APPS) as [ServerMarkupApp, string][]) {
    const { outputFiles } = await build({
      stdin: { contents: serverMarkupAppCode(app), resolveDir: ELEMENTS_DIR, loader: 'js' },
      bundle: true,
      splitting: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      outdir: dir,
      entryNames: 'app',
      write: false,
      logLevel: 'silent',
    });
    for (const file of outputFiles) {
      files.set(file.path.slice(file.path.lastIndexOf(`${dir}/`)), file.contents);
    }
    if (!files.has(`${dir}/app.js`)) throw new Error(`esbuild gave no ${dir}/app.js`);
  }
  return files;
}

/**
 * The page as the README writes it: the styles in the head, the form in `<main>`, the app's
 * module at the end of the body; `head` (the bench's probe) first in the head.
 *
 * @param settings The card form's settings, as the other bench pages give the element.
 * @param app The app the page loads: the README's, unless told.
 */
export function serverMarkupPage(
  head: string,
  settings: { action: string; checkoutUrl: string; amount: number; currency: string },
  app: ServerMarkupApp = 'hydrated',
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card form, markup from the server</title>
${head}
<style>${renderCardFormStyles()}</style>
<style>body { margin: 0 auto; max-width: 32rem; padding: 1rem; font: 1rem system-ui, sans-serif; }</style>
</head>
<body>
<main>${renderCardForm(settings)}</main>
<script type="module" src="${SERVER_MARKUP_APPS[app]}/app.js"></script>
</body>
</html>`;
}
