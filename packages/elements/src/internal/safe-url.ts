/**
 * Returns the URL when it is http(s), else `null`: network-supplied links must never become
 * `javascript:` or `data:` navigations, nor image sources.
 *
 * Without `base` only absolute URLs pass. With one (such as `document.baseURI`), relative URLs
 * pass too, resolved against it: `/static/logos/fpx.svg` and `//cdn.example/x.svg` become
 * absolute http(s) URLs, while `javascript:alert(1)` stays refused.
 */
export function httpUrlOrNull(value: unknown, base?: string): string | null {
  if (!value || typeof value !== 'string') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
