/**
 * The Lit floor of the page-load bench: the plain form, markup for markup, drawn by a minimal
 * Lit element (one template, one reactive property for the amount, static styles,
 * `checkout-ready` after its first render), bundled and minified by esbuild from the Lit the
 * kit is built on.
 *
 * It is what any Lit element showing the same form costs over plain HTML (the module's fetch
 * and evaluation, Lit's template preparation, the first render), so the kit's own share is
 * the kit against this floor.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Lit resolves from the elements package, as the kit's own build resolves it. */
const ELEMENTS_DIR = fileURLToPath(new URL('../../packages/elements/', import.meta.url));

/** The element's tag in the Lit floor's page. */
export const LIT_FLOOR_TAG = 'lit-floor-form';

const source = (template: string): string => `
import { LitElement, css, html } from 'lit';

class LitFloorForm extends LitElement {
  static properties = { amount: {} };
  static styles = css\`:host { display: block; }\`;
  render() {
    return html\`${template}\`;
  }
  firstUpdated() {
    this.dispatchEvent(new Event('checkout-ready', { bubbles: true, composed: true }));
  }
}
customElements.define('${LIT_FLOOR_TAG}', LitFloorForm);
`;

/**
 * The Lit floor's module, minified as the kit's script-tag builds are.
 *
 * @param markup The plain form's HTML; its amount, `amount`, becomes the element's property.
 */
export async function buildLitFloor(markup: string, amount: string): Promise<Uint8Array> {
  if (!markup.includes(amount) || /[`$\\]/.test(markup)) {
    throw new Error('The Lit floor takes plain markup (no `, $ or \\) that shows its amount');
  }
  const { outputFiles } = await build({
    stdin: {
      contents: source(markup.replace(amount, '${this.amount}')),
      resolveDir: ELEMENTS_DIR,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
  });
  const [module] = outputFiles;
  if (!module) throw new Error('esbuild gave no Lit floor module');
  return module.contents;
}
