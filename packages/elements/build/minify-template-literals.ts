import { minifyHTMLLiterals } from 'minify-literals';
import type { Plugin } from 'vite';

/**
 * Squeezes Lit's `html`, `svg` and `css` template literals in the kit's own sources, which the
 * JavaScript minifier leaves as written, with `minify-literals`: html-minifier-next for the
 * markup and Lightning CSS for the styles, the expressions between a literal's parts untouched.
 * Whitespace collapses as HTML renders it (none between blocks, one space within a line of
 * text); attributes keep their order and their names, which Lit's bindings depend on, and
 * lose only the quotes they do not need. The styles keep the syntax they were written in: no
 * browser targets are given, so Lightning CSS rewrites nothing for older browsers.
 */
export function minifyTemplateLiterals(): Plugin {
  return {
    name: 'checkout-kit:minify-template-literals',
    async transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/\b(html|svg|css)`/.test(code)) return null;
      const result = await minifyHTMLLiterals(code, {
        fileName: id,
        htmlTags: ['html', 'svg'],
        cssTags: ['css'],
        html: {
          caseSensitive: true,
          collapseWhitespace: true,
          removeComments: true,
          removeAttributeQuotes: true,
        },
      });
      return result && { code: result.code, map: result.map };
    },
  };
}
