/**
 * What the elements read of the document, read so that page markup cannot change it.
 *
 * A named element shadows a document property of the same name (DOM clobbering):
 * `<img name="baseURI">` makes `document.baseURI` that image, and `<img name="currentScript"
 * src="https://elsewhere/">` makes `document.currentScript` an image whose `src` is anyone's.
 * Markup a shop lets in (a review, a name, a CMS block) can do that with no script at all. The
 * accessors of `Node.prototype` and `Document.prototype` are the browser's own, which markup
 * cannot replace: these read through them. (Looked up when called: in Node, where a server
 * imports the elements, there is no DOM to look them up in.)
 */

/** The browser's own accessor of `name` on `prototype`. */
function accessorOf(prototype: object, name: string): PropertyDescriptor | undefined {
  return Object.getOwnPropertyDescriptor(prototype, name);
}

/** The document's base URL, which relative URLs resolve against. */
export function documentBaseUrl(): string {
  return (accessorOf(Node.prototype, 'baseURI')?.get?.call(document) as string) ?? location.href;
}

/**
 * The URL of the classic `<script>` element running now, or `null` when none is: read it while
 * the script is evaluated (`document.currentScript` is only set then).
 */
export function runningScriptUrl(): string | null {
  const script: unknown = accessorOf(Document.prototype, 'currentScript')?.get?.call(document);
  return script instanceof HTMLScriptElement && script.src ? script.src : null;
}

/** The element that has focus in the document (not looking into shadow roots). */
export function documentActiveElement(): Element | null {
  const active: unknown = accessorOf(Document.prototype, 'activeElement')?.get?.call(document);
  return active instanceof Element ? active : null;
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
  const accessor = accessorOf(Document.prototype, 'adoptedStyleSheets');
  if (!accessor?.get || !accessor.set) return null;
  const { get, set } = accessor;
  return {
    sheets: get.call(root) as CSSStyleSheet[],
    set: (sheets) => set.call(root, sheets),
  };
}
