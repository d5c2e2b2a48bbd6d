/**
 * Returns the URL when it is absolute http(s), else `null`: network-supplied links must never
 * become `javascript:` or `data:` navigations.
 */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
