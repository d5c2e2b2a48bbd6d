/**
 * What the elements read of the document, read so that page markup cannot change it.
 *
 * A named element shadows a document property of the same name (DOM clobbering):
 * `<img name="baseURI">` makes `document.baseURI` that image, and `<img name="currentScript"
 * src="https://elsewhere/">` makes `document.currentScript` an image whose `src` is anyone's.
 * Markup a shop lets in (a review, a name, a CMS block) can do that with no script at all. The
 * getters of `Node.prototype` and `Document.prototype` are the browser's own, which markup
 * cannot replace: these read through them.
 */

const getter = <T>(prototype: object, name: string): (() => T) | undefined =>
  Object.getOwnPropertyDescriptor(prototype, name)?.get as (() => T) | undefined;

const baseUriOf = getter<string>(Node.prototype, 'baseURI');
const currentScriptOf = getter<HTMLOrSVGScriptElement | null>(Document.prototype, 'currentScript');
const activeElementOf = getter<Element | null>(Document.prototype, 'activeElement');
const documentSheets = Object.getOwnPropertyDescriptor(Document.prototype, 'adoptedStyleSheets');

/** The document's base URL, which relative URLs resolve against. */
export function documentBaseUrl(): string {
  return baseUriOf?.call(document) ?? location.href;
}

/**
 * The URL of the classic `<script>` element running now, or `null` when none is: read it while
 * the script is evaluated (`document.currentScript` is only set then).
 */
export function runningScriptUrl(): string | null {
  const script = currentScriptOf?.call(document);
  return script instanceof HTMLScriptElement && script.src ? script.src : null;
}

/** The element that has focus in the document (not looking into shadow roots). */
export function documentActiveElement(): Element | null {
  return activeElementOf?.call(document) ?? null;
}

/**
 * The style sheets `root` has adopted, and a way to set them: a document's through the
 * browser's own accessors, a shadow root's (which no markup can shadow) as they are. `null` in
 * a browser without constructable style sheets.
 */
export function adoptedStyleSheetsOf(
  root: Document | ShadowRoot,
): { sheets: CSSStyleSheet[]; set(sheets: CSSStyleSheet[]): void } | null {
  if (root instanceof ShadowRoot) {
    if (!('adoptedStyleSheets' in root)) return null;
    return { sheets: root.adoptedStyleSheets, set: (sheets) => (root.adoptedStyleSheets = sheets) };
  }
  if (!documentSheets?.get || !documentSheets.set) return null;
  const { get, set } = documentSheets;
  return {
    sheets: get.call(root) as CSSStyleSheet[],
    set: (sheets) => set.call(root, sheets),
  };
}
