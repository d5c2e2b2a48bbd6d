/**
 * The single-file builds of `@checkout-kit/elements` for a `<script>` tag, with Lit,
 * card-validator and `@checkout-kit/protocol` inside. The npm build is plain `tsc` output in the
 * same `dist/`, so Vite must never empty it.
 *
 * - `vite build`: `dist/checkout-kit.js`, an ES module for `<script type="module">`.
 * - `vite build --mode classic`: `dist/checkout-kit.iife.js`, a classic script for a plain
 *   `<script src>` that also exposes the exports as the global `CheckoutKit`.
 *
 * Both register every element when they load, and both come with a source map.
 */
import ts from 'typescript';
import { type Plugin, defineConfig } from 'vite';

const ENTRY = 'src/checkout-kit.ts';

/** Tags whose template literals are markup or styles, where runs of whitespace mean one space. */
const TEMPLATE_TAGS = new Set(['html', 'svg', 'css']);

/**
 * Squeezes the whitespace out of Lit's `html`, `svg` and `css` template literals in our own
 * sources, which the minifier leaves as written: every run of whitespace becomes one space, and
 * in `css` comments go, spaces around `{ } ; : , >` too, and `0.5` becomes `.5`. Markup renders
 * the same, since HTML and CSS treat a run of whitespace as one space (no template of ours holds
 * `<pre>` or a `white-space` other than `normal`); the expressions between the literal's parts
 * are not touched. The line breaks taken out of a part are put back just after it, outside the
 * literal, so every line of code stays where it was and the source maps stay right.
 */
function minifyTemplateLiterals(): Plugin {
  return {
    name: 'checkout-kit:minify-template-literals',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/\b(html|svg|css)`/.test(code)) return null;
      const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, false);
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: ts.Node): void => {
        const tag = ts.isTaggedTemplateExpression(node) ? node.tag.getText(source) : '';
        if (ts.isTaggedTemplateExpression(node) && TEMPLATE_TAGS.has(tag)) {
          const { template } = node;
          const parts = ts.isNoSubstitutionTemplateLiteral(template)
            ? [template]
            : [template.head, ...template.templateSpans.map((span) => span.literal)];
          for (const part of parts) {
            // The text lies between the opening `` ` `` or `}` and the closing `` ` `` or `${`.
            const start = part.getStart(source) + 1;
            const end = part.getEnd();
            const closing =
              part.kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral ||
              part.kind === ts.SyntaxKind.TemplateTail
                ? '`'
                : '${';
            const original = code.slice(start, end - closing.length);
            let text = original;
            if (tag === 'css') {
              text = text
                .replace(/\/\*[^]*?\*\//g, ' ')
                .replace(/\s*([{};,>])\s*/g, '$1')
                .replace(/:\s+/g, ':')
                .replace(/(^|[^\w.])0\.(\d)/g, '$1.$2');
            }
            text = text.replace(/\s+/g, ' ');
            const lineBreaks = '\n'.repeat(original.split('\n').length - 1);
            edits.push({ start, end, text: text + closing + lineBreaks });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (edits.length === 0) return null;
      let result = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
        result = result.slice(0, start) + text + result.slice(end);
      }
      // Every line is where it was, only columns moved: the incoming source map stays usable.
      return { code: result, map: null };
    },
  };
}

export default defineConfig(({ mode }) => {
  const classic = mode === 'classic';
  return {
    plugins: [minifyTemplateLiterals()],
    // No public assets to copy, and the builds need no `.env` files.
    publicDir: false,
    envDir: false,
    resolve: {
      // Workspace packages (`@checkout-kit/protocol`) resolve to their TypeScript source through
      // the `source` export condition, so no prior build of theirs is needed; the rest is the
      // browser resolution Vite does by default, pinned to the production builds (Lit's
      // development build would otherwise be picked whenever NODE_ENV=development is set).
      conditions: ['source', 'module', 'browser', 'production'],
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
        entry: ENTRY,
        name: 'CheckoutKit',
        formats: [classic ? 'iife' : 'es'],
        fileName: (format) => (format === 'iife' ? 'checkout-kit.iife.js' : 'checkout-kit.js'),
      },
      rolldownOptions: {
        output: {
          // One file each: nothing to split into chunks a `<script>` tag would have to find.
          codeSplitting: false,
          // Vite keeps whitespace in an ES library build so that another bundler can still
          // tree-shake it; this file is the end product, loaded by the browser as it is.
          minify: true,
          // Keep the licence headers of the bundled code (Lit's BSD-3-Clause asks for it); drop
          // the `#__PURE__` annotations that only a further bundler would read.
          comments: { legal: true, annotation: false, jsdoc: false },
        },
      },
    },
  };
});
