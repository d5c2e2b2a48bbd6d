/**
 * The Lit floor of the page-load and typing benches: the plain form, markup for markup, drawn
 * by a minimal Lit element (one template, one reactive property for the amount, static styles,
 * `checkout-ready` after its first render), bundled and minified by esbuild from the Lit the
 * kit is built on. Its card number is formatted as typed, in groups of four, by the least code
 * that can do it (digits kept, gaps put back, the value written when it changed; no caret
 * care, no checks, no events), as every card field must.
 *
 * It is what any Lit element showing the same form costs over plain HTML (the module's fetch
 * and evaluation, Lit's template preparation, the first render, a formatted keystroke), so
 * the kit's own share is the kit against this floor.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Lit resolves from the elements package, as the kit's own build resolves it. */
const ELEMENTS_DIR = fileURLToPath(new URL('../../packages/elements/', import.meta.url));

/** The element's tag in the Lit floor's page. */
export const LIT_FLOOR_TAG = 'lit-floor-form';

/** The plain form's card number input, which the floor formats as typed. */
const CARD_NUMBER_INPUT = 'name="card_number"';

const source = (template: string): string => `
import { LitElement, css, html } from 'lit';

class LitFloorForm extends LitElement {
  static properties = { amount: {} };
  static styles = css\`:host { display: block; }\`;
  render() {
    return html\`${template}\`;
  }
  formatNumber(event) {
    const input = event.target;
    const grouped = input.value.replace(/\\D/g, '').replace(/(\\d{4})(?=\\d)/g, '$1 ');
    if (input.value !== grouped) input.value = grouped;
  }
  firstUpdated() {
    this.dispatchEvent(new Event('checkout-ready', { bubbles: true, composed: true }));
  }
}
customElements.define('${LIT_FLOOR_TAG}', LitFloorForm);
`;

/**
 * The Lit floor's module, bundled and minified by esbuild (its template's whitespace is kept:
 * a few hundred bytes the kit's own build would strip).
 *
 * @param markup The plain form's HTML; its amount, `amount`, becomes the element's property.
 */
export async function buildLitFloor(markup: string, amount: string): Promise<Uint8Array> {
  if (!markup.includes(amount) || !markup.includes(CARD_NUMBER_INPUT) || /[`$\\]/.test(markup)) {
    throw new Error(
      'The Lit floor takes plain markup (no `, $ or \\) with its amount and a card number input',
    );
  }
  const { outputFiles } = await build({
    stdin: {
      contents: source(
        markup
          .replace(amount, '${this.amount}')
          .replace(CARD_NUMBER_INPUT, `${CARD_NUMBER_INPUT} @input=\${this.formatNumber}`),
      ),
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
