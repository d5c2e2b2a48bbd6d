import ts from 'typescript';
import type { Plugin } from 'vite';

/** Tags whose template literals are markup or styles, where runs of whitespace mean one space. */
const TEMPLATE_TAGS = new Set(['html', 'svg', 'css']);

/**
 * What the minifier cannot do to CSS it sees only as a string, on top of the whitespace.
 * Comments go; so do spaces around `{ } ; : , >` and just inside parentheses, and the last `;`
 * of a block; `#ffffff` becomes `#fff` (no stylesheet of ours selects by id) and `0.5` becomes
 * `.5`. Spaces that separate values (`1px solid`, `var(--a) var(--b)`) stay.
 */
function minifyCss(text: string): string {
  return text
    .replace(/\/\*[^]*?\*\//g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/;}/g, '}')
    .replace(/#([\da-f])\1([\da-f])\2([\da-f])\3\b/gi, '#$1$2$3')
    .replace(/(^|[^\w.])0\.(\d)/g, '$1.$2');
}

/**
 * What the minifier cannot do to markup it sees only as a string, on top of the whitespace.
 * Attribute values that need no quotes lose them (`class=ck-label`; one followed by `/>` keeps
 * them, or the `/` would join the value), and the indentation before a template's first tag and
 * after its last one goes, since it renders nothing.
 */
function minifyMarkup(text: string, first: boolean, last: boolean): string {
  let result = text.replace(/\s+/g, ' ').replace(/="([^\s"'=<>`]+)"(?=[\s>])/g, '=$1');
  if (first) result = result.replace(/^ </, '<');
  if (last) result = result.replace(/> $/, '>');
  return result;
}

/**
 * Squeezes Lit's `html`, `svg` and `css` template literals in our own sources, which the
 * minifier leaves as written: every run of whitespace becomes one space, then {@link minifyCss}
 * or {@link minifyMarkup} does the rest. Everything renders the same, since HTML and CSS treat a
 * run of whitespace as one space (no template of ours holds `<pre>` or a `white-space` other
 * than `normal`); the expressions between the literal's parts are not touched. The line breaks taken
 * out of a part are put back just after it, outside the literal, so every line of code stays
 * where it was and the source maps stay right.
 */
export function minifyTemplateLiterals(): Plugin {
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
            const text =
              tag === 'css'
                ? minifyCss(original)
                : minifyMarkup(original, part === parts[0], part === parts.at(-1));
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
