import type { CSSResult } from 'lit';

/**
 * Adds an element's styles to the document or shadow root it lives in, once per root. Elements
 * that render into light DOM (so autofill and password managers see their inputs) have no
 * shadow root of their own to hold styles.
 */
export function adoptLightDomStyles(host: Element, styles: CSSResult): void {
  const root = host.getRootNode() as Document | ShadowRoot;
  const sheet = styles.styleSheet;
  if (!sheet || !('adoptedStyleSheets' in root)) return;
  if (!root.adoptedStyleSheets.includes(sheet)) {
    // Ours go first so that the page's own rules win at equal specificity.
    root.adoptedStyleSheets = [sheet, ...root.adoptedStyleSheets];
  }
}
