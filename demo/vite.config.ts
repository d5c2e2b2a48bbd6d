import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig, mergeConfig } from 'vite';
import workspace from '../vite.config.js';

const SITE = fileURLToPath(new URL('site/', import.meta.url));
const KIT_PACKAGE = fileURLToPath(new URL('../packages/elements/', import.meta.url));
/**
 * The script-tag builds of the kit, the parts they load on demand and its stylesheet, served at
 * `/kit/<name>` for the script-tag page, from where the package publishes them; the languages'
 * files beside them.
 */
const KIT_FILES: Record<string, { path: string; type: string }> = {
  'checkout-kit.js': { path: 'dist/checkout-kit.js', type: 'text/javascript' },
  'checkout-kit.iife.js': { path: 'dist/checkout-kit.iife.js', type: 'text/javascript' },
  // What the builds load from beside them, only when a page shows it: the card form's test-mode
  // panel (test mode), its "save this card" box (`remember-card`), the picker's bank choice
  // (`banks-src`).
  'checkout-test-mode.js': { path: 'dist/checkout-test-mode.js', type: 'text/javascript' },
  'checkout-remember-card.js': { path: 'dist/checkout-remember-card.js', type: 'text/javascript' },
  'checkout-bank-choice.js': { path: 'dist/checkout-bank-choice.js', type: 'text/javascript' },
  'checkout-kit.css': { path: 'checkout-kit.css', type: 'text/css' },
};
const KIT_NAMES = Object.keys(KIT_FILES);
/** A language's words, which the script-tag builds load from `translations/` beside them. */
const TRANSLATION = /^translations\/[a-z]{2,3}\.js$/;

/** The file served at `/kit/<name>`, if any. */
const kitFileFor = (name: string): { path: string; type: string } | undefined =>
  Object.hasOwn(KIT_FILES, name)
    ? KIT_FILES[name]
    : TRANSLATION.test(name)
      ? { path: `dist/${name}`, type: 'text/javascript' }
      : undefined;

/** Every file under `/kit/`: the builds, the stylesheet, and each language's words. */
const allKitFiles = (): [string, { path: string; type: string }][] => {
  const folder = `${KIT_PACKAGE}dist/translations/`;
  const translations = existsSync(folder)
    ? readdirSync(folder).filter((file) => file.endsWith('.js'))
    : [];
  return [
    ...Object.entries(KIT_FILES),
    ...translations.map((file): [string, { path: string; type: string }] => [
      `translations/${file}`,
      { path: `dist/translations/${file}`, type: 'text/javascript' },
    ]),
  ];
};

const page = (name: string): string => `${SITE}${name}.html`;

const notBuilt = (name: string): string =>
  `packages/elements/dist/${name} is not built yet: run \`pnpm build\` (it builds the kit), then reload.`;

/**
 * Serves the kit's script-tag builds at `/kit/…`, as a merchant would host them, straight from
 * `packages/elements/dist/` (in the dev server and in the build), so the script-tag page uses
 * exactly the files that are published.
 */
function scriptTagKit(): Plugin {
  return {
    name: 'demo-script-tag-kit',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.startsWith('/kit/')) {
          next();
          return;
        }
        const name = path.slice('/kit/'.length);
        const kitFile = kitFileFor(name);
        const file = `${KIT_PACKAGE}${kitFile?.path}`;
        if (!kitFile || !existsSync(file)) {
          response.statusCode = 404;
          response.setHeader('content-type', 'text/plain; charset=utf-8');
          response.end(
            kitFile
              ? notBuilt(name)
              : `/kit/ serves only ${KIT_NAMES.join(', ')} and translations/<language>.js.`,
          );
          return;
        }
        response.setHeader('content-type', `${kitFile.type}; charset=utf-8`);
        response.setHeader('cache-control', 'no-cache');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, { path }] of allKitFiles()) {
        const file = `${KIT_PACKAGE}${path}`;
        if (!existsSync(file)) this.error(notBuilt(name));
        this.emitFile({ type: 'asset', fileName: `kit/${name}`, source: readFileSync(file) });
      }
    },
  };
}

/**
 * The demo site (`demo/site`), on the workspace's shared settings (`../vite.config.ts`): its
 * merchant server (`demo/server`) starts it with a proxy of `/api` to itself. Workspace packages
 * resolve to their TypeScript sources, so the site runs without a build and reloads on every
 * change.
 */
export default mergeConfig(
  workspace,
  defineConfig({
    root: SITE,
    // Many pages, no client-side routing: an unknown path is a 404, not the shop's page.
    appType: 'mpa',
    plugins: [scriptTagKit()],
    server: {
      port: Number(process.env.DEMO_PORT ?? 5173),
      strictPort: false,
      fs: {
        // Vite's defaults, and the merchant server's code, which is never for the browser.
        deny: [
          '.env',
          '.env.*',
          '*.{crt,pem,key,p12,pfx,cer,der}',
          '.npmrc',
          '.yarnrc.yml',
          '**/.git/**',
          '**/demo/server/**',
        ],
      },
    },
    build: {
      outDir: fileURLToPath(new URL('../dist/demo/', import.meta.url)),
      emptyOutDir: true,
      // Every page of the site. `script-tag.html` is in `public/`: copied as it is, not built.
      rolldownOptions: {
        input: {
          index: page('index'),
          checkout: page('checkout'),
          result: page('result'),
          orders: page('orders'),
          'saved-cards': page('saved-cards'),
          components: page('components'),
          react: page('react'),
          theming: page('theming'),
        },
      },
    },
  }),
);
