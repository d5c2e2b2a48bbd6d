/**
 * The single-file builds of `@checkout-kit/elements` for a `<script>` tag, with Lit,
 * card-validator and `@checkout-kit/protocol` inside. The npm build is plain `tsc` output in the
 * same `dist/`, so Vite must never empty it.
 *
 * - `vite build`: `dist/checkout-kit.js`, an ES module for `<script type="module">`.
 * - `vite build --mode classic`: `dist/checkout-kit.iife.js`, a classic script for a plain
 *   `<script src>` that also exposes the exports as the global `CheckoutKit`.
 * - `vite build --mode card-form` and `--mode method-picker`: `dist/checkout-card-form.js` and
 *   `dist/checkout-method-picker.js`, ES modules of one element each, so that a page with only
 *   the card form loads only the card form.
 * - `vite build --mode test-mode`: `dist/checkout-test-mode.js`, the card form's test-mode panel,
 *   which the builds above load from beside them only for a purchase in test mode.
 * - `vite build --mode remember-card`: `dist/checkout-remember-card.js`, the card form's "save
 *   this card" box, which the builds above load from beside them only for a form with
 *   `remember-card`.
 * - `vite build --mode bank-choice`: `dist/checkout-bank-choice.js`, the picker's bank choice,
 *   which the builds above load from beside them only for a picker with `banks-src`.
 *
 * Each registers its elements when it loads, and each comes with a source map. The plugins in
 * `build/` keep them small: `pnpm size` measures them against their budget. The settings every
 * Vite config of the workspace shares come from `../../vite.config.ts`.
 */
import { defineConfig, mergeConfig } from 'vite';
import workspace from '../../vite.config.js';
import { licenceBanner } from './build/licence-notice.js';
import packageJson from './package.json' with { type: 'json' };
import { minifyTemplateLiterals } from './build/minify-template-literals.js';
import { terserPass } from './build/terser-pass.js';
import { scriptTagModules } from './build/script-tag-modules.js';

/**
 * Each build: its entry, its output file, its format, and whether third-party code (Lit,
 * card-validator) is inside, whose notices its banner then carries.
 */
const BUILDS = {
  production: {
    entry: 'src/checkout-kit.ts',
    file: 'checkout-kit.js',
    format: 'es',
    thirdParty: true,
  },
  classic: {
    entry: 'src/checkout-kit.ts',
    file: 'checkout-kit.iife.js',
    format: 'iife',
    thirdParty: true,
  },
  'card-form': {
    entry: 'src/checkout-card-form.ts',
    file: 'checkout-card-form.js',
    format: 'es',
    thirdParty: true,
  },
  'method-picker': {
    entry: 'src/checkout-method-picker.ts',
    file: 'checkout-method-picker.js',
    format: 'es',
    thirdParty: true,
  },
  'test-mode': {
    entry: 'src/card-form/internal/test-mode-panel.ts',
    file: 'checkout-test-mode.js',
    format: 'es',
    thirdParty: false,
  },
  'remember-card': {
    entry: 'src/card-form/internal/remember-card-box.ts',
    file: 'checkout-remember-card.js',
    format: 'es',
    thirdParty: false,
  },
  'bank-choice': {
    entry: 'src/method-picker/internal/bank-choice.ts',
    file: 'checkout-bank-choice.js',
    format: 'es',
    thirdParty: false,
  },
} as const;

/**
 * Asks the browser to compile every function of the file as it downloads it, on the thread that
 * streams it, rather than each one on the main thread when first called: almost every function
 * of a single-file build runs before the card form is ready (Chromium 136 and later; other
 * browsers read a comment), so the card form is ready sooner (`pnpm bench`'s load figures). It
 * stands on the line after the licence banner and applies to everything below it.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The comments terser keeps: the licence banner (`/*! … *\/`) and {@link COMPILE_HINT}. */
const KEPT_COMMENTS = /^!|^# allFunctionsCalledOnLoad$/;

export default defineConfig(({ mode }) => {
  if (!Object.hasOwn(BUILDS, mode)) {
    throw new Error(`No build named ${mode}: use one of ${Object.keys(BUILDS).join(', ')}.`);
  }
  const { entry, file, format, thirdParty } = BUILDS[mode as keyof typeof BUILDS];
  return mergeConfig(workspace, {
    plugins: [
      // Other languages' words stay in their files beside the script, loaded by a page in one;
      // a server's markup of the card form is redrawn (see the plugin).
      scriptTagModules({ classic: format === 'iife' }),
      // Lit's templates and styles, which the minifier leaves as written.
      minifyTemplateLiterals(),
      // A second minifier over Rolldown's output, which folds what the first leaves; it keeps
      // the licence banner and the compile hint, the comments left. Three passes, and parameters
      // no function reads dropped: nothing in these files reads a function's `length`.
      terserPass({
        module: format === 'es',
        compress: { passes: 3, keep_fargs: false },
        format: { comments: KEPT_COMMENTS },
      }),
    ],
    // No public assets to copy.
    publicDir: false,
    resolve: {
      // After the workspace's `@checkout-kit/source`: the browser resolution Vite does by default, pinned to
      // the production builds (Lit's development build would otherwise be picked whenever
      // NODE_ENV=development is set).
      conditions: ['module', 'browser', 'production'],
    },
    define: {
      // Library mode leaves `process.env.NODE_ENV` alone for the library's own bundler; these
      // files run in the browser as they are, where there is no `process`.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: 'dist',
      // `tsc -p tsconfig.build.json` has already written the npm build here.
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: true,
      minify: true,
      reportCompressedSize: true,
      lib: {
        entry,
        name: 'CheckoutKit',
        formats: [format],
        fileName: () => file,
      },
      rolldownOptions: {
        output: {
          // One file each: nothing to split into chunks a `<script>` tag would have to find.
          codeSplitting: false,
          // The classic build's `CheckoutKit` is a plain object of the exports, with no
          // `Symbol.toStringTag` of 'Module'.
          generatedCode: { symbols: false },
          // Vite keeps whitespace in an ES library build so that another bundler can still
          // tree-shake it; this file is the end product, loaded by the browser as it is.
          minify: true,
          // The licence notices of the bundled code are the banner, once: the `@license` header
          // that each of Lit's modules repeats goes, as do the `#__PURE__` annotations only a
          // further bundler would read.
          comments: { legal: false, annotation: false, jsdoc: false },
          // Added after Rolldown's minifier, which would drop the hint.
          postBanner: `${licenceBanner(packageJson.name, packageJson.version, thirdParty)}\n${COMPILE_HINT}`,
        },
      },
    },
  });
});
