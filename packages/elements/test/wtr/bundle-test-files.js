// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

/**
 * Serves each test file as one ES module bundled by esbuild.
 *
 * The dev server alone serves unbundled ESM, which cannot load the CommonJS `card-validator`
 * and `credit-card-type`; bundling also compiles TypeScript and resolves the workspace
 * packages (`@checkout-kit/*`) to their TypeScript sources through the `@checkout-kit/source` export
 * condition, so tests never need a build first.
 *
 * In watch mode a test file is re-bundled on every request, but only a change to the test
 * file itself triggers a re-run: the browser never sees the modules it imports.
 *
 * @param {string} rootDir The test runner's root: test file URLs are paths under it.
 * @param {{ alias?: (file: string) => Record<string, string> | undefined }} [options]
 *   `alias`: the packages a test file takes in place of others (React 18 for React), by file.
 * @returns {import('@web/test-runner').TestRunnerPlugin}
 */
export function bundleTestFiles(rootDir, options = {}) {
  /** @param {string} urlPath */
  const testFileOf = (urlPath) => {
    if (!/\.test\.tsx?$/.test(urlPath)) return undefined;
    const file = path.join(rootDir, decodeURIComponent(urlPath));
    return file.startsWith(rootDir + path.sep) && existsSync(file) ? file : undefined;
  };
  return {
    name: 'checkout-kit-bundle-test-files',
    async serve(context) {
      const file = testFileOf(context.path);
      if (!file) return undefined;
      try {
        const result = await esbuild.build({
          entryPoints: [file],
          absWorkingDir: rootDir,
          // Nothing is written; this makes source map paths relative to the test file's URL.
          outdir: path.dirname(file),
          bundle: true,
          format: 'esm',
          platform: 'browser',
          target: 'es2022',
          conditions: ['@checkout-kit/source'],
          alias: options.alias?.(file) ?? {},
          jsx: 'automatic',
          // Served by the test runner at run time, e.g. the web socket that
          // `@web/test-runner-commands` imports to reach the server.
          external: ['/__web-dev-server__*', '/__web-test-runner__*'],
          sourcemap: 'inline',
          write: false,
          logLevel: 'silent',
        });
        const bundle = result.outputFiles.find((output) => output.path.endsWith('.js'));
        return { body: bundle?.text ?? '', type: 'js' };
      } catch (error) {
        /** @type {esbuild.Message[]} */
        const errors = /** @type {{ errors?: esbuild.Message[] }} */ (error).errors ?? [];
        if (errors.length === 0) throw error;
        // Serve a module that fails with esbuild's messages: the report shows them by the test file.
        const text = await esbuild.formatMessages(errors, { kind: 'error', color: false });
        const message = `Could not bundle ${context.path}:\n${text.join('\n')}`;
        return { body: `throw new Error(${JSON.stringify(message)});\n`, type: 'js' };
      }
    },
    // Bundles depend on more files than the one requested: never serve one from the cache.
    transform(context) {
      return testFileOf(context.path) ? { transformCache: false } : undefined;
    },
  };
}
