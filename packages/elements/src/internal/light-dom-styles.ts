import type { CSSResult } from 'lit';
import { adoptedStyleSheetsOf } from './document-reads.js';

/**
 * Adds an element's styles to the document or shadow root it lives in, once per root. Elements
 * that render into light DOM (so autofill and password managers see their inputs) have no
 * shadow root of their own to hold styles.
 */
export function adoptLightDomStyles(host: Element, styles: CSSResult): void {
  // An element out of the document (an update after its removal) has no root to style; it adopts
  // them at its next update once it is back.
  if (!host.isConnected) return;
  const sheet = styles.styleSheet;
  const adopted = adoptedStyleSheetsOf(host.getRootNode() as Document | ShadowRoot);
  if (!sheet || !adopted) return;
  if (!adopted.sheets.includes(sheet)) {
    // Ours go first so that the page's own rules win at equal specificity.
    adopted.set([sheet, ...adopted.sheets]);
  }
}
