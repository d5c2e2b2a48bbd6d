/** Static words of a page, swapped by key so the page can change language without markup. */

/**
 * Sets the text of every `[data-text]` element under `root` from `texts` (as text, never
 * markup). A key the dictionary lacks leaves the element as the HTML has it.
 */
export function applyTexts(root: ParentNode, texts: Record<string, unknown>): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-text]')) {
    const value = texts[element.dataset.text ?? ''];
    if (typeof value === 'string') element.textContent = value;
  }
}
